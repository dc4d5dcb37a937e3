// The rematch at the end of a match: one click offers it (or accepts it, or
// declines it), and the room's `rematch` message says who asked, who accepted,
// whom we wait for and who declined.

import { tokens } from "../api.js";
import { t } from "../i18n.js";
import { h, s } from "../ui.js";

function list(seats, names) {
  const words = seats.map((seat) => names[seat] ?? t("seat.label", { n: seat + 1 }));
  if (words.length <= 1) return words.join("");
  return new Intl.ListFormat(document.documentElement.lang || "en", { type: "conjunction" }).format(words);
}

/**
 * The rematch part of the end-of-match card. offer: the last `rematch`
 * message or null; mySeat: null for a spectator; sending: a rematch was sent
 * and not answered yet; onRematch(): send it; onDecline(): decline it.
 */
export function rematchBox({ offer, mySeat, names, sending, onRematch, onDecline }) {
  const player = mySeat !== null && mySeat !== undefined;
  const accepted = offer?.accepted || [];
  const waiting = offer?.waiting_for || [];
  const button = (label, primary) => h("button", {
    class: ["btn", primary ? "btn-primary" : "btn-secondary", "rematch-button"], type: "button",
    disabled: sending, onClick: onRematch, dataset: { control: "rematch" },
  }, rematchIcon(), label);

  if (!offer) {
    return player ? { action: button(t("rematch.offer"), true), line: null } : { action: null, line: null };
  }
  if (offer.declined) {
    const by = offer.declined_by;
    let text = t("rematch.declinedSomeone");
    if (player && by === mySeat) text = t("rematch.youDeclined");
    else if (by !== null && by !== undefined) text = t("rematch.declined", { name: list([by], names) });
    return { action: null, line: h("p", { class: "rematch-line rematch-declined", role: "status" }, text) };
  }
  const roomLink = (label) => h("a", { class: "btn btn-secondary", href: `/room/${offer.room_id}`, "data-link": true, "data-control": "rematch-room" }, label);
  if (offer.started) {
    return {
      action: player && tokens.get(offer.room_id) ? roomLink(t("rematch.open")) : roomLink(t("rematch.watch")),
      line: h("p", { class: "rematch-line", role: "status" }, t("rematch.started")),
    };
  }
  const others = accepted.filter((seat) => seat !== mySeat);
  if (player && waiting.includes(mySeat)) {
    const who = others.length ? list(others, names) : "";
    const decline = h("button", { class: "btn btn-ghost rematch-decline", type: "button", disabled: sending, dataset: { control: "decline" },
      onClick: onDecline }, t("rematch.decline"));
    return {
      action: [button(t("rematch.accept"), true), decline],
      line: h("p", { class: "rematch-line rematch-invite", role: "status" },
        who ? t("rematch.wants", { name: who }) : t("rematch.offered")),
    };
  }
  const pending = waiting.filter((seat) => seat !== mySeat);
  const parts = [];
  // The server says who asked (an older one did not: then the first who accepted did).
  const asker = offer.asked_by ?? accepted[0];
  const joined = accepted.filter((seat) => seat !== asker);
  if (player && asker === mySeat) parts.push(t("rematch.youAsked"));
  else if (asker !== undefined) parts.push(t("rematch.wants", { name: list([asker], names) }));
  if (player && joined.includes(mySeat)) parts.push(t("rematch.youAccepted"));
  const joiners = joined.filter((seat) => seat !== mySeat);
  if (joiners.length) parts.push(t("rematch.acceptedBy", { name: list(joiners, names) }));
  if (pending.length) parts.push(t("rematch.waitingFor", { name: list(pending, names) }));
  return {
    action: player && accepted.includes(mySeat) && tokens.get(offer.room_id) ? roomLink(t("rematch.open")) : null,
    line: h("p", { class: "rematch-line", role: "status" }, parts.join(" ")),
  };
}

function rematchIcon() {
  return s("svg", { viewBox: "0 0 24 24", width: 18, height: 18, "aria-hidden": "true", focusable: "false" },
    s("path", { d: "M4 12a8 8 0 0 1 14-5.3M20 4v4h-4M20 12a8 8 0 0 1-14 5.3M4 20v-4h4", fill: "none",
      stroke: "currentColor", "stroke-width": 2.2, "stroke-linecap": "round", "stroke-linejoin": "round" }));
}
