// The SVG campsite drawn from a view: grass, attributed zones in their
// owner's colour with their value, fences, the pool, bungalows, caravans,
// tokens and the last move. Interactive targets go into the `targets` and
// `preview` layers it returns (see targets.js). The rules page draws its
// diagrams with the same function.

import { s } from "/static/js/ui.js";
import { CELL, MARGIN, boardSize, cellName, centre, corner, edgeLine, key } from "./geometry.js";
import { SEAT_CLASS, bungalow, caravan, emblem, fence, pool, token } from "./pieces.js";

let boards = 0; // a per-board prefix keeps pattern ids unique when a page draws several boards

const TUFTS = [[12, 16], [44, 12], [20, 46], [48, 40], [32, 28], [8, 34]];

/** Index a view by cell: what stands where, and where fences are. */
export function readView(view) {
  const rows = view.rows ?? view.size;
  const cols = view.cols ?? view.size;
  const at = new Map(); // cell key -> {kind, seat?, token?}
  for (const cell of view.pool || []) at.set(key(cell), { kind: "pool" });
  for (const b of view.bungalows || []) for (const cell of b.cells) at.set(key(cell), { kind: "bungalow", seat: b.seat });
  for (const c of view.caravans || []) at.set(key(c.cell), { kind: "caravan", seat: c.seat });
  for (const tk of view.tokens || []) at.set(key(tk.cell), { kind: "token", token: tk.kind });
  const fences = new Set((view.fences || []).map((f) => `${f.cell[0]},${f.cell[1]},${f.side}`));
  return { rows, cols, at, fences };
}

/**
 * Draw `view`. Options: t, names, margin (space for coordinates; 0 for small
 * diagrams), coords (draw column letters and row numbers), label (the SVG's
 * accessible name).
 * Returns {svg, targets, preview, index}.
 */
/** @param {any} view @param {any} [options] */
export function drawBoard(view, { t, names = [], margin = MARGIN, coords = true, label = null } = {}) {
  boards += 1;
  const id = `dc${boards}`;
  const index = readView(view);
  const { rows, cols } = index;
  const { width, height } = boardSize(rows, cols, margin);
  const at = (cell) => corner(cell, margin);
  const svg = s("svg", {
    class: "dc-svg", "data-fit-board": true, viewBox: `0 0 ${width} ${height}`, role: "group",
    "aria-label": label || t("board.label", { n: rows, cols }),
  });
  const defs = s("defs", {}, [0, 1, 2, 3].map((seat) => zonePattern(`${id}-z${seat}`, seat)));
  const ground = s("g", { class: "dc-ground", "aria-hidden": "true" });
  const zones = s("g", { class: "dc-zones", "aria-hidden": "true" });
  const marks = s("g", { class: "dc-marks", "aria-hidden": "true" });
  const pieces = s("g", { class: "dc-pieces" });
  const fences = s("g", { class: "dc-fences", "aria-hidden": "true" });
  const badges = s("g", { class: "dc-badges" });
  const targets = s("g", { class: "dc-targets" });
  const preview = s("g", { class: "dc-preview", "aria-hidden": "true" });
  svg.append(defs, ground, zones, marks, pieces, fences, badges, targets, preview);

  drawGround(ground, index, { width, height, margin, coords, at });
  drawZones(zones, badges, view, index, { id, at, margin, names, t });
  const lastMove = view.last;
  drawFences(fences, view, index, { margin, lastMove });
  drawPieces(pieces, view, { at, margin, names, t, lastMove });
  if (lastMove) drawTrail(marks, lastMove.move, margin);
  return { svg, targets, preview, index };
}

function zonePattern(patternId, seat) {
  return s("pattern", { id: patternId, width: 24, height: 24, patternUnits: "userSpaceOnUse" },
    s("g", { class: ["dc-zone-mark", SEAT_CLASS[seat]] }, emblem(seat, 6, 6, 2.6, "dc-zone-emblem"), emblem(seat, 18, 18, 2.6, "dc-zone-emblem")));
}

