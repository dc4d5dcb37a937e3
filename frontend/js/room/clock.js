// A deadline the server enforces (the protocol's `clock`: a turn clock or a
// quiz question's time), counted down here between states from the moment
// the state arrived; every new state corrects it.

import { t } from "../i18n.js";
import { h, randomId, s } from "../ui.js";

const LOW_MS = 10_000;

/** "1:05" for 65 000 ms, rounded up so that 0:00 means the time is really up. */
export function clockText(ms) {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * The clock for `clock` ({remaining_ms, total_ms, kind}) received at
 * `receivedAt` (Date.now()). `onLow()` is called once when ten seconds are
 * left. Returns {el, stop()}.
 */
/** @param {any} clock @param {number} receivedAt @param {{onLow?: (left: number) => void}} [options] */
export function clockBox(clock, receivedAt, { onLow } = {}) {
  const ends = receivedAt + clock.remaining_ms;
  const label = t(clock.kind === "turn" ? "clock.turn" : "clock.deadline");
  const text = h("span", { class: "clock-text" });
  const fill = h("span", { class: "clock-fill" });
  const bar = h("span", { class: "clock-bar", "aria-hidden": "true" }, fill);
  // A key of its own: a clock drawn again is a new one (it ticks its own elements), never the last one updated.
  const el = h("span", { class: "clock", title: label, role: "timer", dataset: { key: randomId("clock-") } },
    hourglass(), h("span", { class: "visually-hidden" }, `${label} `), text, bar);
  let timer = null;
  let warned = clock.remaining_ms <= LOW_MS;
  const tick = () => {
    const left = Math.max(0, ends - Date.now());
    text.textContent = clockText(left);
    fill.style.width = `${clock.total_ms ? Math.min(100, (100 * left) / clock.total_ms) : 0}%`;
    el.classList.toggle("clock-low", left <= LOW_MS);
    if (!warned && left <= LOW_MS) {
      warned = true;
      onLow?.(left);
    }
    if (!left) window.clearInterval(timer);
  };
  tick();
  timer = window.setInterval(tick, 250);
  return { el, stop: () => window.clearInterval(timer) };
}

function hourglass() {
  return s("svg", { class: "clock-icon", viewBox: "0 0 24 24", width: 18, height: 18, "aria-hidden": "true", focusable: "false" },
    s("path", { d: "M6 2h12M6 22h12M7 2c0 6 10 6 10 10S7 16 7 22M17 2c0 6-10 6-10 10s10 4 10 10",
      fill: "none", stroke: "currentColor", "stroke-width": 2, "stroke-linecap": "round" }));
}
