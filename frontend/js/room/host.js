// The host's controls of a waiting room: put a computer in a free seat, free
// a taken seat, cancel the room. The `seats` message says which seat allows
// what (`can_seat_computer`, `can_release`); the server refuses anyone else.
// drawHost shows the panel to the host of a waiting room.

import { t } from "../i18n.js";
import { botLevel, seatName } from "../seats.js";
import { h, patch, replace } from "../ui.js";
import { confirmBar } from "./leave.js";

/**
 * seats: the `seats` message's seats; levels: the game's bot levels;
 * onComputer(seat, level), onRelease(seat), onCancel(button).
 */
export function hostPanel({ seats, levels, onComputer, onRelease, onCancel }) {
  const rows = [];
  for (const seat of seats) {
    const label = t("seat.label", { n: seat.seat + 1 });
    if (seat.can_seat_computer) {
      const select = h("select", { class: "host-level", "aria-label": t("host.levelOf", { seat: label }) },
        (levels && levels.length ? levels : ["easy", "medium", "hard"]).map((level) =>
          h("option", { value: level, selected: level === "medium" }, botLevel(level))));
      rows.push(h("li", { class: "host-row", dataset: { seat: seat.seat, key: seat.seat } },
        h("span", { class: "host-seat" }, label),
        select,
        h("button", { class: "btn btn-small btn-secondary host-computer", type: "button", dataset: { control: "computer" },
          // The level chosen in the row's list as it is on the page (the list is kept between draws).
          onClick: (event) => {
            const row = event.currentTarget.closest(".host-row");
            const level = row?.querySelector(".host-level");
            onComputer(seat.seat, level instanceof HTMLSelectElement ? level.value : select.value);
          } }, t("host.addComputer"))));
    } else if (seat.can_release) {
      const name = seatName(seat);
      rows.push(h("li", { class: "host-row", dataset: { seat: seat.seat, key: seat.seat } },
        h("span", { class: "host-seat" }, label, " · ", h("strong", {}, name)),
        h("button", { class: "btn btn-small btn-ghost host-release", type: "button", dataset: { control: "release" },
          "aria-label": t("host.releaseOf", { name, seat: label }),
          onClick: () => onRelease(seat.seat) }, seat.kind === "bot" ? t("host.removeComputer") : t("host.release"))));
    }
  }
  const cancel = h("button", { class: "btn btn-small btn-ghost host-cancel", type: "button",
    onClick: (event) => onCancel(event.currentTarget) }, t("host.cancel"));
  return [
    h("h2", { id: "host-title" }, t("host.title")),
    h("p", { class: "hint" }, t("host.help")),
    rows.length ? h("ul", { class: "host-rows" }, rows) : null,
    h("div", { class: "host-end" }, cancel),
  ];
}

/** The host's panel, shown to the host of a waiting room. @param {import("./context.js").RoomContext} ctx */
export function drawHost(ctx) {
  const { page, el } = ctx;
  const show = ctx.hosting();
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
  // Kept from one draw to the next (patch): a seat's news must not take a click away.
  patch(el.host, hostPanel({
    seats: page.seats, levels: page.game?.bot_levels,
    onComputer: (seat, level) => ctx.send({ type: "seat_computer", seat, level }),
    onRelease: (seat) => ctx.send({ type: "release_seat", seat }),
    onCancel: (button) => {
      const bar = confirmBar({
        question: t("host.cancelConfirm"), yes: t("host.cancelYes"), no: t("host.cancelNo"), returnTo: button,
        onYes: () => ctx.send({ type: "cancel_room" }),
      });
      el.host.querySelector(".host-end").append(bar.el);
      bar.focus();
    },
  }));
  if (refocus && !el.host.contains(document.activeElement)) {
    const again = refocus.seat !== undefined ? el.host.querySelector(`.host-row[data-seat="${refocus.seat}"]`) : null;
    const target = again?.querySelector("button") || el.host.querySelector(".host-cancel");
    if (target instanceof HTMLElement) target.focus();
  }
}
