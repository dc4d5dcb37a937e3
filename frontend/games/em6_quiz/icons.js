// The drawn pictures of the race: a symbol per theme and per special square
// (the second cue beside each theme's colour), the six pawns (a colour and a
// shape per seat) and the die.

import { s } from "/static/js/ui.js";

/** Theme ids in track order, as the view names them. */
export const THEME_IDS = ["space", "earth", "body", "nature", "science", "inventions"];
export const SPECIAL_KINDS = ["replay", "destiny", "challenge"];

// Each symbol is drawn in a 24-unit box centred on (0, 0), in currentColor.
const SYMBOLS = {
  space: () => [
    s("circle", { cx: 0, cy: 0, r: 6.2, fill: "currentColor" }),
    s("ellipse", { cx: 0, cy: 0, rx: 11.5, ry: 3.6, fill: "none", stroke: "currentColor", "stroke-width": 2.2, transform: "rotate(-22)" }),
    s("circle", { cx: 7.5, cy: -8.5, r: 1.4, fill: "currentColor" }),
  ],
  earth: () => [
    s("path", { d: "M-11.5 8.5 L-4 -5 L0.5 2 L4.5 -3.5 L11.5 8.5 Z", fill: "currentColor", "stroke-linejoin": "round" }),
    s("circle", { cx: 6.5, cy: -8.5, r: 2.8, fill: "currentColor" }),
  ],
  body: () => [
    s("path", { d: "M0 10 C-5 5.5 -11 1.5 -11 -3.8 C-11 -7.8 -8 -10 -5.2 -10 C-2.8 -10 -1 -8.6 0 -6.6 C1 -8.6 2.8 -10 5.2 -10 C8 -10 11 -7.8 11 -3.8 C11 1.5 5 5.5 0 10 Z", fill: "currentColor" }),
  ],
  nature: () => [
    s("ellipse", { cx: 0, cy: 4.5, rx: 5.6, ry: 4.8, fill: "currentColor" }),
    s("ellipse", { cx: -8, cy: -1.5, rx: 2.4, ry: 3.2, fill: "currentColor", transform: "rotate(-25 -8 -1.5)" }),
    s("ellipse", { cx: -3.3, cy: -7, rx: 2.5, ry: 3.4, fill: "currentColor", transform: "rotate(-8 -3.3 -7)" }),
    s("ellipse", { cx: 3.3, cy: -7, rx: 2.5, ry: 3.4, fill: "currentColor", transform: "rotate(8 3.3 -7)" }),
    s("ellipse", { cx: 8, cy: -1.5, rx: 2.4, ry: 3.2, fill: "currentColor", transform: "rotate(25 8 -1.5)" }),
  ],
  science: () => [
    s("ellipse", { cx: 0, cy: 0, rx: 11.5, ry: 4.2, fill: "none", stroke: "currentColor", "stroke-width": 1.9 }),
    s("ellipse", { cx: 0, cy: 0, rx: 11.5, ry: 4.2, fill: "none", stroke: "currentColor", "stroke-width": 1.9, transform: "rotate(60)" }),
    s("ellipse", { cx: 0, cy: 0, rx: 11.5, ry: 4.2, fill: "none", stroke: "currentColor", "stroke-width": 1.9, transform: "rotate(-60)" }),
    s("circle", { cx: 0, cy: 0, r: 2.6, fill: "currentColor" }),
  ],
  inventions: () => [
    s("path", { d: "M-4.2 4.2 C-4.2 1.5 -8 -0.5 -8 -4.5 C-8 -9 -4.4 -11.5 0 -11.5 C4.4 -11.5 8 -9 8 -4.5 C8 -0.5 4.2 1.5 4.2 4.2 Z", fill: "currentColor" }),
    s("rect", { x: -4.2, y: 5.6, width: 8.4, height: 2.4, rx: 1, fill: "currentColor" }),
    s("rect", { x: -3, y: 9, width: 6, height: 2.4, rx: 1.2, fill: "currentColor" }),
  ],
  replay: () => [
    s("path", { d: "M8.2 -3.5 A8.8 8.8 0 1 0 8.6 3.2", fill: "none", stroke: "currentColor", "stroke-width": 2.8, "stroke-linecap": "round" }),
    s("path", { d: "M10.6 -10 L10.4 -1.8 L2.6 -3.6 Z", fill: "currentColor", "stroke-linejoin": "round" }),
  ],
  destiny: () => [
    s("path", { d: "M0 -11.5 L2.8 -2.8 L11.5 0 L2.8 2.8 L0 11.5 L-2.8 2.8 L-11.5 0 L-2.8 -2.8 Z", fill: "currentColor" }),
    s("path", { d: "M7.5 -10.5 L8.4 -8.4 L10.5 -7.5 L8.4 -6.6 L7.5 -4.5 L6.6 -6.6 L4.5 -7.5 L6.6 -8.4 Z", fill: "currentColor" }),
  ],
  challenge: () => [
    s("path", { d: "M2.5 -12 L-7.5 1.5 L-0.5 1.5 L-2.5 12 L7.5 -1.8 L0.6 -1.8 Z", fill: "currentColor", "stroke-linejoin": "round" }),
  ],
  start: () => [
    s("path", { d: burstPath(12, 12, 5.2), fill: "currentColor" }),
  ],
  infinity: () => [
    s("path", { d: "M0 0 C-3 -4.5 -6 -6.5 -8.2 -6.5 C-11.2 -6.5 -12 -3 -12 0 C-12 3 -11.2 6.5 -8.2 6.5 C-6 6.5 -3 4.5 0 0 C3 -4.5 6 -6.5 8.2 -6.5 C11.2 -6.5 12 -3 12 0 C12 3 11.2 6.5 8.2 6.5 C6 6.5 3 4.5 0 0 Z", fill: "none", stroke: "currentColor", "stroke-width": 2.8, "stroke-linejoin": "round" }),
  ],
};

