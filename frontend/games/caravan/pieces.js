// The players' camels: one colour per seat and, for colour-blind players, a
// shape on the camel's blanket (circle, square, triangle, diamond).

import { s } from "/static/js/ui.js";
import { goodToken } from "./goods.js";

export const SEAT_CLASS = ["cv-s0", "cv-s1", "cv-s2", "cv-s3"];
const SHAPES = ["circle", "square", "triangle", "diamond"];

// A figure (one camel with what it carries) fits a 64 × 72 box around FIGURE_CENTRE.
export const FIGURE_SIZE = { w: 64, h: 72 };
export const FIGURE_CENTRE = { x: 1, y: -12 };
const LOAD_AT = { x: -6, y: -33 }; // a good on the hump
const STOLEN_AT = { x: -4, y: 11 }; // a stolen good, under the belly

const BODY = "M-26 -2 C-26 -10 -20 -12 -16 -12 C-12 -25 2 -25 4 -12 C8 -10 12 -8 14 -4 L17 -16 "
  + "C18 -21 22 -23 26 -22 L31 -19 C33 -18 33 -15 31 -14 L24 -14 L21 2 C18 8 10 9 6 8 L-18 8 "
  + "C-24 8 -26 4 -26 -2 Z";
const BLANKET = "M-15 -13 C-11 -20 -1 -20 3 -13 L2 3 L-14 3 Z";
const LEGS = [-21, -14, 7, 14];

/** The seat's mark (its shape), centred on (x, y), `r` units in radius. */
export function seatShape(seat, x = 0, y = 0, r = 5, cls = "cv-mark") {
  const shape = SHAPES[seat % SHAPES.length];
  if (shape === "circle") return s("circle", { class: cls, cx: x, cy: y, r: r * 0.9 });
  if (shape === "square") return s("rect", { class: cls, x: x - r * 0.8, y: y - r * 0.8, width: r * 1.6, height: r * 1.6, rx: 1 });
  if (shape === "triangle") {
    return s("path", { class: cls, d: `M${x} ${y - r} L${x + r} ${y + r * 0.8} L${x - r} ${y + r * 0.8} Z` });
  }
  return s("path", { class: cls, d: `M${x} ${y - r * 1.1} L${x + r} ${y} L${x} ${y + r * 1.1} L${x - r} ${y} Z` });
}

/** One camel of `seat`, standing on y = 22, facing right. */
export function camel(seat, extraClass = "") {
  return s("g", { class: ["cv-camel", extraClass] },
    s("ellipse", { class: "cv-camel-shadow", cx: -3, cy: 22, rx: 24, ry: 3 }),
    s("path", { class: "cv-camel-tail", d: "M-25 -4 Q-30 0 -29 8" }),
    LEGS.map((x) => s("rect", { class: "cv-camel-leg", x: x - 2.3, y: 2, width: 4.6, height: 20, rx: 2.2 })),
    s("path", { class: "cv-camel-body", d: BODY }),
    s("path", { class: "cv-camel-blanket", d: BLANKET }),
    seatShape(seat, -6, -5, 4.6),
    s("circle", { class: "cv-camel-eye", cx: 25.5, cy: -18.5, r: 1.4 }));
}

/**
 * A figure: `count` unladen camels of `seat` (drawn as a small herd with
 * its number), or one camel with its `load` ({good, stolen}).
 */
export function figure(seat, { count = 1, load = null, kinds = null } = {}) {
  const g = s("g", { class: ["cv-figure", SEAT_CLASS[seat]] });
  if (!load && count > 1) {
    g.append(s("g", { transform: "translate(-8 -5)", class: "cv-herd" }, camel(seat, "cv-camel-back")));
  }
  g.append(camel(seat));
  if (load && load.stolen) {
    // A stolen good hangs under the belly, in front of the legs, with a mask beside it.
    g.append(s("g", { class: "cv-stolen", transform: `translate(${STOLEN_AT.x} ${STOLEN_AT.y})` },
      goodToken(load.good, 11.5, kinds), theftMask(15, 6, 0.62)));
  }
  if (load && !load.stolen) {
    g.append(s("g", { class: "cv-load", transform: `translate(${LOAD_AT.x} ${LOAD_AT.y})` }, goodToken(load.good, 14, kinds)));
  }
  if (!load && count > 1) {
    g.append(s("g", { class: "cv-count", transform: "translate(-22 -24)" },
      s("circle", { r: 10 }), s("text", { y: 0.5 }, String(count))));
  }
  return g;
}

/** A bandit's mask: the theft marker. */
export function theftMask(x = 0, y = 0, scale = 1) {
  return s("g", { class: "cv-mask", transform: `translate(${x} ${y}) scale(${scale})` },
    s("path", { class: "cv-mask-band", d: "M-14 -5 C-6 -9 6 -9 14 -5 L13 4 C6 8 2 3 0 3 C-2 3 -6 8 -13 4 Z" }),
    s("ellipse", { class: "cv-mask-eye", cx: -6, cy: -1, rx: 3.4, ry: 2.2 }),
    s("ellipse", { class: "cv-mask-eye", cx: 6, cy: -1, rx: 3.4, ry: 2.2 }));
}

/** A small standalone camel of `seat`, for seat lists, panels and rankings. */
export function camelIcon(seat, size = 28) {
  return s("svg", { class: ["cv-icon", SEAT_CLASS[seat]], viewBox: "-33 -30 68 56", width: size, height: Math.round(size * 56 / 68),
    "aria-hidden": "true", focusable: "false" }, camel(seat));
}

/** A small standalone theft marker. */
export function maskIcon(size = 22) {
  return s("svg", { class: "cv-icon", viewBox: "-16 -10 32 20", width: size, height: Math.round(size * 20 / 32),
    "aria-hidden": "true", focusable: "false" }, theftMask());
}
