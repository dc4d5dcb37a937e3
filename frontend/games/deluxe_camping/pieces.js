// The drawn pieces: caravans and bungalows in seat colours, each seat with
// its own emblem (circle, square, triangle, diamond) so that colour is never
// the only cue; the pool; the tokens face down, as ice-cream sellers and as
// the pest; the fences.

import { s } from "/static/js/ui.js";
import { CELL } from "./geometry.js";

export const SEAT_CLASS = ["dc-s0", "dc-s1", "dc-s2", "dc-s3"];

/** The emblem of `seat`, centred on (x, y), about 2 * size across. */
export function emblem(seat, x = 0, y = 0, size = 5, extraClass = "dc-emblem") {
  const at = (points) => points.map(([px, py]) => `${(x + px * size).toFixed(2)},${(y + py * size).toFixed(2)}`).join(" ");
  switch (seat % 4) {
    case 0:
      return s("circle", { class: extraClass, cx: x, cy: y, r: size });
    case 1:
      return s("rect", { class: extraClass, x: x - 0.9 * size, y: y - 0.9 * size, width: 1.8 * size, height: 1.8 * size, rx: 0.2 * size });
    case 2:
      return s("polygon", { class: extraClass, points: at([[0, -1.15], [1.1, 0.8], [-1.1, 0.8]]) });
    default:
      return s("polygon", { class: extraClass, points: at([[0, -1.25], [1.1, 0], [0, 1.25], [-1.1, 0]]) });
  }
}

/** A caravan of `seat` seen from the side, centred on (x, y), within about ±25 units. */
export function caravan(seat, x = 0, y = 0, extraClass = "") {
  return s("g", { class: ["dc-caravan", SEAT_CLASS[seat], extraClass], transform: `translate(${x} ${y})` },
    s("ellipse", { class: "dc-shadow", cx: 1, cy: 17, rx: 21, ry: 3.6 }),
    s("path", { class: "dc-hitch", d: "M17 8 L25 10.5" }),
    s("circle", { class: "dc-hitch-ball", cx: 25.2, cy: 10.6, r: 1.9 }),
    s("rect", { class: "dc-body", x: -22, y: -15, width: 40, height: 27, rx: 9 }),
    s("path", { class: "dc-stripe", d: "M-21.5 3 H17.5 V7 H-21.5 Z" }),
    s("rect", { class: "dc-window", x: -17, y: -10, width: 13, height: 9, rx: 2.5 }),
    emblem(seat, 7.5, -4.5, 5.2, "dc-emblem"),
    s("circle", { class: "dc-wheel", cx: -5, cy: 12.5, r: 5.2 }),
    s("circle", { class: "dc-hub", cx: -5, cy: 12.5, r: 1.6 }));
}

/** The bungalow of `seat` covering `cells` (two adjacent [row, col]), drawn in board units. */
export function bungalow(seat, cells, at, extraClass = "") {
  const [a, b] = cells;
  const wide = a[0] === b[0];
  const first = at([Math.min(a[0], b[0]), Math.min(a[1], b[1])]);
  const w = wide ? 2 * CELL : CELL;
  const h = wide ? CELL : 2 * CELL;
  const cx = first.x + w / 2;
  const cy = first.y + h / 2;
  const left = -w / 2 + 9;
  const right = w / 2 - 9;
  const top = -h / 2 + 5;
  const eaves = wide ? -h / 2 + 27 : -h / 2 + 36;
  const bottom = h / 2 - 8;
  const parts = [
    s("ellipse", { class: "dc-shadow", cx: 2, cy: bottom + 2, rx: w / 2 - 8, ry: 4 }),
    s("rect", { class: "dc-walls", x: left + 3, y: eaves - 2, width: right - left - 6, height: bottom - eaves + 2, rx: 2 }),
    s("path", { class: "dc-planks", d: planks(left + 3, right - 3, eaves + 6, bottom, 7) }),
    s("path", { class: "dc-roof", d: `M${left - 5} ${eaves + 1} L${left + 8} ${top} H${right - 8} L${right + 5} ${eaves + 1} Z` }),
    s("path", { class: "dc-roof-ridge", d: `M${left + 8} ${top + 5} H${right - 8}` }),
  ];
  const door = { x: wide ? 8 : -6, w: 12, h: wide ? 20 : 24 };
  parts.push(s("rect", { class: "dc-door", x: door.x, y: bottom - door.h, width: door.w, height: door.h, rx: 2 }));
  const windows = wide
    ? [[left + 12, eaves + 6], [-22, eaves + 6]]
    : [[-13, eaves + 8], [3, eaves + 8], [-13, eaves + 32]];
  for (const [wx, wy] of windows) {
    parts.push(s("rect", { class: "dc-window", x: wx, y: wy, width: 11, height: 10, rx: 1.5 }));
  }
  parts.push(s("circle", { class: "dc-sign", cx: 0, cy: (top + eaves) / 2 + 1, r: 8.5 }),
    emblem(seat, 0, (top + eaves) / 2 + 1, 4.6, "dc-sign-emblem"));
  return s("g", { class: ["dc-bungalow", SEAT_CLASS[seat], extraClass], transform: `translate(${cx} ${cy})` }, parts);
}

function planks(x1, x2, y1, y2, gap) {
  let d = "";
  for (let y = y1; y < y2 - 2; y += gap) d += `M${x1} ${y} H${x2} `;
  return d;
}

