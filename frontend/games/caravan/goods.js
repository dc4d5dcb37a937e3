// The eight goods as round tokens: four common ones (meat, swords, salt,
// hides) on a plain rim, four rare ones (ivory, cloth, gems, paper) on a gold
// rim. Each is drawn around (0, 0) in a 24-unit box and scaled to the token.

import { s } from "/static/js/ui.js";

export const GOODS = ["meat", "swords", "salt", "hides", "ivory", "cloth", "gems", "paper"];
const RARE = new Set(["ivory", "cloth", "gems", "paper"]);

const ICONS = {
  meat: () => [
    s("path", { class: "cv-i-bone", d: "M3 3 L8 8 M7 6 a2.3 2.3 0 1 1 3 3 M6 7 a2.3 2.3 0 1 0 3 3" }),
    s("path", { class: "cv-i-meat", d: "M-8 -3 C-10 -9 -3 -12 2 -9 C7 -6 8 0 4 4 C0 8 -6 6 -8 -3 Z" }),
    s("path", { class: "cv-i-fat", d: "M-5 -5 C-4 -8 0 -9 2 -7" }),
  ],
  swords: () => [
    s("path", { class: "cv-i-blade", d: "M-8 -9 L6 5 M8 -9 L-6 5" }),
    s("path", { class: "cv-i-guard", d: "M3 8 L9 2 M-3 8 L-9 2" }),
    s("path", { class: "cv-i-hilt", d: "M6 5 L9 8 M-6 5 L-9 8" }),
  ],
  salt: () => [
    s("path", { class: "cv-i-salt", d: "M-10 7 C-7 -1 -3 -7 0 -7 C3 -7 7 -1 10 7 Z" }),
    s("path", { class: "cv-i-crystal", d: "M-3 -1 l2 -2 l2 2 l-2 2 Z M2 3 l2 -2 l2 2 l-2 2 Z M-6 4 l1.6 -1.6 l1.6 1.6 l-1.6 1.6 Z" }),
  ],
  hides: () => [
    s("path", { class: "cv-i-hide", d: "M-6 -10 L-3 -7 L3 -7 L6 -10 L7 -5 L10 -3 L7 1 L8 8 L4 6 L0 10 L-4 6 L-8 8 L-7 1 L-10 -3 L-7 -5 Z" }),
    s("circle", { class: "cv-i-spot", cx: -2, cy: -2, r: 1.6 }),
    s("circle", { class: "cv-i-spot", cx: 3, cy: 2, r: 1.3 }),
  ],
  ivory: () => [
    s("path", { class: "cv-i-tusk", d: "M-9 9 C-10 -2 -3 -9 8 -10 C2 -6 -3 -1 -4 9 Z" }),
    s("path", { class: "cv-i-tusk-line", d: "M-8 5 L-4 5" }),
  ],
  cloth: () => [
    s("rect", { class: "cv-i-cloth", x: -9, y: -8, width: 15, height: 14, rx: 2 }),
    s("path", { class: "cv-i-stripe", d: "M-9 -3 L6 -3 M-9 2 L6 2" }),
    s("ellipse", { class: "cv-i-roll", cx: 6, cy: -1, rx: 3, ry: 7 }),
    s("path", { class: "cv-i-cloth", d: "M-5 6 L-5 10 L1 8 Z" }),
  ],
  gems: () => [
    s("path", { class: "cv-i-gem", d: "M-9 -3 L-5 -8 L5 -8 L9 -3 L0 9 Z" }),
    s("path", { class: "cv-i-facet", d: "M-9 -3 L9 -3 M-3 -8 L-4 -3 L0 9 L4 -3 L3 -8" }),
  ],
  paper: () => [
    s("rect", { class: "cv-i-paper", x: -7, y: -8, width: 14, height: 16, rx: 1 }),
    s("path", { class: "cv-i-roll", d: "M-9 -9 h18 a2 2 0 0 1 0 4 h-18 a2 2 0 0 1 0 -4 Z M-9 6 h18 a2 2 0 0 1 0 4 h-18 a2 2 0 0 1 0 -4 Z" }),
    s("path", { class: "cv-i-lines", d: "M-4 -2 h8 M-4 1 h8 M-4 4 h5" }),
  ],
};

/** Whether a good is one of the rare ones (worth 6). */
export function isRare(good, kinds = null) {
  const kind = kinds?.find((k) => k.good === good);
  return kind ? kind.rare : RARE.has(good);
}

/** A good as a round token of radius `r`, centred on (0, 0). */
export function goodToken(good, r = 12, kinds = null) {
  const icon = ICONS[good];
  return s("g", { class: ["cv-token", `cv-good-${good}`, isRare(good, kinds) ? "cv-rare" : "cv-common"] },
    s("circle", { class: "cv-token-disc", r }),
    isRare(good, kinds) ? s("circle", { class: "cv-token-inner", r: r - 2.6 }) : null,
    icon ? s("g", { class: "cv-token-icon", transform: `scale(${(r / 13).toFixed(3)})` }, icon()) : null);
}

/** A standalone token picture for panels and buttons. */
export function goodIcon(good, size = 24, kinds = null) {
  return s("svg", { class: "cv-good-icon", viewBox: "-13 -13 26 26", width: size, height: size,
    "aria-hidden": "true", focusable: "false" }, goodToken(good, 12, kinds));
}

/** A demand marker (1 point): a small coin. */
export function demandCoin(x = 0, y = 0, r = 6) {
  return s("g", { class: "cv-coin", transform: `translate(${x} ${y})` },
    s("circle", { r }), s("text", { y: 0.5, "font-size": (r * 1.4).toFixed(1) }, "1"));
}

/** A standalone demand marker for panels. */
export function coinIcon(size = 18) {
  return s("svg", { class: "cv-coin-icon", viewBox: "-7 -7 14 14", width: size, height: size,
    "aria-hidden": "true", focusable: "false" }, demandCoin(0, 0, 6.3));
}