function drawGround(g, index, { width, height, margin, coords, at }) {
  const { rows, cols } = index;
  g.append(s("rect", { class: "dc-frame", x: 0, y: 0, width, height, rx: margin ? 18 : 8 }));
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const { x, y } = at([r, c]);
      g.append(s("rect", { class: ["dc-grass", (r + c) % 2 ? "dc-grass-b" : ""], x, y, width: CELL, height: CELL }));
      const tuft = TUFTS[(r * 5 + c * 3) % TUFTS.length];
      g.append(s("path", { class: "dc-tuft", d: `M${x + tuft[0] - 3} ${y + tuft[1]} l1.5 -4.5 M${x + tuft[0]} ${y + tuft[1]} l0 -5.5 M${x + tuft[0] + 3} ${y + tuft[1]} l-1.5 -4.5` }));
    }
  }
  // Posts at every inner crossing: fences run from post to post.
  const posts = s("g", { class: "dc-grid-posts" });
  for (let r = 1; r < rows; r += 1) {
    for (let c = 1; c < cols; c += 1) {
      const { x, y } = at([r, c]);
      posts.append(s("circle", { cx: x, cy: y, r: 2.4 }));
    }
  }
  g.append(posts);
  if (coords && margin) {
    const labels = s("g", { class: "dc-coords" });
    for (let c = 0; c < cols; c += 1) {
      labels.append(s("text", { x: margin + (c + 0.5) * CELL, y: margin / 2 - 1 }, String.fromCharCode(65 + c)));
    }
    for (let r = 0; r < rows; r += 1) {
      labels.append(s("text", { x: margin / 2 - 1, y: margin + (r + 0.5) * CELL }, String(r + 1)));
    }
    g.append(labels);
  }
}

function drawZones(g, badges, view, index, { id, at, margin, names, t }) {
  (view.zones || []).forEach((zone) => {
    if (zone.owner === null || zone.owner === undefined) return;
    const seat = zone.owner;
    // Before the reveal a zone's owner can still change with every placement: a lighter tint.
    const early = zone.value === null || zone.value === undefined;
    const cells = s("g", { class: ["dc-zone", SEAT_CLASS[seat], early ? "dc-zone-early" : ""] });
    for (const cell of zone.cells) {
      const { x, y } = at(cell);
      cells.append(s("rect", { class: "dc-zone-fill", x, y, width: CELL, height: CELL }),
        s("rect", { class: "dc-zone-pattern", x, y, width: CELL, height: CELL, fill: `url(#${id}-z${seat})` }));
    }
    g.append(cells);
    badges.append(zoneBadge(zone, index, { at, margin, names, t }));
  });
}

/** The badge with a zone's owner emblem and value, on the free cell nearest its middle. */
/** @param {any} zone @param {any} index @param {any} options */
function zoneBadge(zone, index, { margin, names, t }) {
  const n = zone.cells.length;
  const mid = zone.cells.reduce((acc, [r, c]) => [acc[0] + r / n, acc[1] + c / n], [0, 0]);
  const byDistance = [...zone.cells].sort((a, b) =>
    Math.hypot(a[0] - mid[0], a[1] - mid[1]) - Math.hypot(b[0] - mid[0], b[1] - mid[1]));
  const free = byDistance.find((cell) => !index.at.has(key(cell)));
  const cell = free || byDistance[0];
  const { x, y } = centre(cell, margin);
  const valueText = zone.value === null || zone.value === undefined ? "?" : String(zone.value);
  const w = 30 + 9 * valueText.length;
  // On a free cell the badge sits in the middle; on a piece, at its top so the piece shows.
  const by = free ? y : y - CELL / 2 + 11;
  const name = names[zone.owner] ?? t("seat.label", { n: zone.owner + 1 });
  const words = zone.value === null || zone.value === undefined
    ? t("zone.labelUnknown", { name, n: zone.cells.length })
    : t("zone.label", { name, n: zone.cells.length, points: zone.value });
  return s("g", { class: ["dc-badge", SEAT_CLASS[zone.owner]], transform: `translate(${x} ${by})`, role: "img", "aria-label": words },
    s("rect", { class: "dc-badge-pill", x: -w / 2, y: -12, width: w, height: 24, rx: 12 }),
    s("circle", { class: "dc-badge-seat", cx: -w / 2 + 12, cy: 0, r: 8.5 }),
    emblem(zone.owner, -w / 2 + 12, 0, 4.4, "dc-badge-emblem"),
    s("text", { class: "dc-badge-value", x: -w / 2 + 25, y: 1 }, valueText));
}

