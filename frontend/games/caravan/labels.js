// Words and pictures for what the viewer may do: a square's label for screen
// readers, and the choices a square offers (as buttons above the board).

import { goodIcon } from "./goods.js";
import { key } from "./geometry.js";
import { parseChoice } from "./moves.js";
import { camelIcon, maskIcon } from "./pieces.js";
import { camelsText, coordsName, goodParams, nameOf, pointsOf } from "./words.js";

function lyingGood(view, k) {
  return view.spaces.find((sp) => key(sp.at) === k)?.good || null;
}

/** A choice of square `k` in words: "Pick up the salt", "Steal the gems from Bob"… */
export function choiceLabel(view, names, t, k, id) {
  const choice = parseChoice(id);
  const good = choice.good ? t(`the.${choice.good}`) : "";
  if (choice.kind === "camel") return t("choice.camel");
  if (choice.kind === "pickup") {
    const lying = lyingGood(view, k);
    return t("choice.pickup", { good: lying ? t(`the.${lying}`) : "" });
  }
  if (choice.kind === "carry") return t(choice.stolen ? "choice.carryStolen" : "choice.carry", { good });
  return t("choice.steal", { good, victim: nameOf(names, choice.victim, t) });
}

/** A small picture for a choice: the camel, the good, or the thief's mask. */
export function choiceIcon(view, seat, k, id) {
  const choice = parseChoice(id);
  if (choice.kind === "camel") return camelIcon(seat ?? 0, 26);
  if (choice.kind === "steal") return maskIcon(24);
  const good = choice.kind === "pickup" ? lyingGood(view, k) : choice.good;
  return good ? goodIcon(good, 24, view.kinds) : null;
}

/** The aria-label of each square: where it is, what stands there, and what choosing it does. */
export function cellDescriber(view, names, t, marks) {
  return (at, { city, space, stacks, choices, target }) => {
    const where = coordsName(at, t);
    const parts = [where.charAt(0).toLocaleUpperCase() + where.slice(1)];
    if (city) parts.push(t("cell.city", { ...goodParams(city.good, t), n: pointsOf(view, city.good) }));
    if (space) {
      parts.push(space.good
        ? t("cell.space", { number: space.number, ...goodParams(space.good, t) })
        : t("cell.spaceEmpty", { number: space.number }));
      if (space.demand) parts.push(t("cell.demand", { n: space.demand }));
    }
    if (stacks.length) parts.push(camelsText(stacks, names, t));
    if (target?.deliver) parts.push(t("cell.deliverHere", { n: target.points }));
    else if (target?.cost) parts.push(t("cell.moveHere", { n: target.cost }));
    else if (target) parts.push(t("cell.carryHere"));
    else if (marks.source?.at && key(marks.source.at) === key(at)) parts.push(t("cell.selected"));
    else if (choices.length) parts.push(choices.map((id) => choiceLabel(view, names, t, key(at), id)).join(", "));
    return parts.join(". ");
  };
}
