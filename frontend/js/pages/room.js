// A room: seats, invite link, join form, whose turn it is, the game's board
// and the end-of-match summary, all kept current by the room's websocket.

import { api, errorText, savedName, tokens } from "../api.js";
import { loadGame, mountGame } from "../games.js";
import { pick, t } from "../i18n.js";
import { RoomSocket } from "../socket.js";
import { botLevel, freeSeats, namesOf, seatName } from "../seats.js";
import { announce, copyText, h, loading, randomId, replace, s, toast } from "../ui.js";
import { summaryCard } from "./summary.js";

export function roomPage(root, { params: [roomId] }) {
  const page = {
    room: null, // GET /api/rooms/{id}
    game: null, // its entry of GET /api/games
    module: null, // the game's renderer module, null if it failed to load
    seats: [],
    spectators: 0,
    state: null, // the last `state` message
    connection: "connecting",
    board: null,
    boardSeat: undefined, // the seat the board was mounted for
    names: [],
    closed: false,
    turnKey: "",
  };
  let socket = null;

  const el = {
    head: h("div", { class: "room-head" }),
    banner: h("div", { class: "turn-banner" }),
    summary: h("div", { class: "summary-slot" }),
    board: h("div", { class: "board-host" }),
    seats: h("section", { class: "seats-strip", "aria-labelledby": "seats-title" }),
    invite: h("section", { class: "panel invite-panel", "aria-labelledby": "invite-title" }),
    join: h("section", { class: "panel join-panel", "aria-labelledby": "join-title" }),
    watch: h("p", { class: "watch-note" }),
    conn: h("span", { class: "conn", role: "status" }),
  };

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
    if (page.closed) return;
    layout();
    socket = new RoomSocket(roomId, {
      token: () => tokens.get(roomId),
      onState,
      onSeats,
      onError,
      onEvent(message) {
        if (message.type === "clock_expired" && page.names[message.seat] !== undefined) {
          toast(t("room.clockExpired", { name: page.names[message.seat] }), "info");
        }
      },
      onStatus(status) {
        page.connection = status;
        // While the connection is down the board may be out of date: say so by dimming it.
        root.classList.toggle("room-offline", status === "reconnecting" || status === "closed");
        drawHead();
      },
    });
  }

  function drawMissing(err) {
    const missing = err.code === "not_found";
    replace(root, h("section", { class: "panel notice-page" },
      h("h1", {}, missing ? t("room.notFound") : t("room.loadFailed")),
      missing ? null : h("p", {}, err.display || String(err)),
      h("a", { class: "btn btn-primary", href: "/", "data-link": true }, t("summary.back"))));
  }

  function layout() {
    // While seats are free, the invite and join panels sit beside the empty
    // board; once the match runs, the board has the whole width.
    el.lobby = h("div", { class: "room-lobby" }, el.join, el.invite);
    replace(root,
      el.head,
      el.banner,
      el.summary,
      el.seats,
      el.watch,
      h("div", { class: "room-layout" }, el.lobby, h("div", { class: "room-main" }, el.board)));
    drawAll();
  }

  function drawAll() {
    drawHead();
    drawBanner();
    drawSummary();
    drawSeats();
    drawInvite();
    drawJoin();
    drawWatch();
    drawBoard();
  }

  // ---- derived facts ---------------------------------------------------
  const status = () => page.state?.status || page.room?.status || "waiting";
  const mySeat = () => (page.state ? page.state.seat : null);
  const myTurn = () => status() === "live" && mySeat() !== null && (page.state?.to_act || []).includes(mySeat());
  const gameName = () => pick(page.game?.names, page.room?.game || "");

  function updateNames() {
    page.names.splice(0, page.names.length, ...namesOf(page.seats, page.room.players));
  }

  // ---- socket handlers -------------------------------------------------
  function onState(message) {
    const before = page.state;
    page.state = message;
    page.stateAt = Date.now();
    if (before && before.status !== message.status) page.room.status = message.status;
    drawAll();
    announceTurn(before);
  }

  function onSeats(message) {
    page.seats = message.seats || page.seats;
    page.spectators = message.spectators ?? page.spectators;
    updateNames();
    drawSeats();
    drawBanner();
    drawJoin();
    if (page.board && page.state?.view) page.board.update(boardState());
  }

  function onError(message) {
    if (message.code === "bad_token") {
      // The stored token is no seat's of this room: forget it so that the
      // join form can offer a seat again.
      tokens.forget(roomId);
    }
    if (message.code === "not_found") {
      socket?.close();
      page.error = { code: "not_found" };
      drawMissing(page.error);
      return;
    }
    toast(errorText(message.code, message.message), "error");
    // The board may be showing a move in flight; draw it as it really is.
    if (page.board && page.state?.view) page.board.update(boardState());
  }

  function announceTurn(before) {
    const key = `${status()}:${(page.state?.to_act || []).join(",")}:${mySeat()}`;
    if (key === page.turnKey) return;
    page.turnKey = key;
    if (status() === "finished" && before?.status !== "finished") announce(summaryLine());
    else if (status() === "live") announce(turnText());
  }

  // ---- drawing ---------------------------------------------------------
  function drawHead() {
    if (!page.room) return;
    const st = status();
    const spectator = page.state && mySeat() === null;
    replace(el.head,
      h("div", { class: "room-title" },
        h("h1", {}, gameName()),
        h("span", { class: ["chip", `chip-${st}`] }, t(`room.status.${st}`)),
        spectator ? h("span", { class: "chip chip-watch" }, t("room.watching")) : null),
      h("a", { class: "rules-link", href: `/rules/${page.room.game}`, target: "_blank", rel: "noopener" }, t("home.rules")));
    replace(el.conn, h("span", { class: "conn-dot", "aria-hidden": "true" }), t(`conn.${page.connection}`));
    el.conn.className = `conn conn-${page.connection}`;
    document.title = `${myTurn() ? `${t("room.titleTurn")} ` : ""}${gameName()} · ${t("app.name")}`;
  }

  function turnText() {
    const st = status();
    if (st === "waiting") return t("room.waitingPlayers");
    if (st === "finished") return t("room.over");
    if (myTurn()) return t("room.yourTurn");
    const waiting = (page.state?.to_act || []).filter((s) => s !== mySeat()).map((s) => page.names[s]);
    if (!waiting.length) return "";
    return t("room.waitingFor", { name: waiting.join(", ") });
  }

  // A deadline the server enforces (protocol `clock`): counted down here from
  // the moment the state arrived, corrected by every new state.
  function drawClock() {
    window.clearInterval(page.clockTimer);
    const clock = status() === "live" ? page.state?.clock : null;
    if (!clock || el.banner.hidden) return;
    const ends = page.stateAt + clock.remaining_ms;
    const bar = h("span", { class: "clock-bar", "aria-hidden": "true" }, h("span", { class: "clock-fill" }));
    const text = h("span", { class: "clock-text" });
    const box = h("span", { class: "clock", title: t("room.clock") }, h("span", { class: "visually-hidden" }, t("room.clock")), text, bar);
    const tick = () => {
      const left = Math.max(0, ends - Date.now());
      const seconds = Math.ceil(left / 1000);
      text.textContent = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
      bar.firstChild.style.width = `${clock.total_ms ? (100 * left) / clock.total_ms : 0}%`;
      box.classList.toggle("clock-low", left < 10_000);
      if (!left) window.clearInterval(page.clockTimer);
    };
    tick();
    page.clockTimer = window.setInterval(tick, 250);
    el.banner.append(box);
  }

  function drawBanner() {
    if (!page.room) return;
    updateNames();
    // Once the ranking is shown, it says everything the banner would.
    const over = status() === "finished" && page.state?.result;
    const text = over ? "" : page.state || status() !== "live" ? turnText() : "";
    el.banner.className = ["turn-banner", myTurn() ? "turn-mine" : "", `turn-${status()}`].filter(Boolean).join(" ");
    replace(el.banner, text ? h("span", { class: "turn-text" }, text) : null);
    el.banner.hidden = !text;
    drawClock();
    drawHead();
  }

  function summaryLine() {
    const result = page.state?.result;
    if (!result) return t("room.over");
    const winners = result.ranking.filter((s) => result.ranks[s] === 1);
    if (winners.length > 1) return t("summary.draw");
    if (winners[0] === mySeat()) return t("summary.youWon");
    return t("summary.winner", { name: page.names[winners[0]] });
  }

  function drawSummary() {
    const result = page.state?.result;
    if (status() !== "finished" || !result) {
      replace(el.summary);
      return;
    }
    replace(el.summary, summaryCard({
      result, names: page.names, seat: mySeat(), module: page.module, title: summaryLine(),
      links: [
        h("a", { class: "btn btn-primary", href: "/", "data-link": true }, t("summary.back")),
        h("a", { class: "btn btn-secondary", href: `/match/${roomId}`, "data-link": true }, t("summary.replay")),
      ],
    }));
  }

  function marker(seat) {
    if (page.module?.seatMarker) return page.module.seatMarker(seat);
    return h("span", { class: "seat-number", "aria-hidden": "true" }, String(seat + 1));
  }

  function drawSeats() {
    const toAct = status() === "live" ? page.state?.to_act || [] : [];
    const rows = [];
    for (let n = 0; n < page.room.players; n += 1) {
      const seat = page.seats.find((s) => s.seat === n) || { seat: n, kind: null };
      const mine = n === mySeat();
      const connected = seat.kind === "bot" || seat.connected;
      const turn = toAct.includes(n);
      rows.push(h("li", { class: ["seat", mine ? "seat-mine" : "", turn ? "seat-turn" : "", seat.kind ? "" : "seat-free"] },
        h("span", { class: "seat-marker" }, marker(n)),
        h("span", { class: "seat-name" }, seatName(seat)),
        mine ? h("span", { class: "badge badge-you" }, t("seat.you")) : null,
        seat.kind === "bot" ? h("span", { class: "badge badge-bot" },
          seat.name ? t("seat.botName", { level: botLevel(seat.bot_level) }) : t("seat.bot")) : null,
        seat.kind === "human" && !mine && !seat.stand_in ? h("span", { class: "badge badge-human" }, t("seat.human")) : null,
        // A computer plays for a player who is away, until they come back.
        seat.kind === "human" && seat.stand_in ? h("span", { class: "badge badge-bot" }, t("seat.standIn")) : null,
        seat.kind ? h("span", { class: ["dot", connected ? "dot-on" : "dot-off"], title: t(connected ? "seat.connected" : "seat.disconnected") },
          h("span", { class: "visually-hidden" }, t(connected ? "seat.connected" : "seat.disconnected"))) : null,
        turn ? h("span", { class: "visually-hidden" }, t("seat.toPlay")) : null));
    }
    replace(el.seats,
      h("h2", { class: "visually-hidden", id: "seats-title" }, t("room.seats")),
      h("ul", { class: "seat-list" }, rows),
      h("div", { class: "strip-end" },
        h("p", { class: "spectators" }, eyeIcon(), t("room.spectators", { n: page.spectators })),
        el.conn));
  }

  function drawInvite() {
    const show = status() === "waiting";
    el.invite.hidden = !show;
    el.lobby.hidden = !show && !joinable();
    if (!show) return;
    const link = `${location.origin}/room/${roomId}`;
    const input = h("input", { class: "input invite-input", type: "text", readonly: true, value: link,
      "aria-label": t("room.inviteLink"), onFocus: (e) => e.target.select() });
    const button = h("button", { class: "btn btn-primary", type: "button" }, t("room.copy"));
    button.addEventListener("click", async () => {
      try {
        await copyText(link);
        toast(t("room.copied"), "ok");
      } catch (err) {
        input.select();
      }
    });
    replace(el.invite,
      h("h2", { class: "panel-title", id: "invite-title" }, t("room.invite")),
      h("p", { class: "hint" }, t("room.inviteHelp")),
      h("div", { class: "invite-row" }, input, button));
  }

  function joinable() {
    return status() === "waiting" && !tokens.get(roomId) && mySeat() === null && freeSeats(page.seats).length > 0;
  }

  function drawJoin() {
    const show = joinable();
    el.join.hidden = !show;
    el.lobby.hidden = !show && status() !== "waiting";
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
    const id = randomId("j");
    const nameInput = h("input", { id: `${id}-name`, class: "input", type: "text", required: true, maxlength: 24,
      autocomplete: "nickname", value: savedName.get(), placeholder: t("home.namePlaceholder") });
    const seatSelect = h("select", { id: `${id}-seat`, class: "input join-seat" });
    const errorBox = h("p", { class: "form-error", role: "alert" });
    const submit = h("button", { class: "btn btn-primary", type: "submit" }, t("room.joinSubmit"));
    const form = h("form", { class: "form" },
      h("div", { class: "field" }, h("label", { class: "label", for: nameInput.id }, t("room.joinName")), nameInput),
      h("div", { class: "field" }, h("label", { class: "label", for: seatSelect.id }, t("room.joinSeat")), seatSelect),
      errorBox,
      submit);
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      errorBox.textContent = "";
      const name = nameInput.value.trim();
      if (!name) {
        errorBox.textContent = t("home.needName");
        nameInput.focus();
        return;
      }
      const body = { name };
      if (seatSelect.value !== "") body.seat = Number(seatSelect.value);
      submit.disabled = true;
      try {
        const joined = await api.join(roomId, body);
        tokens.set(roomId, joined.token);
        savedName.set(name);
        toast(t("room.joined", { n: joined.seat + 1 }), "ok");
        replace(el.join);
        el.join.hidden = true;
        // Say hello again, this time with the seat's token.
        socket.restart();
      } catch (err) {
        errorBox.textContent = err.display || String(err);
        submit.disabled = false;
      }
    });
    replace(el.join,
      h("h2", { class: "panel-title", id: "join-title" }, t("room.join")),
      h("p", { class: "hint" }, t("room.joinHelp")),
      form);
    refreshSeatSelect();
  }

  function refreshSeatSelect() {
    const select = el.join.querySelector(".join-seat");
    if (!select) return;
    const chosen = select.value;
    replace(select,
      h("option", { value: "" }, t("room.anySeat")),
      freeSeats(page.seats).map((s) => h("option", { value: s.seat }, t("seat.label", { n: s.seat + 1 }))));
    if ([...select.options].some((o) => o.value === chosen)) select.value = chosen;
  }

  function drawWatch() {
    const watching = page.state && mySeat() === null && status() !== "finished";
    el.watch.hidden = !watching;
    replace(el.watch, watching
      ? [h("strong", {}, t("room.watching")), " ", joinable() ? t("room.watchingJoin") : t("room.watchingHelp")]
      : null);
  }

  function boardState() {
    // The version on the board's element lets scripts (and tests) wait for a move's answer.
    el.board.dataset.version = String(page.state?.version ?? "");
    return { ...page.state, pending: socket ? socket.busy : false };
  }

  async function drawBoard() {
    if (!page.module) {
      replace(el.board, h("p", { class: "notice notice-error" }, t("error.renderer")));
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
        replace(el.board, h("p", { class: "notice notice-error" }, t("error.renderer")));
        return;
      }
    }
    page.board.update(boardState());
  }

  start();

  return {
    destroy() {
      page.closed = true;
      window.clearInterval(page.clockTimer);
      root.classList.remove("room-offline");
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
      updateNames();
      drawAll();
    },
  };
}

function eyeIcon() {
  return s("svg", { class: "eye", viewBox: "0 0 24 24", width: 18, height: 18, "aria-hidden": "true", focusable: "false" },
    s("path", { d: "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z", fill: "none", stroke: "currentColor", "stroke-width": 2 }),
    s("circle", { cx: 12, cy: 12, r: 3, fill: "currentColor" }));
}
