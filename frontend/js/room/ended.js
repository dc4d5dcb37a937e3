// The end of a match: the summary card with its ranking, replay link and
// rematch offer for a match played to its end, and the note above the board
// for one that ended unplayed (abandoned, cancelled, expired).

import { t } from "../i18n.js";
import { announce, h, patch, replace } from "../ui.js";
import { resultTitle, summaryCard } from "../pages/summary.js";
import { ENDED_UNPLAYED } from "./context.js";
import { rematchBox } from "./rematch.js";

/** The one line that says how the match ended, for this viewer. @param {import("./context.js").RoomContext} ctx */
export function summaryLine(ctx) {
  const result = ctx.page.state?.result;
  if (!result) return t("room.over");
  return resultTitle(result, ctx.page.names, ctx.mySeat());
}

/** A match that ended unplayed says so above the board. @param {import("./context.js").RoomContext} ctx */
export function drawEnded(ctx) {
  const { el } = ctx;
  const st = ctx.status();
  el.ended.hidden = !ENDED_UNPLAYED.includes(st);
  replace(el.ended, el.ended.hidden ? null : t(`room.ended.${st}`));
}

/** The summary card of a finished match. @param {import("./context.js").RoomContext} ctx */
export function drawSummary(ctx) {
  const { page, el } = ctx;
  const result = page.state?.result;
  if (ctx.status() !== "finished" || !result) {
    replace(el.summary);
    return;
  }
  const focused = el.summary.contains(document.activeElement) ? document.activeElement : null;
  const refocus = focused?.classList.contains("rematch-button") ? ".rematch-button" : null;
  const rematch = rematchBox({
    offer: page.rematch, mySeat: ctx.mySeat(), names: page.names, sending: page.rematchSending,
    onDecline: () => ctx.send({ type: "decline_rematch" }),
    onRematch: () => {
      if (!ctx.everySeat({ type: "rematch" })) return;
      page.rematchSending = true;
      drawSummary(ctx);
    },
  });
  // Kept from one draw to the next (patch): the rematch news must not take a click away.
  patch(el.summary, summaryCard({
    result, names: page.names, seat: ctx.mySeat(), module: page.module, title: summaryLine(ctx),
    links: [
      rematch.action,
      h("a", { class: "btn btn-secondary", href: `/match/${ctx.roomId}`, "data-link": true, "data-control": "replay" }, t("summary.replay")),
      h("a", { class: "btn btn-ghost", href: "/", "data-link": true, "data-control": "back" }, t("summary.back")),
    ],
    news: rematch.line,
  }));
  if (refocus) /** @type {HTMLElement|null} */ (el.summary.querySelector(refocus) || el.summary.querySelector(".summary-actions a"))?.focus();
}

/** Read the rematch offer's news out. @param {import("./context.js").RoomContext} ctx */
export function announceRematch(ctx) {
  const line = ctx.el.summary.querySelector(".rematch-line");
  if (line) announce(line.textContent);
}
