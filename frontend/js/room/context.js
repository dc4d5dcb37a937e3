// What the parts of a room page share: the page's state, its elements, the
// facts derived from them and the page's drawing functions. The parts that
// draw the page (banner, head, lobby, host, ended, board, handlers) take this
// context as their one argument and reach nothing else of the page; the
// smaller builders (seatrows, rematch, takeover...) take only what they show.

import { savedName, tokens } from "../api.js";
import { pick, t } from "../i18n.js";
import { freeSeats, namesOf } from "../seats.js";
import { h, toast } from "../ui.js";

// Statuses of a match that ended without being played to its end.
export const ENDED_UNPLAYED = ["abandoned", "cancelled", "expired"];

/**
 * The page's drawing functions, filled in by pages/room.js once its parts exist.
 * @typedef {object} RoomDraw
 * @property {() => void} all
 * @property {() => void} head
 * @property {() => void} banner
 * @property {() => void} away
 * @property {() => void} summary
 * @property {() => void} seats
 * @property {() => void} invite
 * @property {() => void} join
 * @property {() => void} host
 * @property {() => void} chatAccess
 * @property {() => void} board
 * @property {() => void} placeResign
 * @property {(err: any) => void} missing
 */

/**
 * @typedef {object} RoomPage
 * @property {any} room GET /api/rooms/{id}
 * @property {any} game its entry of GET /api/games
 * @property {any} module the game's renderer module, null if it failed to load
 * @property {any[]} seats
 * @property {number} spectators
 * @property {number|null} host the host's seat (from `seats`)
 * @property {boolean} spectatorsMuted
 * @property {boolean} spectatorChat
 * @property {any} state the last `state` message
 * @property {number} stateAt when it arrived (Date.now())
 * @property {string} connection
 * @property {any} board the mounted renderer ({update, destroy})
 * @property {number|null|undefined} boardSeat the seat the board was mounted for
 * @property {number} mountId
 * @property {string[]} names
 * @property {boolean} closed
 * @property {any} error why the room could not be shown
 * @property {string} turnKey
 * @property {any} rematch the last `rematch` message
 * @property {boolean} rematchSending
 * @property {number} chatSentAt
 * @property {string} chatName
 * @property {string} toolsKey
 * @property {HTMLElement|null} resignEl
 * @property {boolean} undoFocus
 * @property {boolean} standIn a computer was playing for this viewer's seat
 * @property {any} clock
 * @property {boolean} historyLoaded
 * @property {boolean} laidOut the page's layout is in place
 * @property {boolean} hotSeat this device holds several seats of a shared screen (room/hotseat.js)
 * @property {number|null} curtain the seat whose player must take the device before their view is shown
 */

/**
 * @typedef {object} RoomContext
 * @property {string} roomId
 * @property {HTMLElement} root
 * @property {(path: string) => void} navigate
 * @property {RoomPage} page
 * @property {Record<string, HTMLElement>} el
 * @property {import("../socket.js").RoomSocket|null} socket
 * @property {any} chat the chat panel (room/chat.js), once made
 * @property {any} log the move log (room/movelog.js), once made
 * @property {{step: number, view: any, note: string|null}[]} recent live states seen before the log's history arrived
 * @property {() => string} status
 * @property {() => (number|null)} mySeat
 * @property {() => boolean} myTurn
 * @property {() => string} gameName
 * @property {(seat: number) => string} nameOf
 * @property {() => void} updateNames
 * @property {() => boolean} hosting
 * @property {() => boolean} joinable
 * @property {() => void} noConnection says a message could not be sent
 * @property {(message: object) => boolean} send sends on the room's socket, or says it could not
 * @property {(message: object) => boolean} everySeat sends for every seat this device holds (a rematch)
 * @property {RoomDraw} draw
 */

/** The context of the room `roomId`, before anything is loaded. */
export function roomContext({ roomId, root, navigate }) {
  /** @type {RoomPage} */
  const page = {
    room: null,
    game: null,
    module: null,
    seats: [],
    spectators: 0,
    host: null,
    spectatorsMuted: false,
    spectatorChat: true,
    state: null,
    stateAt: 0,
    connection: "connecting",
    board: null,
    boardSeat: undefined,
    mountId: 0,
    names: [],
    closed: false,
    error: null,
    turnKey: "",
    rematch: null,
    rematchSending: false,
    chatSentAt: 0,
    chatName: savedName.get(),
    toolsKey: "",
    resignEl: null,
    undoFocus: false,
    standIn: false,
    clock: null,
    historyLoaded: false,
    laidOut: false,
    hotSeat: false,
    curtain: null,
  };
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
    lobby: h("div", { class: "room-lobby" }),
  };
  el.head.append(el.title, el.tools);
  // The turn prompt and the seats share one strip, to leave the board the screen.
  el.bar = h("div", { class: "room-bar" }, el.banner, el.seats);

  const status = () => page.state?.status || page.room?.status || "waiting";
  const mySeat = () => (page.state ? page.state.seat : null);
  const waiting = () => status() === "waiting";

  /** @type {RoomContext} */
  const ctx = {
    roomId,
    root,
    navigate,
    page,
    el,
    socket: null,
    chat: null,
    log: null,
    recent: [],
    status,
    mySeat,
    myTurn: () => status() === "live" && mySeat() !== null && (page.state?.to_act || []).includes(mySeat()),
    gameName: () => pick(page.game?.names, page.room?.game || ""),
    nameOf: (seat) => page.names[seat] ?? t("seat.label", { n: seat + 1 }),
    updateNames() {
      page.names.splice(0, page.names.length, ...namesOf(page.seats, page.room.players));
    },
    hosting: () => waiting() && mySeat() !== null && mySeat() === page.host,
    joinable: () => waiting() && !tokens.get(roomId) && mySeat() === null && freeSeats(page.seats).length > 0,
    noConnection: () => toast(t("error.network"), "error"),
    send(message) {
      if (ctx.socket?.send(message)) return true;
      ctx.noConnection();
      return false;
    },
    everySeat: (message) => ctx.send(message),
    draw: /** @type {RoomDraw} */ ({}),
  };
  return ctx;
}

