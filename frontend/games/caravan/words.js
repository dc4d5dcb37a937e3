// Putting the view into words: places, goods and what the last move did,
// for the news line, the squares' labels and screen reader announcements.

import { key } from "./geometry.js";

/** A player's name, or "Player n" while the seat has none. */
export function nameOf(names, seat, t) {
  return names?.[seat] || t("seat.label", { n: seat + 1 });
}

/** A good's name in lower case ({good}) and with its article ({the}), for sentences. */
export function goodParams(good, t) {
  return { good: t(`good.${good}`).toLocaleLowerCase(), the: t(`the.${good}`) };
}

/** A square in words: the city, the numbered space, or its row and column. */
export function placeName(view, at, t) {
  const k = key(at);
  const city = view.cities.find((c) => key(c.at) === k);
  if (city) return t("place.city", goodParams(city.good, t));
  const space = view.spaces.find((sp) => key(sp.at) === k);
  if (space) return t("place.space", { number: space.number });
  return t("place.square", { row: at[0] + 1, col: at[1] + 1 });
}

/** The row and column of a square, for labels. */
export function coordsName(at, t) {
  return t("place.square", { row: at[0] + 1, col: at[1] + 1 });
}

/** The points a good is worth, from the view's kinds. */
export function pointsOf(view, good) {
  return view.kinds.find((k) => k.good === good)?.points ?? 0;
}

/** What the last move did, in one or two sentences; "" before the first move. */
export function eventText(view, names, t) {
  const last = view.last;
  if (!last) return "";
  const name = nameOf(names, last.seat, t);
  const the = last.good ? t(`the.${last.good}`) : "";
  let text = "";
  if (last.type === "camel") {
    text = last.from === null
      ? t("news.place", { name, to: placeName(view, last.to, t), n: last.cost })
      : t("news.move", { name, from: placeName(view, last.from, t), to: placeName(view, last.to, t), n: last.cost });
  } else if (last.type === "pickup") {
    text = t("news.pickup", { name, good: the, at: placeName(view, last.to, t) });
  } else if (last.type === "carry") {
    text = last.delivered
      ? t("news.deliver", { name, good: the, city: placeName(view, last.to, t), n: pointsOf(view, last.good) })
      : t("news.carry", { name, good: the, from: placeName(view, last.from, t), to: placeName(view, last.to, t) });
  } else if (last.type === "steal") {
    text = t("news.steal", { name, good: the, victim: nameOf(names, last.victim, t), at: placeName(view, last.to, t) });
  } else if (last.type === "end") {
    text = t("news.end", { name });
  }
  const parts = [text];
  if (last.refill) parts.push(refillText(last.refill, t));
  if (last.turn_over && last.type !== "end" && !view.finished) parts.push(t("news.turnOver"));
  return parts.filter(Boolean).join(" ");
}

/** How the match ended, or "" while it goes on. */
export function endText(view, t) {
  if (!view.finished) return "";
  const ending = { stalemate: "end.stalemate", round_limit: "end.round_limit" }[view.end] ?? "end.delivery";
  return t(ending);
}

function refillText(refill, t) {
  const marked = refill.marked.join(", ");
  const drawn = refill.drawn.map((d) => d.number).join(", ");
  const parts = [t("news.refill")];
  if (marked) parts.push(t("news.refillMarked", { list: marked, n: refill.marked.length }));
  parts.push(drawn ? t("news.refillDrawn", { list: drawn, n: refill.drawn.length }) : t("news.refillEmpty"));
  return parts.join(" ");
}

/** The camels of one square in words, seat by seat. */
export function camelsText(stacks, names, t) {
  return [...stacks].sort((a, b) => a.seat - b.seat).map((stack) => {
    const items = [];
    if (stack.unladen) items.push(t("cell.unladen", { n: stack.unladen }));
    for (const load of stack.loads) {
      items.push(t(load.stolen ? "cell.stolen" : "cell.laden", goodParams(load.good, t)));
    }
    return `${nameOf(names, stack.seat, t)}: ${items.join(", ")}`;
  }).join("; ");
}
