// The seats strip's rows: marker, name, badges (you, computer, host, stand-in),
// connection dot and whose turn it is.

import { t } from "../i18n.js";
import { seatMarkerFor } from "../markers.js";
import { botLevel, seatName } from "../seats.js";
import { h } from "../ui.js";
import { botIcon } from "./icons.js";

/** One <li> per seat of a room of `players` seats; `toAct` the seats to play now. */
export function seatRows({ players, seats, toAct, mySeat, host, module }) {
  const humans = seats.filter((x) => x.kind === "human").length;
  const rows = [];
  for (let n = 0; n < players; n += 1) {
    const seat = seats.find((x) => x.seat === n) || { seat: n, kind: null };
    const mine = n === mySeat;
    const connected = seat.kind === "bot" || seat.connected;
    const turn = toAct.includes(n);
    rows.push(h("li", { class: ["seat", mine ? "seat-mine" : "", turn ? "seat-turn" : "", seat.kind ? "" : "seat-free"], dataset: { seat: n } },
      h("span", { class: "seat-marker" }, seatMarkerFor(module, n)),
      h("span", { class: "seat-name" }, seatName(seat)),
      mine ? h("span", { class: "badge badge-you" }, t("seat.you")) : null,
      seat.kind === "bot" ? h("span", { class: "badge badge-bot" },
        seat.name ? t("seat.botName", { level: botLevel(seat.bot_level) }) : t("seat.bot")) : null,
      n === host && seat.kind === "human" && humans > 1 ? h("span", { class: "badge badge-host" }, t("seat.host")) : null,
      // A computer plays for a player who is away, until they come back.
      seat.kind === "human" && seat.stand_in ? h("span", { class: "badge badge-standin" },
        botIcon(), t("seat.standIn")) : null,
      seat.resigned ? h("span", { class: "badge badge-resigned" }, t("seat.resigned")) : null,
      seat.kind ? h("span", { class: ["dot", connected ? "dot-on" : "dot-off"], title: t(connected ? "seat.connected" : "seat.disconnected") },
        h("span", { class: "visually-hidden" }, t(connected ? "seat.connected" : "seat.disconnected"))) : null,
      turn ? h("span", { class: "turn-tag" }, t("seat.toPlay")) : null));
  }
  return rows;
}
