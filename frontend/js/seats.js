// How seats read in the interface, shared by the lobby, the room and the match pages.

import { t } from "./i18n.js";

/** The level's word ("medium"), or the level as sent if the interface has none. */
export function botLevel(level) {
  const key = `bot.${level}`;
  const word = t(key);
  return word === key ? String(level || "") : word;
}

/** The name to show for a seat: the player's, a bot's description, or "Free seat". */
export function seatName(seat) {
  if (!seat) return t("seat.free");
  if (seat.kind === "bot") return seat.name || t("seat.botName", { level: botLevel(seat.bot_level) });
  if (seat.name) return seat.name;
  return seat.kind ? t("seat.label", { n: seat.seat + 1 }) : t("seat.free");
}

/** Names by seat number, for renderers and summaries. */
export function namesOf(seats, players) {
  const names = [];
  for (let n = 0; n < players; n += 1) {
    const seat = (seats || []).find((s) => s.seat === n);
    names.push(seat ? seatName(seat) : t("seat.label", { n: n + 1 }));
  }
  return names;
}

/** Seats that nobody (player or bot) has taken yet. */
export function freeSeats(seats) {
  return (seats || []).filter((s) => !s.kind);
}
