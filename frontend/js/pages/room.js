// A room: seats, invite link, join form, whose turn it is and its clock, the
// game's board, the chat, the end-of-match summary with its rematch, and the
// offer to let a computer play for a player who went away; all kept current
// by the room's websocket.

import { api, errorText, savedName, tokens } from "../api.js";
import { describerFor, loadGame, mountGame } from "../games.js";
import { pick, t } from "../i18n.js";
import { RoomSocket } from "../socket.js";
import { freeSeats, namesOf } from "../seats.js";
import { announce, boardFailed, h, loading, replace, toast } from "../ui.js";
import { alertToggles, yourTurnAlert } from "../room/alerts.js";
import { chatPanel } from "../room/chat.js";
import { boardFitter } from "../room/fit.js";
import { bookIcon, eyeIcon, undoIcon } from "../room/icons.js";
import { invitePanel } from "../room/invite.js";
import { joinForm } from "../room/join.js";
import { seatRows } from "../room/seatrows.js";
import { moveLog } from "../room/movelog.js";
import { clockBox } from "../room/clock.js";
import { rematchBox } from "../room/rematch.js";
import { takeoverNotices } from "../room/takeover.js";
import { confirmBar, resignButton } from "../room/leave.js";
import { hostPanel } from "../room/host.js";
import { resultTitle, summaryCard } from "./summary.js";

// A refused chat line is answered by an error without an id: one that comes
// this soon after a chat line was sent is taken to be about it.
const CHAT_ERROR_WINDOW_MS = 4000;
const CHAT_ERRORS = new Set(["muted", "bad_chat"]);
// Statuses of a match that ended without being played to its end.
const ENDED_UNPLAYED = ["abandoned", "cancelled", "expired"];

