// What the room does with the messages of its websocket (docs/protocol.md):
// a new `state`, the `seats`, the room's other events, and refusals.

import { errorText, tokens } from "../api.js";
import { t } from "../i18n.js";
import { replace, toast } from "../ui.js";
import { yourTurnAlert } from "./alerts.js";
import { announceTurn } from "./banner.js";
import { refreshBoard } from "./board.js";
import { announceRematch } from "./ended.js";

// A refused chat line is answered by an error without an id: one that comes
// this soon after a chat line was sent is taken to be about it.
const CHAT_ERROR_WINDOW_MS = 4000;
const CHAT_ERRORS = new Set(["muted", "bad_chat"]);

/**
 * The RoomSocket handlers onState, onSeats, onEvent and onError of a room.
 * @param {import("./context.js").RoomContext} ctx
 */
export function roomHandlers(ctx) {
  const { page, el, draw } = ctx;

  function onState(message) {
    const before = page.state;
    const wasMyTurn = ctx.myTurn();
    if (before && before.version !== message.version && el.confirm.querySelector(".confirm-move")) replace(el.confirm);
    // Another seat of a shared screen: no question asked for the last one stays.
    if (before && before.seat !== message.seat) replace(el.confirm);
    page.state = message;
    page.stateAt = Date.now();
    // The host freed this device's seat before the start: its token is no seat's any
    // more, so forget it and let the join form offer a seat again.
    if (message.status === "waiting" && message.seat === null && before && before.seat !== null
        && before.seat !== undefined && tokens.get(ctx.roomId)) tokens.forget(ctx.roomId);
    if (ctx.log && message.view && message.status !== "waiting") {
      // An undo is the player to act taking back their own action.
      const note = message.undone ? t("log.undo", { name: ctx.nameOf((message.to_act || [])[0]) }) : null;
      if (page.historyLoaded) ctx.log.add(message.version, message.view, note);
      else ctx.recent.push({ step: message.version, view: message.view, note });
    }
    if (before && before.status !== message.status) page.room.status = message.status;
    if (message.status !== "finished") page.rematchSending = false;
    draw.all();
    announceTurn(ctx, before);
    // Only a turn that arrives while the page is open rings: not the one found on arrival.
    if (before && !wasMyTurn && ctx.myTurn()) yourTurnAlert({ game: ctx.gameName(), roomId: ctx.roomId });
  }

  function onSeats(message) {
    page.seats = message.seats || page.seats;
    page.spectators = message.spectators ?? page.spectators;
    if ("host" in message) page.host = message.host;
    if ("spectators_muted" in message) page.spectatorsMuted = Boolean(message.spectators_muted);
    if ("spectator_chat" in message) page.spectatorChat = message.spectator_chat !== false;
    ctx.updateNames();
    noticeStandIn();
    draw.seats();
    draw.banner();
    draw.away();
    draw.join();
    draw.invite();
    draw.host();
    draw.chatAccess();
    refreshBoard(ctx);
  }

  // The server gives a returning player their seat back by itself; say so.
  function noticeStandIn() {
    const seat = ctx.mySeat();
    const mine = seat === null ? null : page.seats.find((x) => x.seat === seat);
    const standing = Boolean(mine?.stand_in);
    if (page.standIn && !standing) toast(t("away.back"), "ok");
    page.standIn = standing;
  }

  function onEvent(message) {
    switch (message.type) {
      case "chat_history":
        ctx.chat?.setHistory(message.messages || []);
        break;
      case "chat":
        ctx.chat?.add(message);
        break;
      case "clock_expired": {
        const text = message.seat === ctx.mySeat() ? t("clock.expiredYou") : t("clock.expired", { name: ctx.nameOf(message.seat) });
        toast(text, "info");
        break;
      }
      case "rematch":
        if (JSON.stringify(message) === JSON.stringify(page.rematch)) break;
        page.rematch = message;
        draw.summary();
        announceRematch(ctx);
        break;
      case "rematch_seat":
        // The new room's seat is ours: keep its token, then go there.
        tokens.set(message.room_id, message.token);
        page.rematchSending = false;
        toast(t("rematch.going"), "ok");
        ctx.navigate(`/room/${message.room_id}`);
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
      tokens.forget(ctx.roomId);
    }
    if (code === "not_found") {
      ctx.socket?.close();
      page.error = { code: "not_found" };
      draw.missing(page.error);
      return;
    }
    const aboutChat = Date.now() - page.chatSentAt < CHAT_ERROR_WINDOW_MS;
    if (CHAT_ERRORS.has(code) || (code === "rate_limited" && aboutChat && !message.id)) {
      ctx.chat?.refused(code);
      return;
    }
    if (page.rematchSending) {
      page.rematchSending = false;
      draw.summary();
    }
    toast(errorText(code, message.message), "error");
    if (code === "not_allowed") {
      el.away.dataset.key = "";
      draw.away();
    }
    // The board may be showing a move in flight; draw it as it really is.
    refreshBoard(ctx);
  }

  return { onState, onSeats, onEvent, onError };
}