function drawFences(g, view, index, { margin, lastMove }) {
  const { rows, cols } = index;
  const w = cols * CELL;
  const h = rows * CELL;
  // The border is always fenced.
  g.append(s("rect", { class: "dc-border-back", x: margin, y: margin, width: w, height: h, rx: 3 }),
    s("rect", { class: "dc-border-rail", x: margin, y: margin, width: w, height: h, rx: 3 }));
  const posts = s("g", { class: "dc-border-posts" });
  for (let c = 0; c <= cols; c += 1) {
    posts.append(s("circle", { class: "dc-post", cx: margin + c * CELL, cy: margin, r: 5 }),
      s("circle", { class: "dc-post", cx: margin + c * CELL, cy: margin + h, r: 5 }));
  }
  for (let r = 1; r < rows; r += 1) {
    posts.append(s("circle", { class: "dc-post", cx: margin, cy: margin + r * CELL, r: 5 }),
      s("circle", { class: "dc-post", cx: margin + w, cy: margin + r * CELL, r: 5 }));
  }
  g.append(posts);
  const built = lastMove?.move?.type === "fence" ? `${lastMove.move.cell[0]},${lastMove.move.cell[1]},${lastMove.move.side}` : null;
  const auto = new Set((lastMove?.auto_fences || []).map((f) => `${f.cell[0]},${f.cell[1]},${f.side}`));
  for (const f of view.fences || []) {
    const k = `${f.cell[0]},${f.cell[1]},${f.side}`;
    const extra = k === built ? "dc-fence-last" : auto.has(k) ? "dc-fence-auto" : "";
    g.append(fence(edgeLine(f.cell, f.side, margin), extra));
  }
}

function drawPieces(g, view, { at, margin, names, t, lastMove }) {
  const move = lastMove?.move;
  const placed = new Set();
  if (move?.type === "step") placed.add(key(move.to));
  if (move?.cell && move.type !== "fence") placed.add(key(move.cell));
  for (const cell of move?.cells || []) placed.add(key(cell));
  const lastClass = (cells) => (cells.some((cell) => placed.has(key(cell))) ? "dc-last" : "");

  if (view.pool && view.pool.length) {
    const top = view.pool.reduce((a, b) => (b[0] < a[0] || (b[0] === a[0] && b[1] < a[1]) ? b : a));
    const { x, y } = at(top);
    const item = pool(x, y, move?.type === "place_pool" ? "dc-last" : "");
    labelled(item, t("piece.poolAt", { cell: cellName(top) }));
    g.append(item);
  }
  for (const b of view.bungalows || []) {
    const item = bungalow(b.seat, b.cells, at, lastClass(b.cells));
    labelled(item, t("piece.bungalowAt", { name: names[b.seat] ?? t("seat.label", { n: b.seat + 1 }), cells: b.cells.map(cellName).join("–") }));
    g.append(item);
  }
  for (const tk of view.tokens || []) {
    const { x, y } = centre(tk.cell, margin);
    const item = token(tk.kind, x, y, lastClass([tk.cell]));
    item.dataset.cell = key(tk.cell);
    labelled(item, t("piece.at", { piece: t(`piece.${tk.kind}`), cell: cellName(tk.cell) }));
    g.append(item);
  }
  for (const c of view.caravans || []) {
    const { x, y } = centre(c.cell, margin);
    const item = caravan(c.seat, x, y + 2, lastClass([c.cell]));
    item.dataset.cell = key(c.cell);
    labelled(item, t("piece.at", { piece: t("piece.caravanOf", { name: names[c.seat] ?? t("seat.label", { n: c.seat + 1 }) }), cell: cellName(c.cell) }));
    g.append(item);
  }
}

function labelled(el, text) {
  el.setAttribute("role", "img");
  el.setAttribute("aria-label", text);
}

function drawTrail(g, move, margin) {
  if (!move || move.type !== "step") return;
  const a = centre(move.from, margin);
  const b = centre(move.to, margin);
  g.append(s("circle", { class: "dc-trail-start", cx: a.x, cy: a.y, r: 7 }),
    s("line", { class: "dc-trail", x1: a.x, y1: a.y, x2: (a.x + b.x) / 2, y2: (a.y + b.y) / 2 }));
}
