// "How to play" for the rules page: the rules in short, in the player's
// language, with small boards drawn by the game's own board renderer.

import { append, h } from "/static/js/ui.js";
import { drawBoard } from "./board.js";
import { pieceIcon } from "./pieces.js";

const SECTIONS = ["board", "place", "pass", "score", "halves"];

// Example positions, in the view's own format (odd-q [col, row] hexes).
const FIGURES = {
  place: {
    cols: 4, rows: 3, current_lake: 1, order: [1, 2],
    lakes: [{ hex: [1, 1], number: 1, boats: 3 }, { hex: [3, 1], number: 2, boats: 2 }],
    campers: [{ hex: [0, 1], seat: 0 }, { hex: [1, 2], seat: 1 }],
    last: [[0, 1]],
  },
  pass: {
    cols: 4, rows: 3, current_lake: 2, order: [1, 2],
    lakes: [{ hex: [1, 1], number: 1, boats: 3 }, { hex: [3, 1], number: 2, boats: 2 }],
    campers: [{ hex: [0, 1], seat: 0 }, { hex: [1, 2], seat: 1 }, { hex: [1, 0], seat: 1 },
      { hex: [0, 2], seat: 1 }, { hex: [2, 1], seat: 1 }, { hex: [2, 2], seat: 1 }],
    last: [[1, 0], [0, 2], [2, 1], [2, 2]],
  },
  score: {
    cols: 4, rows: 2, current_lake: null, order: [1],
    lakes: [{ hex: [2, 0], number: 1, boats: 4 }],
    campers: [{ hex: [0, 0], seat: 0 }, { hex: [0, 1], seat: 0 }, { hex: [1, 1], seat: 0 }, { hex: [2, 1], seat: 0 },
      { hex: [1, 0], seat: 1 }, { hex: [3, 0], seat: 1 }],
    last: [],
  },
};

function figure(name, t) {
  const svg = drawBoard(FIGURES[name], { legal: new Set(), pending: null, mySeat: null, t });
  svg.removeAttribute("data-fit-board");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", t(`rules.${name}.figure`));
  svg.classList.add("hc-rules-svg");
  return h("figure", { class: "hc-rules-figure" }, svg, h("figcaption", {}, t(`rules.${name}.figure`)));
}

export function rules(el, { t }) {
  append(el, [
    h("p", { class: "lead" }, t("rules.goal")),
    h("p", { class: "hc-rules-pieces" },
      h("span", {}, pieceIcon(0, 32), t("rules.yellow")),
      h("span", {}, pieceIcon(1, 32), t("rules.red"))),
    SECTIONS.map((name) => h("section", { class: "hc-rules-section" },
      h("h2", {}, t(`rules.${name}.title`)),
      h("p", {}, t(`rules.${name}.text`)),
      FIGURES[name] ? figure(name, t) : null)),
  ]);
}
