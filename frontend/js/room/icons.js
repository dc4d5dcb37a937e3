// Small icons of the room page.

import { s } from "../ui.js";

export function eyeIcon() {
  return s("svg", { class: "eye", viewBox: "0 0 24 24", width: 18, height: 18, "aria-hidden": "true", focusable: "false" },
    s("path", { d: "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z", fill: "none", stroke: "currentColor", "stroke-width": 2 }),
    s("circle", { cx: 12, cy: 12, r: 3, fill: "currentColor" }));
}

export function bookIcon() {
  return s("svg", { viewBox: "0 0 24 24", width: 18, height: 18, "aria-hidden": "true", focusable: "false" },
    s("path", { d: "M4 4.5A2.5 2.5 0 0 1 6.5 2H20v16H6.5A2.5 2.5 0 0 0 4 20.5ZM4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5",
      fill: "none", stroke: "currentColor", "stroke-width": 2, "stroke-linejoin": "round" }));
}

export function botIcon() {
  return s("svg", { viewBox: "0 0 24 24", width: 14, height: 14, "aria-hidden": "true", focusable: "false" },
    s("rect", { x: 4, y: 7, width: 16, height: 12, rx: 3, fill: "currentColor" }),
    s("path", { d: "M12 3v4", stroke: "currentColor", "stroke-width": 2, "stroke-linecap": "round" }),
    s("circle", { cx: 9, cy: 13, r: 1.6, fill: "#fff" }),
    s("circle", { cx: 15, cy: 13, r: 1.6, fill: "#fff" }));
}

export function undoIcon() {
  return s("svg", { viewBox: "0 0 24 24", width: 18, height: 18, "aria-hidden": "true", focusable: "false" },
    s("path", { d: "M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3", fill: "none", stroke: "currentColor", "stroke-width": 2.2,
      "stroke-linecap": "round", "stroke-linejoin": "round" }));
}
