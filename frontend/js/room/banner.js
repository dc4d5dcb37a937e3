// The turn banner: whose turn it is (or who the room waits for), the turn's
// clock, and the button that takes back the last action of one's turn; and
// what a screen reader hears when the turn changes.

import { t } from "../i18n.js";
import { freeSeats } from "../seats.js";
import { announce, h, patch } from "../ui.js";
import { clockBox } from "./clock.js";
import { ENDED_UNPLAYED } from "./context.js";
import { undoIcon } from "./icons.js";
import { summaryLine } from "./ended.js";

/** What the banner says now. @param {import("./context.js").RoomContext} ctx */
export function turnText(ctx) {
  const { page } = ctx;
  const st = ctx.status();
  if (st === "waiting") {
    if (page.seats.length && !freeSeats(page.seats).length) {
      // Every seat is spoken for (a rematch): we wait for those not here yet.
      const away = page.seats.filter((x) => x.kind === "human" && !x.connected).map((x) => ctx.nameOf(x.seat));
      if (away.length) return t("room.waitingFor", { name: away.join(", ") });
    }
    return t("room.waitingPlayers");
  }
  if (st === "finished") return t("room.over");
  if (ENDED_UNPLAYED.includes(st)) return "";
  // On a shared screen "your" is whoever holds the device: say whose turn it is.
  if (ctx.myTurn()) return page.hotSeat ? t("room.seatTurn", { name: ctx.nameOf(ctx.mySeat()) }) : t("room.yourTurn");
  const waiting = (page.state?.to_act || []).filter((x) => x !== ctx.mySeat()).map(ctx.nameOf);
  if (!waiting.length) return "";
  return t("room.waitingFor", { name: waiting.join(", ") });
}

/** Draw the banner (and the head, whose title follows the turn). @param {import("./context.js").RoomContext} ctx */
export function drawBanner(ctx) {
  const { page, el } = ctx;
  if (!page.room) return;
  ctx.updateNames();
  page.clock?.stop();
  page.clock = null;
  const status = ctx.status();
  // Once the ranking is shown, it says everything the banner would.
  const over = status === "finished" && page.state?.result;
  const text = over ? "" : page.state || status !== "live" ? turnText(ctx) : "";
  const clock = status === "live" ? page.state?.clock : null;
  el.banner.className = ["turn-banner", ctx.myTurn() ? "turn-mine" : "", `turn-${status}`].filter(Boolean).join(" ");
  if (clock) {
    page.clock = clockBox(clock, page.stateAt, {
      onLow: () => { if (ctx.myTurn()) announce(t("clock.low")); },
    });
  }
  const undo = undoPart(ctx);
  // Drawn again with the banner: keep keyboard focus on it.
  const focused = document.activeElement;
  if (focused && el.banner.contains(focused) && focused.classList.contains("undo-button")) page.undoFocus = true;
  // The undo button is kept from one draw to the next (patch): a seat's news must not take a click away.
  patch(el.banner, text ? h("span", { class: "turn-text" }, text) : null, undo, page.clock?.el);
  el.banner.hidden = !text && !clock;
  const button = el.banner.querySelector(".undo-button");
  if (page.undoFocus && button instanceof HTMLElement && document.activeElement !== button) button.focus();
  page.undoFocus = false;
  ctx.draw.head();
}

// Taking back the last action of one's turn, when the server allows it (`can_undo`);
// when it does not because the last action drew chance or showed something hidden, why.
function undoPart(ctx) {
  const st = ctx.page.state;
  if (!st || ctx.status() !== "live" || !ctx.myTurn() || ctx.page.curtain !== null) return null;
  if (st.can_undo) {
    return h("button", {
      class: "btn btn-small btn-secondary undo-button", type: "button", title: t("undo.button"), dataset: { control: "undo" },
      onClick: () => {
        ctx.page.undoFocus = true;
        if (!ctx.socket?.move({ type: "undo" })) ctx.noConnection();
      },
    }, undoIcon(), h("span", { class: "undo-label" }, t("undo.button")));
  }
  if (st.undo_stop) {
    const why = t(`undo.stop.${st.undo_stop}`);
    return h("span", { class: "undo-stop", title: why }, undoIcon(), h("span", { class: "undo-stop-text" }, why));
  }
  return null;
}

/**
 * Say the new turn, the end of the match or why it ended, once each.
 * @param {import("./context.js").RoomContext} ctx
 * @param {any} before the state before this one
 */
export function announceTurn(ctx, before) {
  const { page } = ctx;
  const status = ctx.status();
  const key = `${status}:${(page.state?.to_act || []).join(",")}:${ctx.mySeat()}`;
  if (key === page.turnKey) return;
  page.turnKey = key;
  if (status === "finished" && before?.status !== "finished") announce(summaryLine(ctx));
  else if (ENDED_UNPLAYED.includes(status) && before?.status !== status) announce(t(`room.ended.${status}`));
  else if (status === "live") announce(turnText(ctx));
}
