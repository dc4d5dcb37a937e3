// A player who has been gone for the room's `takeover_after` seconds: the
// others may let a computer play for them until they come back (the server
// gives the seat back as soon as they say hello again).

import { botLevel } from "../seats.js";
import { t } from "../i18n.js";
import { h } from "../ui.js";

const LEVELS = ["easy", "medium", "hard"];

/**
 * One notice per seat the others may hand to a computer now. seats: the
 * `seats` message's list; mySeat: this viewer's seat (only players may do
 * it); names by seat; levels: the game's bot levels; onTakeOver(seat, level).
 */
export function takeoverNotices({ seats, mySeat, names, levels, onTakeOver }) {
  if (mySeat === null || mySeat === undefined) return [];
  return seats.filter((seat) => seat.can_take_over && seat.seat !== mySeat).map((seat) => {
    const name = names[seat.seat] ?? t("seat.label", { n: seat.seat + 1 });
    const titleId = `away-${seat.seat}`;
    return h("section", { class: "notice away", "aria-labelledby": titleId, dataset: { seat: seat.seat, key: seat.seat } },
      h("p", { class: "away-text", id: titleId }, h("strong", {}, t("away.title", { name })), " ", t("away.help", { name })),
      h("div", { class: "away-actions", role: "group", "aria-label": t("away.choose", { name }) },
        (levels?.length ? levels : LEVELS).map((level) => h("button", {
          class: "btn btn-small btn-secondary", type: "button", dataset: { level, control: level },
          onClick: (event) => {
            event.currentTarget.disabled = true;
            onTakeOver(seat.seat, level);
          },
        }, t("away.level", { level: botLevel(level) })))));
  });
}