/** The pool on its 2x2 block whose top-left corner is (x, y). */
export function pool(x, y, extraClass = "") {
  const size = 2 * CELL;
  return s("g", { class: ["dc-pool", extraClass], transform: `translate(${x} ${y})` },
    s("rect", { class: "dc-pool-deck", x: 4, y: 4, width: size - 8, height: size - 8, rx: 14 }),
    s("rect", { class: "dc-pool-water", x: 13, y: 13, width: size - 26, height: size - 26, rx: 8 }),
    s("path", { class: "dc-pool-ripple", d: "M26 40 q7 -5 14 0 t14 0 M58 70 q7 -5 14 0 t14 0 M30 88 q6 -4 12 0 t12 0" }),
    s("g", { class: "dc-pool-ladder" },
      s("path", { d: `M${size - 30} 16 V40 M${size - 21} 16 V40 M${size - 30} 22 H${size - 21} M${size - 30} 30 H${size - 21} M${size - 30} 38 H${size - 21}` })),
    s("circle", { class: "dc-pool-ring", cx: 36, cy: 66, r: 9 }),
    s("circle", { class: "dc-pool-ring-hole", cx: 36, cy: 66, r: 4 }));
}

/** A token of `kind` ("face_down", "ice_cream" or "pest") centred on (x, y). */
export function token(kind, x = 0, y = 0, extraClass = "") {
  const parts = [s("ellipse", { class: "dc-shadow", cx: 1, cy: 19, rx: 16, ry: 3.2 }),
    s("circle", { class: "dc-token-disc", cx: 0, cy: 0, r: 19 })];
  if (kind === "ice_cream") {
    parts.push(
      s("path", { class: "dc-cone", d: "M-7.5 -1 L7.5 -1 L0 15 Z" }),
      s("path", { class: "dc-cone-lines", d: "M-4.5 -1 L2.6 9.5 M0.5 -1 L5 4.5 M4.5 -1 L-2.6 9.5 M-0.5 -1 L-5 4.5" }),
      s("circle", { class: "dc-scoop", cx: 0, cy: -5.5, r: 8.4 }),
      s("path", { class: "dc-scoop-drip", d: "M-8 -3 q2 4 4 1 q2 3 4 0 q2 3 4 0 q2 3 4 -1" }),
      s("circle", { class: "dc-cherry", cx: 1.5, cy: -14.5, r: 2.8 }));
  } else if (kind === "pest") {
    parts.push(
      s("path", { class: "dc-pest-legs", d: "M-3 2 L-11 -3 M-3 5 L-12 6 M-2 7 L-9 13 M3 2 L11 -3 M3 5 L12 6 M2 7 L9 13" }),
      s("ellipse", { class: "dc-pest-wing", cx: -7, cy: -6, rx: 8, ry: 4.2, transform: "rotate(-28 -7 -6)" }),
      s("ellipse", { class: "dc-pest-wing", cx: 7, cy: -6, rx: 8, ry: 4.2, transform: "rotate(28 7 -6)" }),
      s("ellipse", { class: "dc-pest-body", cx: 0, cy: 4, rx: 3.6, ry: 8.5 }),
      s("circle", { class: "dc-pest-head", cx: 0, cy: -6.5, r: 3.6 }),
      s("path", { class: "dc-pest-sting", d: "M0 -9 L0 -16" }));
  } else {
    parts.push(
      s("circle", { class: "dc-token-ring", cx: 0, cy: 0, r: 14 }),
      s("text", { class: "dc-token-mark", x: 0, y: 1 }, "?"));
  }
  return s("g", { class: ["dc-token", `dc-token-${kind}`, extraClass], transform: `translate(${x} ${y})` }, parts);
}

/** A fence from (x1, y1) to (x2, y2): rails between two posts. */
export function fence({ x1, y1, x2, y2 }, extraClass = "") {
  return s("g", { class: ["dc-fence", extraClass] },
    s("line", { class: "dc-fence-back", x1, y1, x2, y2 }),
    s("line", { class: "dc-fence-rail", x1, y1, x2, y2 }),
    s("circle", { class: "dc-post", cx: x1, cy: y1, r: 5 }),
    s("circle", { class: "dc-post", cx: x2, cy: y2, r: 5 }));
}

/** A small standalone picture of `seat`'s caravan, for panels and seat lists. */
export function caravanIcon(seat, size = 28) {
  return s("svg", { class: "dc-icon", viewBox: "-27 -24 54 46", width: size, height: Math.round(size * 46 / 54), "aria-hidden": "true", focusable: "false" },
    caravan(seat));
}

/** A small standalone picture of a token, for legends. */
export function tokenIcon(kind, size = 24) {
  return s("svg", { class: "dc-icon", viewBox: "-21 -21 42 44", width: size, height: size, "aria-hidden": "true", focusable: "false" },
    token(kind));
}

/** A small standalone picture of the pool, for legends. */
export function poolIcon(size = 24) {
  return s("svg", { class: "dc-icon", viewBox: `0 0 ${2 * CELL} ${2 * CELL}`, width: size, height: size, "aria-hidden": "true", focusable: "false" },
    pool(0, 0));
}

/** A seat's emblem alone, in its colour, for text lines. */
export function emblemIcon(seat, size = 14) {
  return s("svg", { class: ["dc-icon", "dc-emblem-icon", SEAT_CLASS[seat]], viewBox: "-8 -8 16 16", width: size, height: size, "aria-hidden": "true", focusable: "false" },
    emblem(seat, 0, 0, 6, "dc-emblem-solid"));
}