export function roomPage(root, { params: [roomId], navigate }) {
  const page = {
    room: null, // GET /api/rooms/{id}
    game: null, // its entry of GET /api/games
    module: null, // the game's renderer module, null if it failed to load
    seats: [],
    spectators: 0,
    host: null, // the host's seat (from `seats`)
    spectatorsMuted: false,
    spectatorChat: true,
    state: null, // the last `state` message
    stateAt: 0, // when it arrived (Date.now())
    connection: "connecting",
    board: null,
    boardSeat: undefined, // the seat the board was mounted for
    names: [],
    closed: false,
    turnKey: "",
    rematch: null, // the last `rematch` message
    rematchSending: false,
    chatSentAt: 0,
    chatName: savedName.get(),
    toolsKey: "",
    standIn: false, // a computer was playing for this viewer's seat
    clock: null,
  };
  let socket = null;
  let chat = null;
  let log = null;
  const recent = []; // the live states' {step, view, note} seen before the log's history arrived
  const wide = window.matchMedia("(min-width: 1000px)");
  // On a phone the table's head has no room left: the resign button goes under the board.
  const narrow = window.matchMedia("(max-width: 720px)");

  const el = {
    head: h("div", { class: "room-head" }),
    title: h("div", { class: "room-title" }),
    tools: h("div", { class: "room-tools" }),
    banner: h("div", { class: "turn-banner" }),
    away: h("div", { class: "away-slot" }),
    summary: h("div", { class: "summary-slot" }),
    board: h("div", { class: "board-host" }),
    seats: h("section", { class: "seats-strip", "aria-labelledby": "seats-title" }),
    invite: h("section", { class: "panel invite-panel", "aria-labelledby": "invite-title" }),
    join: h("section", { class: "panel join-panel", "aria-labelledby": "join-title" }),
    host: h("section", { class: "panel host-panel", "aria-labelledby": "host-title" }),
    // The confirm step of a costly click (resigning), above the board.
    confirm: h("div", { class: "confirm-slot" }),
    foot: h("div", { class: "table-foot" }),
    ended: h("p", { class: "notice ended-note", role: "status" }),
    watch: h("p", { class: "watch-note" }),
    conn: h("span", { class: "conn", role: "status" }),
    side: h("aside", { class: "room-side" }),
  };
  el.head.append(el.title, el.tools);
  // The turn prompt and the seats share one strip, to leave the board the screen.
  el.bar = h("div", { class: "room-bar" }, el.banner, el.seats);
  const fitter = boardFitter(el);

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
    log = moveLog({ describe, names: page.names });
    layout();
    loadHistory();
    socket = new RoomSocket(roomId, {
      token: () => tokens.get(roomId),
      name: () => page.chatName || null,
      onState,
      onSeats,
      onError,
      onEvent,
      onStatus(status) {
        page.connection = status;
        // While the connection is down the board may be out of date: say so by dimming it.
        root.classList.toggle("room-offline", status === "reconnecting" || status === "closed");
        drawHead();
        drawChatAccess();
      },
    });
  }

  function makeChat() {
    chat = chatPanel({
      module: page.module,
      send(text) {
        page.chatSentAt = Date.now();
        return socket ? socket.send({ type: "chat", text }) : false;
      },
      setName(name) {
        page.chatName = name;
        savedName.set(name);
        toast(t("chat.nameSaved", { name }), "ok");
        socket?.restart(); // hello again, with the name
      },
      mute(muted) {
        return socket ? socket.send({ type: "mute_spectators", muted }) : false;
      },
    });
    replace(el.side, chat.el);
  }

  // The log beside the board with the chat on a wide screen, under the board on a narrow one.
  function placeLog() {
    if (!log || !el.lobby) return;
    if (wide.matches) el.side.prepend(log.el);
    else el.board.after(log.el);
    placeResign();
  }

  // The resign button: in the room's tools, or under the board on a phone.
  function placeResign() {
    if (!el.lobby) return;
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
      log.reset((replay.views || []).map((v) => ({ step: v.seq, view: v.view,
        note: v.move?.type === "undo" ? t("log.undo", { name: nameOf(v.seat) }) : null })));
    } catch (err) {
      // No history (an old server, a network error): the log starts from now.
    }
    for (const entry of recent.splice(0)) log.add(entry.step, entry.view, entry.note);
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
    el.lobby = h("div", { class: "room-lobby" }, el.host, el.join, el.invite);
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
    drawHead();
    drawBanner();
    drawAway();
    drawSummary();
    drawSeats();
    drawInvite();
    drawJoin();
    drawHost();
    drawEnded();
    drawWatch();
    drawChatAccess();
    drawBoard();
    drawPlaying();
  }

  // During play the page is the table: the shell's chrome shrinks and the
  // board is sized to the screen left under it (see boardFitter).
  function drawPlaying() {
    const playing = status() === "live" && Boolean(page.state?.view);
    root.classList.toggle("room-play", playing);
    document.body.classList.toggle("is-playing", playing);
    fitter.watch(playing);
  }

  // ---- derived facts ---------------------------------------------------
  const status = () => page.state?.status || page.room?.status || "waiting";
  const mySeat = () => (page.state ? page.state.seat : null);
  const myTurn = () => status() === "live" && mySeat() !== null && (page.state?.to_act || []).includes(mySeat());
  const gameName = () => pick(page.game?.names, page.room?.game || "");
  const nameOf = (seat) => page.names[seat] ?? t("seat.label", { n: seat + 1 });

  function updateNames() {
    page.names.splice(0, page.names.length, ...namesOf(page.seats, page.room.players));
  }

  // ---- socket handlers -------------------------------------------------
  function onState(message) {
    const before = page.state;
    const wasMyTurn = myTurn();
    if (before && before.version !== message.version && el.confirm.querySelector(".confirm-move")) replace(el.confirm);
    page.state = message;
    page.stateAt = Date.now();
    if (log && message.view && message.status !== "waiting") {
      // An undo is the player to act taking back their own action.
      const note = message.undone ? t("log.undo", { name: nameOf((message.to_act || [])[0]) }) : null;
      if (page.historyLoaded) log.add(message.version, message.view, note);
      else recent.push({ step: message.version, view: message.view, note });
    }
    if (before && before.status !== message.status) page.room.status = message.status;
    if (message.status !== "finished") page.rematchSending = false;
    drawAll();
    announceTurn(before);
    // Only a turn that arrives while the page is open rings: not the one found on arrival.
    if (before && !wasMyTurn && myTurn()) yourTurnAlert({ game: gameName(), roomId });
  }

  function onSeats(message) {
    page.seats = message.seats || page.seats;
    page.spectators = message.spectators ?? page.spectators;
    if ("host" in message) page.host = message.host;
    if ("spectators_muted" in message) page.spectatorsMuted = Boolean(message.spectators_muted);
    if ("spectator_chat" in message) page.spectatorChat = message.spectator_chat !== false;
    updateNames();
    noticeStandIn();
    drawSeats();
    drawBanner();
    drawAway();
    drawJoin();
    drawInvite();
    drawHost();
    drawChatAccess();
    if (page.board && page.state?.view) page.board.update(boardState());
  }

  // The server gives a returning player their seat back by itself; say so.
  function noticeStandIn() {
    const seat = mySeat();
    const mine = seat === null ? null : page.seats.find((x) => x.seat === seat);
    const standing = Boolean(mine?.stand_in);
    if (page.standIn && !standing) toast(t("away.back"), "ok");
    page.standIn = standing;
  }

  function onEvent(message) {
    switch (message.type) {
      case "chat_history":
        chat?.setHistory(message.messages || []);
        break;
      case "chat":
        chat?.add(message);
        break;
      case "clock_expired": {
        const text = message.seat === mySeat() ? t("clock.expiredYou") : t("clock.expired", { name: nameOf(message.seat) });
        toast(text, "info");
        break;
      }
      case "rematch":
        if (JSON.stringify(message) === JSON.stringify(page.rematch)) break;
        page.rematch = message;
        drawSummary();
        announceRematch();
        break;
      case "rematch_seat":
        // The new room's seat is ours: keep its token, then go there.
        tokens.set(message.room_id, message.token);
        page.rematchSending = false;
        toast(t("rematch.going"), "ok");
        navigate(`/room/${message.room_id}`);
        break;
      default:
        break;
    }
  }

  function onError(message) {
    const code = message.code;
    if (code === "bad_token") {
      // The stored token is no seat's of this room: forget it so that the
      // join form can offer a seat again.
      tokens.forget(roomId);
    }
    if (code === "not_found") {
      socket?.close();
      page.error = { code: "not_found" };
      drawMissing(page.error);
      return;
    }
    const aboutChat = Date.now() - page.chatSentAt < CHAT_ERROR_WINDOW_MS;
    if (CHAT_ERRORS.has(code) || (code === "rate_limited" && aboutChat && !message.id)) {
      chat?.refused(code);
      return;
    }
    if (page.rematchSending) {
      page.rematchSending = false;
      drawSummary();
    }
    toast(errorText(code, message.message), "error");
    if (code === "not_allowed") {
      el.away.dataset.key = "";
      drawAway();
    }
    // The board may be showing a move in flight; draw it as it really is.
    if (page.board && page.state?.view) page.board.update(boardState());
  }

  function announceTurn(before) {
    const key = `${status()}:${(page.state?.to_act || []).join(",")}:${mySeat()}`;
    if (key === page.turnKey) return;
    page.turnKey = key;
    if (status() === "finished" && before?.status !== "finished") announce(summaryLine());
    else if (ENDED_UNPLAYED.includes(status()) && before?.status !== status()) announce(t(`room.ended.${status()}`));
    else if (status() === "live") announce(turnText());
  }

  function announceRematch() {
    const line = el.summary.querySelector(".rematch-line");
    if (line) announce(line.textContent);
  }

  // ---- drawing ---------------------------------------------------------
  function drawHead() {
    if (!page.room) return;
    const st = status();
    const spectator = page.state && mySeat() === null;
    replace(el.title,
      h("h1", {}, gameName()),
      h("span", { class: ["chip", `chip-${st}`] }, t(`room.status.${st}`)),
      spectator ? h("span", { class: "chip chip-watch" }, t("room.watching")) : null);
    drawTools();
    replace(el.conn, h("span", { class: "conn-dot", "aria-hidden": "true" }), t(`conn.${page.connection}`));
    el.conn.className = `conn conn-${page.connection}`;
    document.title = myTurn()
      ? `${t("room.titleTurn")} · ${gameName()} · ${t("app.name")}`
      : `${gameName()} · ${t("app.name")}`;
  }

  // Drawn again only when what they offer changes, so keyboard focus stays on them.
  function drawTools() {
    const player = mySeat() !== null && status() !== "finished" && !ENDED_UNPLAYED.includes(status());
    const canResign = Boolean(page.state?.can_resign);
    const key = `${document.documentElement.lang}:${player}:${canResign}`;
    if (key === page.toolsKey) return;
    page.toolsKey = key;
    if (!canResign) replace(el.confirm);
    page.resignEl = canResign ? resignButton(askResign) : null;
    replace(el.tools,
      player ? alertToggles() : null,
      h("a", { class: "rules-link", href: `/rules/${page.room.game}`, target: "_blank", rel: "noopener" },
        bookIcon(), h("span", { class: "rules-label" }, t("home.rules")), h("span", { class: "visually-hidden" }, ` (${t("ui.newTab")})`)));
    placeResign();
  }

  function askResign(button) {
    const bar = confirmBar({
      question: t("resign.confirm"), yes: t("resign.yes"), no: t("resign.no"), returnTo: button,
      onYes: () => {
        if (!socket?.send({ type: "resign" })) toast(t("error.network"), "error");
      },
    });
    replace(el.confirm, bar.el);
    bar.focus();
  }

  function askMove(move) {
    const version = page.state?.version;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const bar = confirmBar({
      question: t(move.type === "end" ? "confirm.end" : "confirm.endsTurn"), yes: t("confirm.yes"), no: t("confirm.no"),
      returnTo, tone: "primary",
      onYes: () => {
        // Only for the position it was asked in.
        if (page.state?.version !== version) return;
        if (socket?.move(move)) page.board?.update(boardState());
        else toast(t("error.network"), "error");
      },
    });
    replace(el.confirm, bar.el);
    bar.focus();
  }

  function turnText() {
    const st = status();
    if (st === "waiting") {
      if (page.seats.length && !freeSeats(page.seats).length) {
        // Every seat is spoken for (a rematch): we wait for those not here yet.
        const away = page.seats.filter((x) => x.kind === "human" && !x.connected).map((x) => nameOf(x.seat));
        if (away.length) return t("room.waitingFor", { name: away.join(", ") });
      }
      return t("room.waitingPlayers");
    }
    if (st === "finished") return t("room.over");
    if (ENDED_UNPLAYED.includes(st)) return "";
    if (myTurn()) return t("room.yourTurn");
    const waiting = (page.state?.to_act || []).filter((x) => x !== mySeat()).map(nameOf);
    if (!waiting.length) return "";
    return t("room.waitingFor", { name: waiting.join(", ") });
  }

  function drawBanner() {
    if (!page.room) return;
    updateNames();
    page.clock?.stop();
    page.clock = null;
    // Once the ranking is shown, it says everything the banner would.
    const over = status() === "finished" && page.state?.result;
    const text = over ? "" : page.state || status() !== "live" ? turnText() : "";
    const clock = status() === "live" ? page.state?.clock : null;
    el.banner.className = ["turn-banner", myTurn() ? "turn-mine" : "", `turn-${status()}`].filter(Boolean).join(" ");
    if (clock) {
      page.clock = clockBox(clock, page.stateAt, {
        onLow: () => { if (myTurn()) announce(t("clock.low")); },
      });
    }
    const undo = undoPart();
    // Drawn again with the banner: keep keyboard focus on it.
    const focused = document.activeElement;
    if (focused && el.banner.contains(focused) && focused.classList.contains("undo-button")) page.undoFocus = true;
    replace(el.banner, text ? h("span", { class: "turn-text" }, text) : null, undo, page.clock?.el);
    el.banner.hidden = !text && !clock;
    if (page.undoFocus && undo?.tagName === "BUTTON") undo.focus();
    page.undoFocus = false;
    drawHead();
  }

  // Taking back the last action of one's turn, when the server allows it (`can_undo`);
  // when it does not because the last action drew chance or showed something hidden, why.
  function undoPart() {
    const st = page.state;
    if (!st || status() !== "live" || !myTurn()) return null;
    if (st.can_undo) {
      const button = h("button", { class: "btn btn-small btn-secondary undo-button", type: "button", title: t("undo.button") },
        undoIcon(), h("span", { class: "undo-label" }, t("undo.button")));
      button.addEventListener("click", () => {
        page.undoFocus = true;
        if (!socket?.move({ type: "undo" })) toast(t("error.network"), "error");
      });
      return button;
    }
    if (st.undo_stop) {
      const why = t(`undo.stop.${st.undo_stop}`);
      return h("span", { class: "undo-stop", title: why }, undoIcon(), h("span", { class: "undo-stop-text" }, why));
    }
    return null;
  }

  function drawAway() {
    if (!page.room) return;
    const notices = status() === "live" ? takeoverNotices({
      seats: page.seats, mySeat: mySeat(), names: page.names, levels: page.game?.bot_levels,
      onTakeOver: (seat, level) => {
        if (!socket?.send({ type: "takeover", seat, level })) toast(t("error.network"), "error");
      },
    }) : [];
    // Keep the notices on screen as they are (and keyboard focus in them) while nothing changed.
    const key = notices.map((n) => n.dataset.seat).join(",") + document.documentElement.lang;
    if (key === el.away.dataset.key) return;
    el.away.dataset.key = key;
    replace(el.away, notices);
  }

  function summaryLine() {
    const result = page.state?.result;
    if (!result) return t("room.over");
    return resultTitle(result, page.names, mySeat());
  }

  // A match that ended unplayed (abandoned, cancelled, expired) says so above the board.
  function drawEnded() {
    const st = status();
    el.ended.hidden = !ENDED_UNPLAYED.includes(st);
    replace(el.ended, el.ended.hidden ? null : t(`room.ended.${st}`));
  }

  function drawHost() {
    const show = status() === "waiting" && mySeat() !== null && mySeat() === page.host;
    el.host.hidden = !show;
    if (!show) {
      replace(el.host);
      return;
    }
    // Keep the panel (and focus in it) while the seats and the language are the same.
    const key = JSON.stringify([document.documentElement.lang,
      page.seats.map((x) => [x.seat, x.name, x.kind, x.bot_level, x.can_release, x.can_seat_computer])]);
    if (key === el.host.dataset.key) return;
    const focused = el.host.contains(document.activeElement) ? document.activeElement : null;
    const row = focused?.closest(".host-row");
    const refocus = focused ? { seat: row instanceof HTMLElement ? row.dataset.seat : undefined } : null;
    el.host.dataset.key = key;
    const send = (message) => {
      if (!socket?.send(message)) toast(t("error.network"), "error");
    };
    replace(el.host, hostPanel({
      seats: page.seats, levels: page.game?.bot_levels,
      onComputer: (seat, level) => send({ type: "seat_computer", seat, level }),
      onRelease: (seat) => send({ type: "release_seat", seat }),
      onCancel: (button) => {
        const bar = confirmBar({
          question: t("host.cancelConfirm"), yes: t("host.cancelYes"), no: t("host.cancelNo"), returnTo: button,
          onYes: () => send({ type: "cancel_room" }),
        });
        el.host.querySelector(".host-end").append(bar.el);
        bar.focus();
      },
    }));
    if (refocus) {
      const again = refocus.seat !== undefined ? el.host.querySelector(`.host-row[data-seat="${refocus.seat}"]`) : null;
      const target = again?.querySelector("button") || el.host.querySelector(".host-cancel");
      if (target instanceof HTMLElement) target.focus();
    }
  }

  function drawSummary() {
    const result = page.state?.result;
    if (status() !== "finished" || !result) {
      replace(el.summary);
      return;
    }
    const focused = el.summary.contains(document.activeElement) ? document.activeElement : null;
    const refocus = focused?.classList.contains("rematch-button") ? ".rematch-button" : null;
    const rematch = rematchBox({
      offer: page.rematch, mySeat: mySeat(), names: page.names, sending: page.rematchSending,
      onDecline: () => {
        if (!socket?.send({ type: "decline_rematch" })) toast(t("error.network"), "error");
      },
      onRematch: () => {
        if (!socket?.send({ type: "rematch" })) {
          toast(t("error.network"), "error");
          return;
        }
        page.rematchSending = true;
        drawSummary();
      },
    });
    replace(el.summary, summaryCard({
      result, names: page.names, seat: mySeat(), module: page.module, title: summaryLine(),
      links: [
        rematch.action,
        h("a", { class: "btn btn-secondary", href: `/match/${roomId}`, "data-link": true }, t("summary.replay")),
        h("a", { class: "btn btn-ghost", href: "/", "data-link": true }, t("summary.back")),
      ],
      news: rematch.line,
    }));
    if (refocus) (el.summary.querySelector(refocus) || el.summary.querySelector(".summary-actions a"))?.focus();
  }

  function drawSeats() {
    const toAct = status() === "live" ? page.state?.to_act || [] : [];
    const rows = seatRows({ players: page.room.players, seats: page.seats, toAct, mySeat: mySeat(), host: page.host, module: page.module });
    replace(el.seats,
      h("h2", { class: "visually-hidden", id: "seats-title" }, t("room.seats")),
      // Focusable: on a phone during play the list scrolls sideways.
      h("ul", { class: "seat-list", tabindex: 0, "aria-labelledby": "seats-title" }, rows),
      h("div", { class: "strip-end" },
        h("p", { class: "spectators" }, eyeIcon(), t("room.spectators", { n: page.spectators })),
        el.conn));
  }

  function drawInvite() {
    // A room whose seats are all spoken for (a rematch) has nobody to invite.
    const show = status() === "waiting" && freeSeats(page.seats).length > 0;
    el.invite.hidden = !show;
    el.lobby.hidden = !show && !joinable() && !hosting();
    if (!show) return;
    if (el.invite.dataset.locale === document.documentElement.lang && el.invite.firstChild) return;
    el.invite.dataset.locale = document.documentElement.lang;
    replace(el.invite, invitePanel(roomId));
  }

  function hosting() {
    return status() === "waiting" && mySeat() !== null && mySeat() === page.host;
  }

  function joinable() {
    return status() === "waiting" && !tokens.get(roomId) && mySeat() === null && freeSeats(page.seats).length > 0;
  }

  function drawJoin() {
    const show = joinable();
    el.join.hidden = !show;
    el.lobby.hidden = !show && !hosting() && (status() !== "waiting" || !freeSeats(page.seats).length);
    if (!show) {
      replace(el.join);
      return;
    }
    // Keep a form the visitor is typing in.
    if (el.join.querySelector("form") && el.join.dataset.locale === document.documentElement.lang) {
      refreshSeatSelect();
      return;
    }
    el.join.dataset.locale = document.documentElement.lang;
    replace(el.join, joinForm(roomId, () => {
      replace(el.join);
      el.join.hidden = true;
      // Say hello again, this time with the seat's token.
      socket.restart();
    }));
    refreshSeatSelect();
  }

  function refreshSeatSelect() {
    const select = el.join.querySelector(".join-seat");
    if (!select) return;
    const chosen = select.value;
    replace(select,
      h("option", { value: "" }, t("room.anySeat")),
      freeSeats(page.seats).map((x) => h("option", { value: x.seat }, t("seat.label", { n: x.seat + 1 }))));
    if ([...select.options].some((o) => o.value === chosen)) select.value = chosen;
  }

  function drawWatch() {
    const watching = page.state && mySeat() === null && status() !== "finished" && !ENDED_UNPLAYED.includes(status());
    el.watch.hidden = !watching;
    replace(el.watch, watching
      ? [h("strong", {}, t("room.watching")), " ", joinable() ? t("room.watchingJoin") : t("room.watchingHelp")]
      : null);
  }

  function drawChatAccess() {
    if (!chat || !page.state) return;
    chat.setAccess({
      seat: mySeat(),
      host: mySeat() !== null && mySeat() === page.host,
      muted: page.spectatorsMuted,
      spectatorChat: page.spectatorChat,
      name: page.chatName,
      connected: page.connection === "open",
    });
  }

  function boardState() {
    // The version on the board's element lets scripts (and tests) wait for a move's answer.
    el.board.dataset.version = String(page.state?.version ?? "");
    return { ...page.state, pending: socket ? socket.busy : false };
  }

  async function drawBoard() {
    if (!page.module) {
      replace(el.board, boardFailed());
      return;
    }
    const st = page.state;
    if (!st || !st.view) {
      if (!page.board) {
        replace(el.board, h("div", { class: "board-placeholder" },
          st ? h("p", {}, t("room.boardSoon")) : loading(t("room.connecting"))));
      }
      return;
    }
    if (page.board && page.boardSeat !== st.seat) {
      page.board.destroy();
      page.board = null;
    }
    if (!page.board) {
      page.boardSeat = st.seat;
      const mountId = (page.mountId = (page.mountId || 0) + 1);
      replace(el.board);
      const mounting = mountGame(el.board, page.room.game, {
        seat: st.seat,
        names: page.names,
        mode: st.seat === null ? "watch" : "play",
        send: (move) => {
          // A move that would end the turn with actions left is confirmed first (`confirm`).
          if ((page.state?.confirm || []).includes(move.type) && !socket.busy) {
            askMove(move);
            return false;
          }
          const sent = socket.move(move);
          if (sent) page.board?.update(boardState());
          return sent;
        },
      });
      page.board = { update() {}, destroy() {} }; // until the module is mounted
      try {
        const { board } = await mounting;
        // The page may have closed, or mounted again (a new language), meanwhile.
        if (page.closed || mountId !== page.mountId) {
          board.destroy();
          return;
        }
        page.board = board;
      } catch (err) {
        if (mountId !== page.mountId) return;
        page.board = null;
        replace(el.board, boardFailed());
        return;
      }
    }
    try {
      page.board.update(boardState());
    } catch (err) {
      // A renderer that fails on a view must not take the room (chat, seats) down with it.
      console.error(err);
      page.board = null;
      page.mountId = (page.mountId || 0) + 1;
      replace(el.board, boardFailed());
    }
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
      socket?.close();
      page.board?.destroy();
      page.board = null;
    },
    relocalize() {
      if (page.error) {
        drawMissing(page.error);
        return;
      }
      if (!page.room) return;
      // Renderers draw their texts when mounted: mount again in the new language.
      page.board?.destroy();
      page.board = null;
      el.join.dataset.locale = "";
      el.invite.dataset.locale = "";
      el.away.dataset.key = "";
      el.host.dataset.key = "";
      page.toolsKey = "";
      updateNames();
      chat?.relocalize();
      log?.relocalize();
      drawAll();
    },
  };
}
