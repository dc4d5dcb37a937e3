// Players sharing one screen (the room option `shared_screen`): this device
// holds several seats of the room, each with its own token and its own
// connection, so the server still sends each seat only what that seat may
// see. The page shows the view of the seat to act; in a game with hidden
// information a curtain ("Pass the device to Bob") covers the table between
// two players' turns, and the next player's view is drawn only once they
// say they hold the device. Until then nothing of it is in the page.

import { tokens } from "../api.js";
import { t } from "../i18n.js";
import { RoomSocket } from "../socket.js";
import { announce, h, replace, s, toast } from "../ui.js";

// How long the page waits for every seat's first state before it shows one anyway.
const FIRST_STATES_MS = 4000;

/**
 * The seats this device holds in the room, when its players share the screen:
 * [{token, primary}] (the first is the one kept under the room's own key), or
 * null when the page plays one seat as usual.
 * @param {any} room GET /api/rooms/{id}
 */
export function heldSeats(room) {
  if (!room?.options?.shared_screen) return null;
  const others = tokens.others(room.room_id);
  if (!others.length) return null;
  const first = tokens.get(room.room_id);
  return [...(first ? [{ token: first, primary: true }] : []), ...others.map((x) => ({ token: x.token, primary: false }))];
}

/**
 * Open one connection per held seat and show the page the state of the one to act.
 * The first connection (a spectator's if the host only watches) brings the
 * room's events (seats, chat, rematch); each brings its own seat's refusals.
 * @param {import("./context.js").RoomContext} ctx
 * @param {{onState, onSeats, onEvent, onError}} handlers the page's (room/handlers.js)
 * @param {{token: string, primary: boolean}[]} held
 * @param {{onStatus: (status: string) => void, name: () => (string|null)}} options
 */
export function startHotSeat(ctx, handlers, held, { onStatus, name }) {
  const { page } = ctx;
  const seatEntry = (token, primary) => ({ token, primary, state: null, socket: null, rematch: null, asked: false });
  const entries = held.map((x) => seatEntry(x.token, x.primary));
  // A host who only watches: the room's events come through a spectator's connection.
  if (!entries.some((x) => x.primary)) entries.unshift(seatEntry(null, true));
  let shown = null;
  let ready = false;
  const readyTimer = window.setTimeout(() => { ready = true; choose(); }, FIRST_STATES_MS);
  page.hotSeat = true;
  ctx.el.banner.tabIndex = -1; // the curtain's button hands focus to the turn banner

  const isSeat = (entry) => entry.state && entry.state.seat !== null && entry.state.seat !== undefined;
  const acts = (entry) => isSeat(entry) && entry.state.status === "live" && (entry.state.to_act || []).includes(entry.state.seat);

  // The seat to show: the one shown while it still acts, else the first held seat to act,
  // else the one shown (the device stays with its player while someone elsewhere plays).
  function pick() {
    if (shown && acts(shown)) return shown;
    const acting = entries.filter(acts).sort((a, b) => a.state.seat - b.state.seat);
    if (acting.length) return acting[0];
    if (shown) return shown;
    return entries.find((x) => x.primary && x.state) || entries.find(isSeat) || entries.find((x) => x.state) || null;
  }

  function choose() {
    if (!ready) return;
    const next = pick();
    if (!next || next === shown) return;
    const from = shown;
    shown = next;
    ctx.socket = next.socket;
    const live = next.state.status === "live";
    const other = !from || from.state?.seat !== next.state.seat;
    // On arrival too: who holds the device then is not known.
    if (page.game?.hidden_information && live && isSeat(next) && other) page.curtain = next.state.seat;
    handlers.onState(next.state);
  }

  function received(entry, message) {
    entry.state = message;
    if (!ready && entries.every((x) => x.state)) {
      ready = true;
      window.clearTimeout(readyTimer);
    }
    if (message.status !== "live" && entry === shown) page.curtain = null;
    const before = shown;
    choose();
    if (entry === shown && shown === before) handlers.onState(message);
  }

  // A rematch of a shared screen is every held seat's: each asks, then the page goes
  // to the new room once it holds all their new tokens.
  function rematchSeat(entry, message) {
    entry.rematch = message;
    entry.asked = true;
    const asked = entries.filter((x) => x.token && x.asked);
    if (!asked.every((x) => x.rematch)) return;
    for (const x of asked) {
      if (x.primary) tokens.set(x.rematch.room_id, x.rematch.token);
      else tokens.addOther(x.rematch.room_id, x.rematch.seat, x.rematch.token);
    }
    page.rematchSending = false;
    toast(t("rematch.going"), "ok");
    ctx.navigate(`/room/${message.room_id}`);
  }

  for (const seat of entries) {
    seat.socket = new RoomSocket(ctx.roomId, {
      token: () => seat.token,
      name: () => (seat.token ? null : name()),
      onState: (message) => received(seat, message),
      onSeats: (message) => { if (seat.primary) handlers.onSeats(message); },
      onEvent: (message) => {
        if (message.type === "rematch_seat") rematchSeat(seat, message);
        else if (seat.primary) handlers.onEvent(message);
      },
      onError: (message) => {
        if (message.code === "bad_token" && !seat.primary) {
          tokens.forgetOther(ctx.roomId, seat.token);
          seat.token = null;
          return;
        }
        if (seat.primary || seat === shown) handlers.onError(message);
      },
      onStatus: (status) => { if (seat.primary) onStatus(status); },
    });
  }
  ctx.socket = entries[0].socket;

  ctx.everySeat = (message) => {
    let sent = false;
    for (const seat of entries.filter((x) => x.token && isSeat(x))) {
      if (seat.socket.send(message)) {
        seat.asked = true;
        sent = true;
      }
    }
    if (!sent) ctx.noConnection();
    return sent;
  };

  return {
    close() {
      window.clearTimeout(readyTimer);
      for (const seat of entries) seat.socket.close();
    },
  };
}

