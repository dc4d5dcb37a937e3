// The room's people: the strip of seats (who plays, whose turn, how many
// watch, the connection), and while the room waits the invite link and the
// form to take a seat; the note that says a visitor is watching.

import { t } from "../i18n.js";
import { freeSeats } from "../seats.js";
import { h, patch, replace } from "../ui.js";
import { ENDED_UNPLAYED } from "./context.js";
import { eyeIcon } from "./icons.js";
import { invitePanel } from "./invite.js";
import { joinForm } from "./join.js";
import { seatRows } from "./seatrows.js";

/** The seats strip. @param {import("./context.js").RoomContext} ctx */
export function drawSeats(ctx) {
  const { page, el } = ctx;
  const toAct = ctx.status() === "live" ? page.state?.to_act || [] : [];
  const rows = seatRows({ players: page.room.players, seats: page.seats, toAct, mySeat: ctx.mySeat(), host: page.host, module: page.module });
  // Kept from one draw to the next (patch): the list keeps keyboard focus when a seat's news arrives.
  patch(el.seats,
    h("h2", { class: "visually-hidden", id: "seats-title" }, t("room.seats")),
    // Focusable: on a phone during play the list scrolls sideways.
    h("ul", { class: "seat-list", tabindex: 0, "aria-labelledby": "seats-title" }, rows),
    h("div", { class: "strip-end" },
      h("p", { class: "spectators" }, eyeIcon(), t("room.spectators", { n: page.spectators })),
      el.conn));
}

/** The invite panel, while a waiting room has free seats. @param {import("./context.js").RoomContext} ctx */
export function drawInvite(ctx) {
  const { page, el } = ctx;
  // A room whose seats are all spoken for (a rematch) has nobody to invite.
  const show = ctx.status() === "waiting" && freeSeats(page.seats).length > 0;
  el.invite.hidden = !show;
  el.lobby.hidden = !show && !ctx.joinable() && !ctx.hosting();
  if (!show) return;
  if (el.invite.dataset.locale === document.documentElement.lang && el.invite.firstChild) return;
  el.invite.dataset.locale = document.documentElement.lang;
  replace(el.invite, invitePanel(ctx.roomId));
}

/** The form to take a seat, for a visitor of a waiting room with free seats. @param {import("./context.js").RoomContext} ctx */
export function drawJoin(ctx) {
  const { page, el } = ctx;
  const show = ctx.joinable();
  el.join.hidden = !show;
  el.lobby.hidden = !show && !ctx.hosting() && (ctx.status() !== "waiting" || !freeSeats(page.seats).length);
  if (!show) {
    replace(el.join);
    return;
  }
  // Keep a form the visitor is typing in.
  if (el.join.querySelector("form") && el.join.dataset.locale === document.documentElement.lang) {
    refreshSeatSelect(ctx);
    return;
  }
  el.join.dataset.locale = document.documentElement.lang;
  replace(el.join, joinForm(ctx.roomId, () => {
    replace(el.join);
    el.join.hidden = true;
    // Say hello again, this time with the seat's token.
    ctx.socket?.restart();
  }));
  refreshSeatSelect(ctx);
}

function refreshSeatSelect(ctx) {
  const select = ctx.el.join.querySelector(".join-seat");
  if (!(select instanceof HTMLSelectElement)) return;
  const chosen = select.value;
  replace(select,
    h("option", { value: "" }, t("room.anySeat")),
    freeSeats(ctx.page.seats).map((x) => h("option", { value: x.seat }, t("seat.label", { n: x.seat + 1 }))));
  if ([...select.options].some((o) => o.value === chosen)) select.value = chosen;
}

/** "You are watching", for a visitor of a match not over. @param {import("./context.js").RoomContext} ctx */
export function drawWatch(ctx) {
  const { page, el } = ctx;
  const status = ctx.status();
  const watching = page.state && ctx.mySeat() === null && status !== "finished" && !ENDED_UNPLAYED.includes(status);
  el.watch.hidden = !watching;
  replace(el.watch, watching
    ? [h("strong", {}, t("room.watching")), " ", ctx.joinable() ? t("room.watchingJoin") : t("room.watchingHelp")]
    : null);
}

