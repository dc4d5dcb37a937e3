// A room: seats, invite link, join form, whose turn it is and its clock, the
// game's board, the chat, the end-of-match summary with its rematch, and the
// offer to let a computer play for a player who went away; all kept current
// by the room's websocket. The parts live in frontend/js/room/ and share one
// context (room/context.js); this page loads the room, lays the parts out
// and wires them to the socket.

import { api, savedName, tokens } from "../api.js";
import { describerFor, loadGame } from "../games.js";
import { t } from "../i18n.js";
import { RoomSocket } from "../socket.js";
import { h, loading, patch, replace, toast } from "../ui.js";
import { drawBanner } from "../room/banner.js";
import { drawBoard, unmountBoard } from "../room/board.js";
import { chatPanel } from "../room/chat.js";
import { roomContext } from "../room/context.js";
import { drawEnded, drawSummary } from "../room/ended.js";
import { boardFitter } from "../room/fit.js";
import { roomHandlers } from "../room/handlers.js";
import { drawHead } from "../room/head.js";
import { drawHost } from "../room/host.js";
import { heldSeats, startHotSeat } from "../room/hotseat.js";
import { drawInvite, drawJoin, drawSeats, drawWatch } from "../room/lobby.js";
import { moveLog } from "../room/movelog.js";
import { takeoverNotices } from "../room/takeover.js";

