// Seat markers for lists (seats, chat, ranking): the game's own piece when its
// renderer draws one, else a shape of its own per seat with the seat number
// inside, in the Okabe–Ito colours, so that colour is never the only cue.

import { s } from "./ui.js";

const COLOURS = ["#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7", "#999999"];
// Dark or light text, whichever reads better on each colour.
const INK = ["#1d1400", "#0b2230", "#ffffff", "#1d1a00", "#ffffff", "#ffffff", "#1d0a16", "#111111"];
const SHAPES = [
  "M12 2a10 10 0 1 0 0.01 0Z", // circle
  "M3 3h18v18H3Z", // square
  "M12 1.5 23 21.5H1Z", // triangle
  "M12 1 23 12 12 23 1 12Z", // diamond
  "M12 1.5l3.1 6.6 7.2.8-5.4 4.9 1.5 7.1L12 17.3l-6.4 3.6 1.5-7.1L1.7 8.9l7.2-.8Z", // star
  "M6.5 2.5h11L23 12l-5.5 9.5h-11L1 12Z", // hexagon
  "M12 1.5 22.5 9l-4 12.5h-13L1.5 9Z", // pentagon
  "M8 1.5h8v6.5h6.5v8H16v6.5H8V16H1.5V8H8Z", // cross
];

/** The plain marker of `seat` (0-based): shape, colour and number. */
export function plainMarker(seat, size = 26) {
  const n = ((seat % SHAPES.length) + SHAPES.length) % SHAPES.length;
  const y = n === 2 ? 16.5 : n === 4 ? 14.5 : 16;
  return s("svg", { class: "seat-shape", viewBox: "0 0 24 24", width: size, height: size, "aria-hidden": "true", focusable: "false" },
    s("path", { d: SHAPES[n], fill: COLOURS[n], stroke: "#2a2118", "stroke-width": 1.2, "stroke-linejoin": "round" }),
    s("text", { x: 12, y, "text-anchor": "middle", "font-size": n === 2 || n === 4 ? 8.5 : 10, "font-weight": 800, fill: INK[n] }, String(seat + 1)));
}

/** The marker of `seat` from the game's renderer module if it has one, else the plain one. */
export function seatMarkerFor(module, seat, size = 26) {
  if (module?.seatMarker) {
    try {
      const marker = module.seatMarker(seat);
      if (marker instanceof Node) return marker;
    } catch (err) { /* a renderer's bug must not hide the seat list */ }
  }
  return plainMarker(seat, size);
}
