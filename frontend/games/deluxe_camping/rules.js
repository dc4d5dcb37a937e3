// "How to play" for the rules page: the rules in short, in the player's
// language, with small campsites drawn by the board's own code.

import { append, h } from "/static/js/ui.js";
import { drawBoard } from "./board.js";
import { SEAT_CLASS, caravanIcon, emblemIcon, poolIcon, tokenIcon } from "./pieces.js";

/** The cells of the rectangle from [r0, c0] to [r1, c1], both included. */
function block(r0, c0, r1, c1) {
  const cells = [];
  for (let r = r0; r <= r1; r += 1) for (let c = c0; c <= c1; c += 1) cells.push([r, c]);
  return cells;
}

/** Every cell of a rows x cols board that is not in `taken`. */
function rest(rows, cols, ...taken) {
  const used = new Set(taken.flat().map(([r, c]) => `${r},${c}`));
  return block(0, 0, rows - 1, cols - 1).filter(([r, c]) => !used.has(`${r},${c}`));
}

const fences = (...list) => list.map(([r, c, side]) => ({ cell: [r, c], side }));

// Fences enclose a zone holding only red's caravans: it is red's.
function zonesDiagram() {
  const mine = block(0, 0, 1, 2);
  return {
    rows: 4, cols: 6, players: 2,
    pool: null, tokens: [], last: null,
    caravans: [{ seat: 0, cell: [0, 0] }, { seat: 0, cell: [1, 2] }, { seat: 0, cell: [2, 1] },
      { seat: 1, cell: [0, 4] }, { seat: 1, cell: [2, 4] }],
    bungalows: [{ seat: 1, cells: [[3, 2], [3, 3]] }],
    fences: fences([0, 2, "E"], [1, 2, "E"], [1, 0, "S"], [1, 1, "S"], [1, 2, "S"]),
    zones: [{ cells: mine, owner: 0, value: 6 }, { cells: rest(4, 6, mine), owner: null, value: null }],
  };
}

// A step next to a rival caravan: a fence goes up between them by itself.
function stepDiagram() {
  return {
    rows: 3, cols: 4, players: 2, pool: null, tokens: [], bungalows: [],
    caravans: [{ seat: 0, cell: [1, 2] }, { seat: 1, cell: [1, 3] }, { seat: 1, cell: [0, 0] }],
    fences: fences([1, 2, "E"]),
    zones: [{ cells: block(0, 0, 2, 3), owner: null, value: null }],
    last: { seat: 0, move: { type: "step", from: [1, 1], to: [1, 2] }, auto_fences: fences([1, 2, "E"]) },
  };
}

// Then one fence of the player's choice, which ends the turn.
function fenceDiagram() {
  return {
    rows: 3, cols: 4, players: 2, pool: null, tokens: [], bungalows: [],
    caravans: [{ seat: 0, cell: [1, 2] }, { seat: 1, cell: [1, 3] }, { seat: 1, cell: [0, 0] }],
    fences: fences([1, 2, "E"], [0, 2, "S"]),
    zones: [{ cells: block(0, 0, 2, 3), owner: null, value: null }],
    last: { seat: 0, move: { type: "fence", cell: [0, 2], side: "S" }, auto_fences: [] },
  };
}

// The example of the original rules: 8 cells with the pool, an ice-cream seller and the pest.
function scoringDiagram() {
  const zone = block(0, 0, 1, 3);
  return {
    rows: 4, cols: 6, players: 2,
    pool: block(0, 0, 1, 1),
    tokens: [{ cell: [0, 2], kind: "ice_cream" }, { cell: [1, 2], kind: "pest" }, { cell: [3, 5], kind: "ice_cream" }],
    caravans: [{ seat: 1, cell: [0, 3] }, { seat: 0, cell: [2, 1] }, { seat: 1, cell: [3, 3] }, { seat: 0, cell: [2, 5] }],
    bungalows: [],
    fences: fences([0, 3, "E"], [1, 3, "E"], [1, 0, "S"], [1, 1, "S"], [1, 2, "S"], [1, 3, "S"]),
    zones: [{ cells: zone, owner: 1, value: 11 }, { cells: rest(4, 6, zone), owner: null, value: null }],
    last: null,
  };
}

function figure(view, caption, { t, names }) {
  const board = drawBoard(view, { t, names, margin: 10, coords: false, label: caption });
  return h("figure", { class: "dc-figure" }, board.svg, h("figcaption", {}, caption));
}

export function rules(el, { t }) {
  const names = [0, 1, 2, 3].map((seat) => t(`rules.colour${seat}`));
  const ctx = { t, names };
  append(el, h("div", { class: "dc-rules" },
    h("p", { class: "lead" }, t("rules.goal")),
    h("section", { class: "dc-rules-section" },
      h("h2", {}, t("rules.pieces.title")),
      h("ul", { class: "dc-rules-seats" }, [0, 1, 2, 3].map((seat) => h("li", { class: SEAT_CLASS[seat] },
        caravanIcon(seat, 38), emblemIcon(seat, 14), h("span", {}, t("rules.seat", { n: seat + 1, colour: names[seat], shape: t(`rules.shape${seat}`) }))))),
      h("p", {}, t("rules.pieces.text")),
      h("ul", { class: "dc-legend dc-rules-legend" },
        h("li", {}, poolIcon(34), h("span", {}, t("legend.pool"))),
        h("li", {}, tokenIcon("ice_cream", 34), h("span", {}, t("legend.ice_cream"))),
        h("li", {}, tokenIcon("pest", 34), h("span", {}, t("legend.pest"))),
        h("li", {}, tokenIcon("face_down", 34), h("span", {}, t("legend.face_down"))))),
    h("section", { class: "dc-rules-section" },
      h("h2", {}, t("rules.zones.title")),
      h("p", {}, t("rules.zones.text")),
      figure(zonesDiagram(), t("rules.zones.caption"), ctx)),
    h("section", { class: "dc-rules-section" },
      h("h2", {}, t("rules.setup.title")),
      h("p", {}, t("rules.setup.text"))),
    h("section", { class: "dc-rules-section" },
      h("h2", {}, t("rules.turn.title")),
      h("p", {}, t("rules.turn.move")),
      h("p", {}, t("rules.turn.fence")),
      h("div", { class: "dc-figures" },
        figure(stepDiagram(), t("rules.turn.stepCaption"), ctx),
        figure(fenceDiagram(), t("rules.turn.fenceCaption"), ctx))),
    h("section", { class: "dc-rules-section" },
      h("h2", {}, t("rules.end.title")),
      h("p", {}, t("rules.end.text"))),
    h("section", { class: "dc-rules-section" },
      h("h2", {}, t("rules.score.title")),
      h("p", {}, t("rules.score.text")),
      figure(scoringDiagram(), t("rules.score.caption"), ctx)),
    h("section", { class: "dc-rules-section" },
      h("h2", {}, t("rules.teams.title")),
      h("p", {}, t("rules.teams.text")))));
}
