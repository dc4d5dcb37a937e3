// Showing what the last move did: a camel walking to its square, a good
// travelling along the chain, a theft, a delivery's points, new goods
// popping up after a refill. Skipped when the player asks for less motion.

import { s } from "/static/js/ui.js";
import { goodToken } from "./goods.js";
import { CELL, centre, corner, inside, windowSize } from "./geometry.js";
import { figure, theftMask } from "./pieces.js";

const WALK_MS = 650;

export function reducedMotion() {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

function move(el, from, to, { duration = WALK_MS, delay = 0, fade = true, scale = 1 } = {}) {
  const at = (p, k = scale) => `translate(${p.x.toFixed(1)}px, ${p.y.toFixed(1)}px) scale(${k})`;
  const frames = [
    { transform: at(from), opacity: 1, offset: 0 },
    { transform: at(to), opacity: 1, offset: 0.8 },
    { transform: at(to), opacity: fade ? 0 : 1, offset: 1 },
  ];
  return el.animate(frames, { duration, delay, easing: "ease-in-out", fill: "both" });
}

function settle(layer, el, animation) {
  layer.append(el);
  animation.finished.then(() => el.remove(), () => el.remove());
}

/** Play the last move of `view` on the board `svg` (drawn for window `win`). */
export function animateLast(svg, view, win) {
  const last = view.last;
  if (!last || reducedMotion()) return;
  const layer = svg.querySelector(".cv-anim");
  const cellOf = (at) => svg.querySelector(`.cv-cell[data-key="${at[0]},${at[1]}"]`);
  if (!layer || !last.to || !inside(win, last.to)) {
    refillPop(svg, last);
    return;
  }
  const to = centre(win, last.to);
  const from = last.from && inside(win, last.from) ? centre(win, last.from) : null;
  const target = cellOf(last.to);
  target?.querySelector(".cv-figures")?.animate(
    [{ opacity: 0.25 }, { opacity: 0.25, offset: 0.75 }, { opacity: 1 }], { duration: WALK_MS + 100, easing: "ease-out" });

  if (last.type === "camel") {
    const { height } = windowSize(win);
    const start = from || { x: to.x, y: height + CELL * 0.4 };
    const ghost = s("g", { class: "cv-ghost" }, figure(last.seat, { count: 1 }));
    settle(layer, ghost, move(ghost, { x: start.x, y: start.y + 6 }, { x: to.x, y: to.y + 6 }, { scale: 0.8 }));
  } else if (last.type === "carry" && from) {
    const token = s("g", { class: "cv-ghost" }, goodToken(last.good, 13, view.kinds));
    settle(layer, token, move(token, from, to, { fade: !last.delivered }));
    if (last.delivered) deliveryBurst(layer, view, last, to);
  } else if (last.type === "pickup") {
    const { x, y } = corner(win, last.to);
    const token = s("g", { class: "cv-ghost" }, goodToken(last.good, 13, view.kinds));
    settle(layer, token, move(token, { x: x + 50, y: y + 24 }, { x: x + 50, y: y + 55 }, { duration: 500 }));
  } else if (last.type === "steal") {
    const mask = s("g", { class: "cv-ghost" }, theftMask(0, 0, 1.6));
    settle(layer, mask, mask.animate([
      { transform: `translate(${to.x}px, ${to.y}px) scale(0.2)`, opacity: 0 },
      { transform: `translate(${to.x}px, ${to.y - 20}px) scale(1.3)`, opacity: 1, offset: 0.3 },
      { transform: `translate(${to.x}px, ${to.y - 20}px) scale(1)`, opacity: 1, offset: 0.8 },
      { transform: `translate(${to.x}px, ${to.y - 30}px) scale(1)`, opacity: 0 },
    ], { duration: 1400, easing: "ease-out", fill: "both" }));
    shake(target);
  }
  refillPop(svg, last);
}

function deliveryBurst(layer, view, last, at) {
  const points = view.kinds.find((k) => k.good === last.good)?.points ?? 0;
  const burst = s("g", { class: "cv-ghost cv-burst" },
    s("circle", { r: 26 }),
    s("text", { y: 1 }, `+${points}`));
  settle(layer, burst, burst.animate([
    { transform: `translate(${at.x}px, ${at.y}px) scale(0.3)`, opacity: 0 },
    { transform: `translate(${at.x}px, ${at.y}px) scale(0.3)`, opacity: 0, offset: 0.45 },
    { transform: `translate(${at.x}px, ${at.y - 12}px) scale(1.25)`, opacity: 1, offset: 0.65 },
    { transform: `translate(${at.x}px, ${at.y - 36}px) scale(1)`, opacity: 0 },
  ], { duration: 1700, easing: "ease-out", fill: "both" }));
}

function shake(cell) {
  const figures = cell?.querySelector(".cv-figures");
  figures?.animate([
    { transform: "translate(0px, 0px)" }, { transform: "translate(-3px, 0px)" }, { transform: "translate(3px, 0px)" },
    { transform: "translate(-2px, 0px)" }, { transform: "translate(0px, 0px)" },
  ], { duration: 420, delay: 250 });
}

function refillPop(svg, last) {
  if (!last.refill) return;
  last.refill.drawn.forEach((d, i) => {
    svg.querySelector(`.cv-lying[data-number="${d.number}"]`)?.animate([
      { opacity: 0 }, { opacity: 0, offset: 0.4 }, { opacity: 1 },
    ], { duration: 900 + i * 120, easing: "ease-out", fill: "both" });
  });
}
