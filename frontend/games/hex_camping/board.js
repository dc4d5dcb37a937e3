// The SVG board: land and lake hexes, boats, campers, the current lake and
// the last move, and the legal hexes as keyboard-reachable buttons.

import { s } from "/static/js/ui.js";
import { arrowOf, nextInDirection } from "/static/js/gridnav.js";
import { R, boardSize, centre, centreOf, corners, key, neighbours } from "./geometry.js";
import { boats, piece } from "./pieces.js";

const HEX = corners(R);
const HEX_INSET = corners(R - 2);

// A few blades of grass, placed by a fixed pattern per hex so the board does
// not look like a spreadsheet but never changes between updates.
const TUFTS = [[-18, -14], [14, -20], [20, 8], [-10, 18], [-24, 4], [6, 22]];
function tufts(col, row) {
  const g = s("g", { class: "hc-tufts", "aria-hidden": "true" });
  const seed = (col * 7 + row * 13) % TUFTS.length;
  for (const [x, y] of [TUFTS[seed], TUFTS[(seed + 3) % TUFTS.length]]) {
    g.append(s("path", { d: `M${x - 3} ${y} l2 -5 M${x} ${y} l0 -6 M${x + 3} ${y} l-2 -5` }));
  }
  return g;
}

/**
 * Draw the board for `view`. `legal`: the place moves' hexes (keys) this
 * viewer may click now, drawn as buttons (boardControls makes them work).
 * Returns the SVG element.
 */
export function drawBoard(view, { legal, pending, mySeat, t }) {
  const { width, height } = boardSize(view.cols, view.rows);
  const svg = s("svg", {
    class: "hc-svg", "data-fit-board": true, viewBox: `0 0 ${width.toFixed(1)} ${height.toFixed(1)}`,
    role: "group", "aria-label": t("board.label", { cols: view.cols, rows: view.rows }),
  });

  const lakeAt = new Map(view.lakes.map((lake) => [key(lake.hex), lake]));
  const camperAt = new Map(view.campers.map((c) => [key(c.hex), c.seat]));
  const lastKeys = new Set((view.last || []).map(key));
  const order = view.order || [];
  const currentIndex = view.current_lake === null ? order.length : order.indexOf(view.current_lake);
  const done = new Set(order.slice(0, Math.max(0, currentIndex)));

  const ground = s("g", { class: "hc-ground" });
  const water = s("g", { class: "hc-water" });
  const marks = s("g", { class: "hc-marks" });
  const buttons = s("g", { class: "hc-buttons" });
  svg.append(ground, water, marks, buttons);

  for (let row = 0; row < view.rows; row += 1) {
    for (let col = 0; col < view.cols; col += 1) {
      const hex = [col, row];
      const k = key(hex);
      const { x, y } = centre(col, row);
      const at = `translate(${x.toFixed(2)} ${y.toFixed(2)})`;
      const lake = lakeAt.get(k);
      if (lake) {
        const current = lake.number === view.current_lake;
        water.append(drawLake(lake, at, { current, done: done.has(lake.number), t }));
        // Above the land, so that neighbouring hexes do not hide the glow.
        if (current) marks.prepend(currentRing(at));
        continue;
      }
      const seat = camperAt.get(k);
      const land = s("g", { class: ["hc-land", seat === undefined ? "hc-free" : ""], transform: at },
        s("polygon", { class: "hc-land-base", points: HEX }),
        s("polygon", { class: "hc-land-top", points: HEX_INSET }),
        tufts(col, row));
      ground.append(land);
      if (seat !== undefined) {
        const last = lastKeys.has(k);
        if (last) marks.append(s("circle", { class: "hc-last", cx: x, cy: y, r: R * 0.74 }));
        marks.append(piece(seat, x, y, last ? "hc-piece-last" : ""));
      }
      if (pending && key(pending) === k) {
        marks.append(piece(mySeat, x, y, "hc-piece-pending"));
      } else if (legal.has(k)) {
        buttons.append(legalButton(hex, at, { x, y, lakeAt, view, t, mySeat, busy: Boolean(pending) }));
      }
    }
  }

  svg.prepend(s("defs", {},
    s("filter", { id: "hc-glow", x: "-30%", y: "-30%", width: "160%", height: "160%" },
      s("feGaussianBlur", { stdDeviation: 3 }))));

  return svg;
}

