// "How to play" for the rules page, in the player's language, with small
// diagrams drawn by the board's own code: the whole board, a chain of camels
// carrying a good to its city, and a theft.

import { append, h } from "/static/js/ui.js";
import { drawBoard } from "./board.js";
import { goodIcon, GOODS } from "./goods.js";
import { camelIcon, maskIcon } from "./pieces.js";

// The layout the server's view sends (shared/rules/caravan.md), for the diagrams only.
const KINDS = GOODS.map((good, i) => ({ good, rare: i >= 4, points: i >= 4 ? 6 : 3, copies: i >= 4 ? 3 : 9 }));
const CITIES = [
  ["meat", 2, 3], ["swords", 3, 4], ["salt", 4, 3], ["hides", 3, 2],
  ["ivory", 0, 3], ["cloth", 3, 6], ["gems", 6, 3], ["paper", 3, 0],
].map(([good, row, col]) => ({ good, at: [row, col] }));
const NUMBERED = [[0, 0], [0, 6], [2, 2], [2, 4], [4, 2], [4, 4], [6, 0], [6, 6]];
const SAMPLE_GOODS = ["gems", "salt", "meat", "swords", "hides", "ivory", "salt", "cloth"];
const FIRST_DEMAND = new Set([1, 2, 7, 8]);

function sampleView({ goods = SAMPLE_GOODS, camels = [], last = null } = {}) {
  return {
    rows: 7,
    cols: 7,
    kinds: KINDS,
    cities: CITIES,
    spaces: NUMBERED.map((at, i) => ({ number: i + 1, at, good: goods[i], demand: FIRST_DEMAND.has(i + 1) ? 1 : 0 })),
    camels,
    last,
  };
}

function diagram(svg, caption, label) {
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", label);
  return h("figure", { class: "cv-diagram" }, svg, h("figcaption", {}, caption));
}

function boardDiagram(t) {
  const svg = drawBoard(sampleView(), { last: null, idPrefix: "cv-rules-board" });
  svg.style.maxWidth = "360px";
  return diagram(svg, t("rules.board.caption"), t("rules.board.alt"));
}

function chainDiagram(t) {
  const at = (col) => [0, col];
  const view = sampleView({
    goods: [null, ...SAMPLE_GOODS.slice(1)],
    camels: [
      { at: at(0), seat: 0, unladen: 0, loads: [{ good: "ivory", stolen: false }] },
      { at: at(1), seat: 0, unladen: 1, loads: [] },
      { at: at(2), seat: 0, unladen: 1, loads: [] },
      { at: at(3), seat: 0, unladen: 1, loads: [] },
      { at: at(4), seat: 1, unladen: 1, loads: [] },
    ],
  });
  const targets = new Map([
    ["0,1", { deliver: false }],
    ["0,2", { deliver: false }],
    ["0,3", { deliver: true, points: 6 }],
  ]);
  const svg = drawBoard(view, {
    part: { row: 0, col: 0, rows: 1, cols: 5 },
    marks: { source: { kind: "carry", at: at(0), good: "ivory", stolen: false, seat: 0 }, targets, mySeat: 0 },
    last: null,
    idPrefix: "cv-rules-chain",
  });
  svg.classList.add("cv-board-carry");
  svg.style.maxWidth = "440px";
  return diagram(svg, t("rules.chain.caption"), t("rules.chain.alt"));
}

function theftDiagram(t) {
  const at = [1, 5];
  const before = sampleView({
    camels: [
      { at, seat: 0, unladen: 0, loads: [{ good: "salt", stolen: false }] },
      { at, seat: 1, unladen: 1, loads: [] },
    ],
  });
  const after = sampleView({
    camels: [
      { at, seat: 0, unladen: 1, loads: [] },
      { at, seat: 1, unladen: 0, loads: [{ good: "salt", stolen: true }] },
    ],
    last: { type: "steal", seat: 1, to: at, from: null, good: "salt" },
  });
  const part = { row: 1, col: 5, rows: 1, cols: 1 };
  const one = drawBoard(before, { part, last: null, idPrefix: "cv-rules-before" });
  const two = drawBoard(after, { part, idPrefix: "cv-rules-after" });
  for (const svg of [one, two]) svg.style.width = "140px";
  one.setAttribute("role", "img");
  one.setAttribute("aria-label", t("rules.theft.before"));
  two.setAttribute("role", "img");
  two.setAttribute("aria-label", t("rules.theft.after"));
  return h("figure", { class: "cv-diagram" },
    h("div", { class: "cv-figure-row" }, one, h("span", { class: "cv-rules-arrow", "aria-hidden": "true" }, "→"), two),
    h("figcaption", {}, t("rules.theft.caption")));
}

function section(t, name, ...extra) {
  return h("section", { class: "cv-rules-section" },
    h("h2", {}, t(`rules.${name}.title`)),
    h("p", {}, t(`rules.${name}.text`)),
    extra);
}

function list(t, keys) {
  return h("ul", {}, keys.map((k) => h("li", {}, t(k))));
}

export function rules(el, { t }) {
  append(el, h("div", { class: "cv-rules" },
    h("p", { class: "lead" }, t("rules.goal")),
    h("p", { class: "cv-seats-legend" }, [0, 1, 2, 3].map((seat) => h("span", {}, camelIcon(seat, 36), t(`rules.seat${seat}`)))),
    section(t, "board", boardDiagram(t),
      h("ul", { class: "cv-goods-legend", "aria-label": t("rules.goods") }, KINDS.map((kind) => h("li", {},
        goodIcon(kind.good, 28, KINDS), h("span", {}, t(`good.${kind.good}`), " · ", t("bag.points", { n: kind.points })))))),
    section(t, "turn"),
    section(t, "actions", list(t, ["rules.actions.camel", "rules.actions.pickup", "rules.actions.carry", "rules.actions.steal"])),
    section(t, "chain", chainDiagram(t)),
    section(t, "theft", h("p", { class: "cv-seats-legend" }, h("span", {}, maskIcon(30), t("score.theft"))), theftDiagram(t)),
    section(t, "refill"),
    section(t, "end"),
    section(t, "score", list(t, ["rules.score.delivered", "rules.score.demand", "rules.score.penalty", "rules.score.tie"])),
    section(t, "play", list(t, ["rules.play.camel", "rules.play.good", "rules.play.other", "rules.play.keys"]))));
}