export function roomPage(root, { params: [roomId], navigate }) {
  const ctx = roomContext({ roomId, root, navigate });
  const { page, el } = ctx;
  const wide = window.matchMedia("(min-width: 1000px)");
  // On a phone the table's head has no room left: the resign button goes under the board.
  const narrow = window.matchMedia("(max-width: 720px)");
  const fitter = boardFitter(el);
  let hotSeat = null;

  Object.assign(ctx.draw, {
    all: drawAll,
    head: () => drawHead(ctx),
    banner: () => drawBanner(ctx),
    away: drawAway,
    summary: () => drawSummary(ctx),
    seats: () => drawSeats(ctx),
    invite: () => drawInvite(ctx),
    join: () => drawJoin(ctx),
    host: () => drawHost(ctx),
    chatAccess: drawChatAccess,
    board: () => drawBoard(ctx),
    placeResign,
    missing: drawMissing,
  });

  replace(root, loading(t("room.loading")));

  async function start() {
    try {
      const room = await api.room(roomId);
      page.room = room;
      page.seats = room.seats || [];
      page.spectators = room.spectators || 0;
      page.game = await api.game(room.game).catch(() => null);
    } catch (err) {
      page.error = err;
      if (page.closed) return;
      drawMissing(err);
      return;
    }
    if (page.closed) return;
    try {
      page.module = (await loadGame(page.room.game)).module;
    } catch (err) {
      page.module = null;
    }
    const describe = await describerFor(page.room.game).catch(() => null);
    if (page.closed) return;
    makeChat();
    ctx.log = moveLog({ describe, names: page.names });
    layout();
    loadHistory();
    const handlers = roomHandlers(ctx);
    const name = () => page.chatName || null;
    const onStatus = (status) => {
      page.connection = status;
      // While the connection is down the board may be out of date: say so by dimming it.
      root.classList.toggle("room-offline", status === "reconnecting" || status === "closed");
      drawHead(ctx);
      drawChatAccess();
    };
    // Several players at this screen: one connection per seat (room/hotseat.js).
    const held = heldSeats(page.room);
    if (held) hotSeat = startHotSeat(ctx, handlers, held, { onStatus, name });
    else ctx.socket = new RoomSocket(roomId, { token: () => tokens.get(roomId), name, ...handlers, onStatus });
  }

  function makeChat() {
    ctx.chat = chatPanel({
      module: page.module,
      send(text) {
        page.chatSentAt = Date.now();
        return ctx.socket ? ctx.socket.send({ type: "chat", text }) : false;
      },
      setName(name) {
        page.chatName = name;
        savedName.set(name);
        toast(t("chat.nameSaved", { name }), "ok");
        ctx.socket?.restart(); // hello again, with the name
      },
      mute(muted) {
        return ctx.socket ? ctx.socket.send({ type: "mute_spectators", muted }) : false;
      },
    });
    replace(el.side, ctx.chat.el);
  }

  // The log beside the board with the chat on a wide screen, under the board on a narrow one.
  function placeLog() {
    if (!ctx.log || !page.laidOut) return;
    if (wide.matches) el.side.prepend(ctx.log.el);
    else el.board.after(ctx.log.el);
    placeResign();
  }

  // The resign button: in the room's tools, or under the board on a phone.
  function placeResign() {
    if (!page.laidOut) return;
    el.board.after(el.foot);
    if (!page.resignEl) {
      replace(el.foot);
      return;
    }
    if (narrow.matches) el.foot.append(page.resignEl);
    else el.tools.append(page.resignEl);
  }

  async function loadHistory() {
    try {
      const replay = await api.replay(roomId);
      if (page.closed) return;
      ctx.log.reset((replay.views || []).map((v) => ({ step: v.seq, view: v.view,
        note: v.move?.type === "undo" ? t("log.undo", { name: ctx.nameOf(v.seat) }) : null })));
    } catch (err) {
      // No history (an old server, a network error): the log starts from now.
    }
    for (const entry of ctx.recent.splice(0)) ctx.log.add(entry.step, entry.view, entry.note);
    page.historyLoaded = true;
  }

  function drawMissing(err) {
    const missing = err.code === "not_found";
    document.title = `${missing ? t("room.notFound") : t("room.loadFailed")} · ${t("app.name")}`;
    replace(root, h("section", { class: "panel notice-page" },
      h("h1", {}, missing ? t("room.notFound") : t("room.loadFailed")),
      missing ? null : h("p", {}, err.display || String(err)),
      h("a", { class: "btn btn-primary", href: "/", "data-link": true }, t("summary.back"))));
  }

  function layout() {
    replace(el.lobby, el.host, el.join, el.invite);
    page.laidOut = true;
    replace(root,
      el.head,
      el.bar,
      el.confirm,
      el.ended,
      el.away,
      el.summary,
      el.watch,
      h("div", { class: "room-layout" },
        h("div", { class: "room-main" }, el.lobby, el.board),
        el.side));
    placeLog();
    wide.addEventListener("change", placeLog);
    narrow.addEventListener("change", placeResign);
    drawAll();
  }

  function drawAll() {
    if (!page.laidOut) return;
    drawHead(ctx);
    drawBanner(ctx);
    drawAway();
    drawSummary(ctx);
    drawSeats(ctx);
    drawInvite(ctx);
    drawJoin(ctx);
    drawHost(ctx);
    drawEnded(ctx);
    drawWatch(ctx);
    drawChatAccess();
    drawBoard(ctx);
    drawPlaying();
  }

  // During play the page is the table: the shell's chrome shrinks and the
  // board is sized to the screen left under it (see boardFitter).
  function drawPlaying() {
    const playing = ctx.status() === "live" && Boolean(page.state?.view);
    root.classList.toggle("room-play", playing);
    document.body.classList.toggle("is-playing", playing);
    fitter.watch(playing);
  }

  function drawAway() {
    if (!page.room) return;
    const notices = ctx.status() === "live" ? takeoverNotices({
      seats: page.seats, mySeat: ctx.mySeat(), names: page.names, levels: page.game?.bot_levels,
      onTakeOver: (seat, level) => ctx.send({ type: "takeover", seat, level }),
    }) : [];
    // Keep the notices on screen as they are (and keyboard focus in them) while nothing changed.
    const key = notices.map((n) => n.dataset.seat).join(",") + document.documentElement.lang;
    if (key === el.away.dataset.key) return;
    el.away.dataset.key = key;
    patch(el.away, notices);
  }

  function drawChatAccess() {
    if (!ctx.chat || !page.state) return;
    ctx.chat.setAccess({
      seat: ctx.mySeat(),
      host: ctx.mySeat() !== null && ctx.mySeat() === page.host,
      muted: page.spectatorsMuted,
      spectatorChat: page.spectatorChat,
      name: page.chatName,
      connected: page.connection === "open",
    });
  }

  start();

  return {
    destroy() {
      page.closed = true;
      page.clock?.stop();
      wide.removeEventListener("change", placeLog);
      narrow.removeEventListener("change", placeResign);
      fitter.stop();
      root.classList.remove("room-offline", "room-play");
      document.body.classList.remove("is-playing");
      ctx.socket?.close();
      hotSeat?.close();
      unmountBoard(ctx);
    },
    relocalize() {
      if (page.error) {
        drawMissing(page.error);
        return;
      }
      if (!page.room) return;
      // Renderers draw their texts when mounted: mount again in the new language.
      unmountBoard(ctx);
      el.join.dataset.locale = "";
      el.invite.dataset.locale = "";
      el.away.dataset.key = "";
      el.host.dataset.key = "";
      page.toolsKey = "";
      ctx.updateNames();
      ctx.chat?.relocalize();
      ctx.log?.relocalize();
      drawAll();
    },
  };
}
