// The drawn pieces: a yellow tent for the seat that opened the first half and a
// red caravan for the other (two shapes, so that colour is never the only cue),
// and the lake boats.

import { s } from "/static/js/ui.js";

const COLOUR_CLASS = ["hc-yellow", "hc-red"];
/** Each seat's colour (0 yellow, 1 red), as the last view said (`view.colours`). */
let colours = [0, 1];

/** Take the seats' colours from a view: the seat that opens the first half is yellow. */
export function setColours(named) {
  if (Array.isArray(named) && named.length === 2) colours = named.map((c) => (c === "red" ? 1 : 0));
}

/** The colour class of `seat` (hc-yellow or hc-red). */
export function seatClass(seat) {
  return COLOUR_CLASS[colours[seat] ?? seat];
}

/** A tent, drawn around (0, 0) within about ±24 units. */
function tent() {
  return s("g", { class: "hc-piece-shape" },
    s("path", { class: "hc-piece-shadow", d: "M-22 17 L22 17 L17 21 L-17 21 Z" }),
    s("path", { class: "hc-piece-body", d: "M-21 16 L0 -19 L21 16 Z" }),
    s("path", { class: "hc-piece-shade", d: "M0 -19 L21 16 L10 16 Z" }),
    s("path", { class: "hc-piece-door", d: "M0 -3 L-7 16 L7 16 Z" }),
    s("path", { class: "hc-piece-line", d: "M0 -19 L0 -24 M-21 16 L21 16" }));
}

/** A caravan, drawn around (0, 0) within about ±24 units. */
function caravan() {
  return s("g", { class: "hc-piece-shape" },
    s("path", { class: "hc-piece-shadow", d: "M-21 15 L22 15 L19 20 L-18 20 Z" }),
    s("path", { class: "hc-piece-line", d: "M16 9 L25 9" }),
    s("rect", { class: "hc-piece-body", x: -21, y: -14, width: 38, height: 25, rx: 8 }),
    s("rect", { class: "hc-piece-shade", x: -21, y: 3, width: 38, height: 8, rx: 3 }),
    s("rect", { class: "hc-piece-window", x: -15, y: -8, width: 12, height: 8, rx: 2 }),
    s("rect", { class: "hc-piece-door", x: 3, y: -8, width: 8, height: 17, rx: 2 }),
    s("circle", { class: "hc-piece-wheel", cx: -6, cy: 12, r: 5 }));
}

/** The piece of `seat`, centred on (x, y). */
export function piece(seat, x = 0, y = 0, extraClass = "") {
  // The piece's own class (not the seat colour class of panels) so that a
  // piece keeps its colours inside a panel tinted for the other seat.
  const red = (colours[seat] ?? seat) === 1;
  return s("g", { class: ["hc-piece", red ? "hc-caravan" : "hc-tent", extraClass], transform: `translate(${x} ${y})` },
    red ? caravan() : tent());
}

/** A small standalone picture of `seat`'s piece, for panels and seat lists. */
export function pieceIcon(seat, size = 28) {
  return s("svg", { class: "hc-icon", viewBox: "-26 -26 52 52", width: size, height: size, "aria-hidden": "true", focusable: "false" },
    piece(seat));
}

function boat(x, y) {
  return s("g", { class: "hc-boat", transform: `translate(${x} ${y})` },
    s("path", { class: "hc-boat-sail", d: "M0.5 -10 L0.5 -1.5 L7 -1.5 Z" }),
    s("path", { class: "hc-boat-mast", d: "M0 -11 L0 0" }),
    s("path", { class: "hc-boat-hull", d: "M-7 0 L7 0 L4.5 4 L-4.5 4 Z" }));
}

/** Boats on a lake hex, in rows under its number; a big crowd is drawn as one boat and a count. */
export function boats(count, y = 12) {
  const group = s("g", { class: "hc-boats" });
  if (count <= 0) return group;
  if (count > 6) {
    group.append(boat(-7, y), s("text", { class: "hc-boat-count", x: 8, y: y + 4 }, `×${count}`));
    return group;
  }
  const rows = count <= 3 ? [count] : [Math.ceil(count / 2), Math.floor(count / 2)];
  rows.forEach((inRow, r) => {
    for (let i = 0; i < inRow; i += 1) {
      group.append(boat((i - (inRow - 1) / 2) * 15, y + r * 13));
    }
  });
  return group;
}