/**
 * The curtain over the table while the device goes to the next player: whose
 * turn it is and the button that shows their view. Drawn in the board's place.
 * @param {import("./context.js").RoomContext} ctx
 */
export function drawCurtain(ctx) {
  const { page, el } = ctx;
  const name = ctx.nameOf(page.curtain);
  const key = `${page.curtain}:${name}:${document.documentElement.lang}`;
  if (el.board.dataset.curtain === key) return;
  el.board.dataset.curtain = key;
  const button = h("button", { class: "btn btn-primary curtain-show", type: "button" }, t("hotseat.show", { name }));
  button.addEventListener("click", () => {
    page.curtain = null;
    delete el.board.dataset.curtain;
    ctx.draw.all();
    el.banner.focus({ preventScroll: true });
    announce(t("room.seatTurn", { name }));
  });
  replace(el.board, h("section", { class: "curtain", "aria-labelledby": "curtain-title", dataset: { seat: page.curtain } },
    passIcon(),
    h("h2", { class: "curtain-title", id: "curtain-title" }, t("hotseat.title", { name })),
    h("p", { class: "curtain-help" }, t("hotseat.help", { name })),
    button));
  button.focus({ preventScroll: true });
  announce(t("hotseat.title", { name }));
}

function passIcon() {
  return s("svg", { class: "curtain-icon", viewBox: "0 0 48 48", width: 72, height: 72, "aria-hidden": "true", focusable: "false" },
    s("rect", { x: 14, y: 6, width: 20, height: 34, rx: 4, fill: "none", stroke: "currentColor", "stroke-width": 3 }),
    s("path", { d: "M21 35h6", stroke: "currentColor", "stroke-width": 3, "stroke-linecap": "round" }),
    s("path", { d: "M4 30c4 6 9 9 14 10M44 18c-4-6-9-9-14-10", fill: "none", stroke: "currentColor", "stroke-width": 3, "stroke-linecap": "round" }),
    s("path", { d: "M4 24v7h7M44 24v-7h-7", fill: "none", stroke: "currentColor", "stroke-width": 3, "stroke-linecap": "round", "stroke-linejoin": "round" }));
}