/** A star with `points` tips between radius `outer` and `inner`, as a path. */
export function burstPath(points, outer, inner) {
  const parts = [];
  for (let i = 0; i < points * 2; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    parts.push(`${i ? "L" : "M"}${(r * Math.cos(a)).toFixed(2)} ${(r * Math.sin(a)).toFixed(2)}`);
  }
  return `${parts.join(" ")} Z`;
}

/** The symbol of a theme or square kind, as an SVG group scaled to `size` units, centred on (x, y). */
export function symbol(kind, size = 24, x = 0, y = 0, extraClass = "") {
  const draw = SYMBOLS[kind] || SYMBOLS.start;
  const scale = size / 24;
  return s("g", { class: ["q6-symbol", extraClass], transform: `translate(${x} ${y}) scale(${scale})`, "aria-hidden": "true" }, draw());
}

/** A small standalone picture of a theme or square: its symbol on its coloured disc. */
export function symbolIcon(kind, size = 24) {
  return s("svg", { class: ["q6-icon", `q6-k-${kind}`], viewBox: "-14 -14 28 28", width: size, height: size, "aria-hidden": "true", focusable: "false" },
    s("circle", { class: "q6-icon-disc", r: 13.5 }),
    symbol(kind, 17, 0, 0, "q6-icon-symbol"));
}

// ---- pawns ---------------------------------------------------------------

/** Seat colours (on :root in style.css) and shapes: never colour alone. */
export const PAWN_SHAPES = ["circle", "square", "triangle", "diamond", "star", "hexagon"];

function pawnShape(shape, r) {
  switch (shape) {
    case "square":
      return s("rect", { x: -r * 0.86, y: -r * 0.86, width: r * 1.72, height: r * 1.72, rx: r * 0.22 });
    case "triangle":
      return s("path", { d: `M0 ${-r * 1.12} L${r * 1.08} ${r * 0.8} L${-r * 1.08} ${r * 0.8} Z`, "stroke-linejoin": "round" });
    case "diamond":
      return s("path", { d: `M0 ${-r * 1.14} L${r * 1.14} 0 L0 ${r * 1.14} L${-r * 1.14} 0 Z`, "stroke-linejoin": "round" });
    case "star":
      return s("path", { d: burstPath(5, r * 1.2, r * 0.62), "stroke-linejoin": "round" });
    case "hexagon": {
      const pts = [];
      for (let i = 0; i < 6; i += 1) {
        const a = (Math.PI / 3) * i;
        pts.push(`${(r * 1.02 * Math.cos(a)).toFixed(2)},${(r * 1.02 * Math.sin(a)).toFixed(2)}`);
      }
      return s("polygon", { points: pts.join(" "), "stroke-linejoin": "round" });
    }
    default:
      return s("circle", { r });
  }
}

/** The pawn of `seat` drawn around (0, 0) with radius about `r`. */
export function pawn(seat, r = 20, extraClass = "") {
  const shape = PAWN_SHAPES[seat % PAWN_SHAPES.length];
  // The number sits a little lower in a triangle, whose middle is low.
  const dy = shape === "triangle" ? r * 0.28 : 0;
  return s("g", { class: ["q6-pawn", `q6-seat-${seat % 6}`, extraClass] },
    s("g", { class: "q6-pawn-halo" }, pawnShape(shape, r + 4)),
    s("g", { class: "q6-pawn-body" }, pawnShape(shape, r)),
    s("text", { class: "q6-pawn-number", x: 0, y: dy, "font-size": r * (shape === "star" ? 0.78 : 0.95) }, String(seat + 1)));
}

/** A small standalone pawn, for the seat lists, the ranking and the panel. */
export function pawnIcon(seat, size = 26) {
  return s("svg", { class: "q6-pawn-icon", viewBox: "-27 -27 54 54", width: size, height: size, "aria-hidden": "true", focusable: "false" },
    pawn(seat, 20));
}

// ---- the die -------------------------------------------------------------

const PIPS = {
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

/** The pips of a face (a question mark for 0: before the first roll). */
export function diePips(value) {
  if (!PIPS[value]) return [s("text", { class: "q6-die-blank", x: 0, y: 1 }, "?")];
  return PIPS[value].map(([x, y]) => s("circle", { class: "q6-die-pip", cx: x * 10, cy: y * 10, r: 4.2 }));
}

/** A die showing `value` (1–6, or 0 for blank), `size` pixels wide. */
export function dieFace(value, size = 48, extraClass = "") {
  const pips = s("g", { class: "q6-die-pips" }, diePips(value));
  return s("svg", { class: ["q6-die", extraClass], viewBox: "-22 -22 44 44", width: size, height: size, "aria-hidden": "true", focusable: "false" },
    s("rect", { class: "q6-die-body", x: -20, y: -20, width: 40, height: 40, rx: 9 }),
    pips);
}