/**
 * The legal hexes drawn in `wrap` (by drawBoard, again at each update) work:
 * a click, Enter or Space calls `onPlace(hex)`, the arrow keys go to the next
 * legal hex. Listened to on `wrap`, which stays, and read from the hexes on
 * the page, so that the board's buttons may be kept or replaced by a redraw.
 */
export function boardControls(wrap, { onPlace }) {
  const targetOf = (event) => {
    const target = event.target instanceof Element ? event.target.closest(".hc-target") : null;
    return target instanceof SVGElement && target.getAttribute("aria-disabled") !== "true" ? target : null;
  };
  wrap.addEventListener("click", (event) => {
    const target = targetOf(event);
    if (target) onPlace(JSON.parse(target.dataset.hex));
  });
  wrap.addEventListener("keydown", (event) => {
    const target = targetOf(event);
    if (!target) return;
    const hex = JSON.parse(target.dataset.hex);
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onPlace(hex);
      return;
    }
    const dir = arrowOf(event);
    if (!dir) return;
    event.preventDefault();
    const legalHexes = [...wrap.querySelectorAll(".hc-target")].map((el) => JSON.parse(/** @type {SVGElement} */ (el).dataset.hex));
    const next = nextInDirection(hex, legalHexes, dir, { pointOf: centreOf });
    if (next) /** @type {SVGElement|null} */ (wrap.querySelector(`.hc-target[data-key="${key(next)}"]`))?.focus();
  });
}

// Lake hexes are drawn a little larger than land and without a border, so
// that neighbouring lake hexes read as one body of water, as they score.
function drawLake(lake, at, { current, done, t }) {
  const g = s("g", {
    class: ["hc-lake", current ? "hc-lake-current" : "", done ? "hc-lake-done" : ""], transform: at,
    role: "img", "aria-label": t("lake.label", { number: lake.number, n: lake.boats }),
  });
  g.append(
    s("polygon", { class: "hc-lake-body", points: corners(R + 0.8) }),
    s("path", { class: "hc-wave", d: "M-26 -2 q5 -4 10 0 t10 0 M6 -24 q4 -3 8 0 t8 0 M-6 28 q4 -3 8 0 t8 0" }),
    s("circle", { class: "hc-lake-disc", cx: 0, cy: -14, r: 12 }),
    s("text", { class: "hc-lake-number", x: 0, y: -14 }, String(lake.number)),
    boats(lake.boats, 12),
  );
  return g;
}

function currentRing(at) {
  return s("g", { class: "hc-current", transform: at, "aria-hidden": "true" },
    s("polygon", { class: "hc-current-glow", points: corners(R + 1), filter: "url(#hc-glow)" }),
    s("polygon", { class: "hc-current-ring", points: corners(R - 2) }));
}

/** @param {number[]} hex @param {string} at @param {any} options */
function legalButton(hex, at, { lakeAt, view, t, mySeat, busy }) {
  const lakes = neighbours(hex, view.cols, view.rows)
    .map((n) => lakeAt.get(key(n)))
    .filter(Boolean)
    .map((lake) => lake.number)
    .sort((a, b) => a - b);
  const label = lakes.length
    ? t("hex.placeNear", { col: hex[0] + 1, row: hex[1] + 1, lakes: lakes.join(", ") })
    : t("hex.place", { col: hex[0] + 1, row: hex[1] + 1 });
  return s("g", {
    class: "hc-target", transform: at, tabindex: busy ? -1 : 0, role: "button", "aria-label": label,
    "aria-disabled": busy ? "true" : null, dataset: { hex: JSON.stringify(hex), key: key(hex) },
  },
  s("polygon", { class: "hc-target-area", points: HEX_INSET }),
  s("polygon", { class: "hc-target-ring", points: corners(R - 6) }),
  s("g", { class: "hc-ghost" }, piece(mySeat)),
  s("polygon", { class: "hc-focus-ring", points: corners(R - 3) }));
}
