// The texts around the board: which half and lake the match is at, the last
// move, and the running score per player (halves, groups, lakes).

import { h, s } from "/static/js/ui.js";
import { pieceIcon, seatClass } from "./pieces.js";

const SEATS = [0, 1];

/** Half, current lake and the order of the lakes in this half. */
export function phaseBar(view, t) {
  const order = view.order || [];
  const currentIndex = view.current_lake === null ? order.length : order.indexOf(view.current_lake);
  const where = view.finished ? t("phase.over")
    : view.current_lake === null ? t("phase.freeLand") : t("phase.lake", { number: view.current_lake });
  return h("div", { class: "hc-phase" },
    h("div", { class: "hc-phase-text" },
      h("span", { class: "hc-half" }, t("phase.half", { half: view.half })),
      h("span", { class: "hc-where" }, where)),
    h("ol", { class: "hc-order", "aria-label": t("phase.order") },
      order.map((number, i) => {
        const state = i < currentIndex ? "done" : i === currentIndex ? "current" : "todo";
        return h("li", { class: ["hc-order-item", `hc-order-${state}`], "aria-current": state === "current" ? "step" : null },
          h("span", { class: "visually-hidden" }, t(`order.${state}`)), String(number));
      }),
      h("li", { class: ["hc-order-item", "hc-order-land", currentIndex >= order.length && !view.finished ? "hc-order-current" : ""],
        title: t("phase.freeLand") }, h("span", { class: "visually-hidden" }, t("phase.freeLand")), landGlyph())));
}

function landGlyph() {
  return s("svg", { viewBox: "-10 -10 20 20", width: 14, height: 14, "aria-hidden": "true", focusable: "false" },
    s("path", { d: "M-7 6 L0 -6 L7 6 Z", fill: "currentColor" }));
}

/** What the last move did, in words; "" before the first move of a half. */
export function lastMoveText(view, names, t) {
  const last = view.last || [];
  if (!last.length) {
    if (view.half === 2 && !view.campers.length) return t("last.secondHalf");
    return "";
  }
  const at = new Map(view.campers.map((c) => [`${c.hex[0]},${c.hex[1]}`, c.seat]));
  const seat = at.get(`${last[0][0]},${last[0][1]}`);
  const name = names[seat] ?? "";
  // A pass hands the campers to the other player: the line says who passed.
  if (view.last_pass) return t("last.pass", { name: names[1 - seat] ?? "", other: name, n: last.length });
  return t("last.place", { name, col: last[0][0] + 1, row: last[0][1] + 1 });
}

/** Lake points per seat won in the half being played. */
function lakePoints(score, seat) {
  return (score.lakes || []).filter((lake) => lake.winner === seat).reduce((sum, lake) => sum + lake.value, 0);
}

function groupChips(sizes, t) {
  const counts = new Map();
  for (const size of [...sizes].sort((a, b) => b - a)) counts.set(size, (counts.get(size) || 0) + 1);
  if (!counts.size) return null;
  return h("span", { class: "hc-chips", role: "img", "aria-label": t("score.groupsLabel", { list: [...sizes].sort((a, b) => b - a).join(", ") }) },
    [...counts].map(([size, count]) => h("span", { class: "hc-chip", "aria-hidden": "true" },
      String(size), count > 1 ? h("small", {}, `×${count}`) : null)));
}

/** One card per player: name, piece, total and its parts. */
export function scoreCards(view, names, t, mySeat) {
  const score = view.score || {};
  const halves = score.halves || [];
  const playing = !view.finished && !(view.half === 2 && !view.campers.length);
  return h("div", { class: "hc-scores" }, SEATS.map((seat) => {
    const half1 = halves[0] ? halves[0][seat] : view.half === 1 ? score.current?.[seat] : null;
    const half2 = halves[1] ? halves[1][seat] : view.half === 2 && playing ? score.current?.[seat] : null;
    const lakes = lakePoints(score, seat);
    const current = score.current?.[seat] ?? 0;
    const toMove = view.to_move === seat;
    return h("section", { class: ["hc-card", seatClass(seat), toMove ? "hc-card-turn" : ""], "aria-label": names[seat] },
      h("div", { class: "hc-card-head" },
        pieceIcon(seat, 30),
        h("span", { class: "hc-card-name" }, names[seat] ?? ""),
        seat === mySeat ? h("span", { class: "hc-you" }, t("score.you")) : null),
      h("div", { class: "hc-total" },
        h("span", { class: "hc-total-value" }, String(score.total?.[seat] ?? 0)),
        h("span", { class: "hc-total-label" }, t("score.total"))),
      toMove ? h("p", { class: "hc-turn" }, t("score.toMove")) : null,
      h("dl", { class: "hc-lines" },
        line(t("score.half1"), half1),
        line(t("score.half2"), half2),
        playing ? [
          h("div", { class: "hc-line hc-line-sub hc-line-groups" }, h("dt", {}, t("score.groups")),
            h("dd", {}, h("b", {}, String(current - lakes)), groupChips(score.groups?.[seat] || [], t))),
          line(t("score.lakes"), lakes, "hc-line-sub"),
        ] : null));
  }));
}

function line(label, value, extra = "") {
  return h("div", { class: ["hc-line", extra] }, h("dt", {}, label),
    h("dd", {}, value === null || value === undefined ? h("span", { class: "hc-none" }, "–") : h("b", {}, String(value))));
}

/** The lakes of the board: numbers, boats, campers around them and who holds them. */
export function lakeList(view, names, t) {
  const lakes = [...(view.score?.lakes || [])].sort((a, b) => b.value - a.value || a.numbers[0] - b.numbers[0]);
  return h("details", { class: "hc-lakes", open: true },
    h("summary", {}, t("lakes.title")),
    h("ul", { class: "hc-lake-rows" }, lakes.map((lake) => {
      const holder = lake.winner;
      return h("li", { class: ["hc-lake-row", holder === null || holder === undefined ? "" : seatClass(holder), lake.value ? "" : "hc-lake-empty"] },
        h("span", { class: "hc-lake-numbers" }, t("lakes.numbers", { list: lake.numbers.join(" · ") })),
        h("span", { class: "hc-lake-value", title: t("lakes.boats", { n: lake.value }) },
          h("span", { class: "visually-hidden" }, t("lakes.boats", { n: lake.value })),
          h("span", { "aria-hidden": "true" }, boatGlyph(), String(lake.value))),
        h("span", { class: "hc-lake-count" },
          SEATS.map((seat) => h("span", { class: ["hc-count", seatClass(seat)] },
            pieceIcon(seat, 16),
            h("span", { class: "visually-hidden" }, names[seat] ?? ""),
            String(lake.campers?.[seat] ?? 0)))),
        h("span", { class: "hc-lake-holder" },
          holder === null || holder === undefined
            ? (lake.value ? t("lakes.nobody") : t("lakes.empty"))
            : [pieceIcon(holder, 16), " ", names[holder] ?? ""]));
    })));
}

function boatGlyph() {
  return s("svg", { viewBox: "-8 -12 16 17", width: 14, height: 15, class: "hc-boat-glyph", "aria-hidden": "true", focusable: "false" },
    s("path", { d: "M0.5 -10 L0.5 -1.5 L7 -1.5 Z", fill: "#fff", stroke: "#2b4a6b", "stroke-width": 1 }),
    s("path", { d: "M-7 0 L7 0 L4.5 4 L-4.5 4 Z", fill: "#8a5a2b" }));
}
