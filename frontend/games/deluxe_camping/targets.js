// The interactive layer over the campsite: the cells and pieces a player may
// choose (setup placements, pieces to step with and their destinations) and
// the edges where a fence may go. Cells and edges are two keyboard groups
// with one tab stop each (arrow keys move inside a group, Enter or Space
// chooses, Escape cancels); the pointer previews a fence on the edge under it.

import { s } from "/static/js/ui.js";
import {
  CELL, cellName, cellOf, centre, corner, edgeCells, edgeDiamond, edgeKey, edgeLine, edgeMiddle,
  interiorEdges,
} from "./geometry.js";
import { ARROWS, nextInDirection } from "/static/js/gridnav.js";
import { bungalow, caravan, fence, pool, token } from "./pieces.js";


/**
 * The cells a player may choose now, each {cell, key, kind, label}: kind is
 * "place" (a setup placement), "first" / "chosen" / "partner" (the two cells
 * of a bungalow), "piece" / "selected" (a piece to step with) or "dest".
 */
function cellTargets(view, moves, selected, index, { t }) {
  const list = [];
  const add = (k, kind, label) => list.push({ cell: cellOf(k), key: k, kind, label });
  if (moves.places.size) {
    for (const k of moves.places.keys()) add(k, "place", placeLabel(moves.placeKind, cellOf(k), t));
  } else if (moves.bungalows.size) {
    const partners = selected ? moves.bungalows.get(selected) : null;
    for (const k of moves.bungalows.keys()) {
      if (k === selected) add(k, "chosen", t("target.bungalowChosen", { cell: cellName(cellOf(k)) }));
      else if (partners?.has(k)) add(k, "partner", t("target.bungalowPair", { cells: pairName(selected, k) }));
      else add(k, "first", t("target.bungalowFirst", { cell: cellName(cellOf(k)) }));
    }
  } else if (moves.steps.size) {
    for (const k of moves.steps.keys()) {
      const what = movingWords(index.at.get(k), t);
      add(k, k === selected ? "selected" : "piece",
        t(k === selected ? "target.pieceSelected" : "target.piece", { piece: what, cell: cellName(cellOf(k)) }));
    }
    const dests = selected ? moves.steps.get(selected) : null;
    for (const k of dests ? dests.keys() : []) {
      add(k, "dest", t("target.step", { piece: movingWords(index.at.get(selected), t), from: cellName(cellOf(selected)), to: cellName(cellOf(k)) }));
    }
  }
  return list;
}

function movingWords(item, t) {
  return item?.kind === "token" ? t("piece.pest") : t("piece.yourCaravan");
}

function pairName(a, b) {
  return [cellOf(a), cellOf(b)].sort((x, y) => x[0] - y[0] || x[1] - y[1]).map(cellName).join("–");
}

function placeLabel(kind, cell, t) {
  if (kind === "place_pool") return t("target.pool", { cells: `${cellName(cell)}–${cellName([cell[0] + 1, cell[1] + 1])}` });
  if (kind === "place_token") return t("target.token", { cell: cellName(cell) });
  return t("target.caravan", { cell: cellName(cell) });
}

/** Every unfenced interior edge, with whether the server offers a fence there. */
function edgeTargets(moves, index, { t }) {
  if (!moves.fences.size) return [];
  return interiorEdges(index.rows, index.cols)
    .filter(({ cell, side }) => !index.fences.has(edgeKey(cell, side)))
    .map(({ cell, side }) => {
      const k = edgeKey(cell, side);
      const legal = moves.fences.has(k);
      const [a, b] = edgeCells(cell, side).map(cellName);
      return { cell, side, key: k, legal, label: t(legal ? "target.fence" : "target.noFence", { a, b }) };
    });
}

/**
 * The events of the targets drawn in `wrap` (the board's container, which
 * stays), handed to the targets of the last draw: `current()` returns what
 * drawTargets returned for it (or null). Listened to on `wrap`, so that the
 * targets themselves may be kept or replaced by a redraw.
 */
export function targetEvents(wrap, current) {
  // A finger cannot hover: fences and the pool then take a first tap to show and a second to confirm.
  let lastPointer = "mouse";
  wrap.addEventListener("pointerdown", (event) => { lastPointer = event.pointerType === "mouse" ? "mouse" : "touch"; });
  wrap.addEventListener("click", (event) => current()?.click(event, lastPointer));
  wrap.addEventListener("pointerover", (event) => current()?.pointerover(event));
  wrap.addEventListener("pointerleave", () => current()?.pointerleave());
  // Focus events on the container: listeners on an SVG group would make the group a tab stop of its own.
  wrap.addEventListener("focusin", (event) => current()?.focusin(event));
  wrap.addEventListener("focusout", (event) => current()?.focusout(event));
  wrap.addEventListener("keydown", (event) => current()?.keydown(event));
}

/**
 * Draw the targets into `board.targets`. `ctx`: view, moves, selected, armed
 * (an edge or pool key waiting for a second tap), mySeat, margin, t, focus
 * ({group, key} to give focus to after drawing). `on`: cell(target, how),
 * edge(edge, how), cancel(), hint(text | null), where `how` is "mouse",
 * "touch" or "key". Returns the handlers of targetEvents, with bind(svg) to
 * call once the board is on the page (`svg`: the board as it is there).
 */
export function drawTargets(board, ctx, on) {
  const { view, moves, selected, armed, mySeat, margin, t } = ctx;
  const cells = cellTargets(view, moves, selected, board.index, ctx);
  const edges = edgeTargets(moves, board.index, ctx);
  const edgeLayer = s("g", { class: "dc-edge-targets", role: "group", "aria-label": t("target.fences") });
  const cellLayer = s("g", { class: ["dc-cell-targets", cells.some((c) => c.kind === "chosen") ? "dc-has-chosen" : ""], role: "group", "aria-label": t("target.cells") });
  // Cells come first in the tab order, but must win the pointer over the
  // edges' diamonds: an invisible copy of each cell's hit area goes on top.
  const pointerLayer = s("g", { class: "dc-pointer-proxies", "aria-hidden": "true" });
  board.targets.append(cellLayer, edgeLayer, pointerLayer);
  let preview = board.preview;
  let layer = board.targets;
  let previewKey = null;

  const byKey = new Map();
  for (const edge of edges) {
    const mid = edgeMiddle(edge.cell, edge.side, margin);
    const el = s("polygon", {
      class: ["dc-edge", edge.legal ? "dc-edge-legal" : "dc-edge-blocked", armed === edge.key ? "dc-edge-armed" : ""],
      points: edgeDiamond(edge.cell, edge.side, margin), tabindex: -1, role: "button", "aria-label": edge.label,
      "aria-disabled": edge.legal ? null : "true", dataset: { key: edge.key, group: "edge" },
    });
    byKey.set(edge.key, { ...edge, el, x: mid.x, y: mid.y, group: "edge" });
    edgeLayer.append(el);
  }
  for (const target of cells) {
    const { x, y } = centre(target.cell, margin);
    const el = cellTarget(target, { view, moves, selected, mySeat, margin, index: board.index });
    el.setAttribute("aria-label", target.label);
    byKey.set(target.key, { ...target, el, x, y, group: "cell" });
    cellLayer.append(el);
    pointerLayer.append(hitProxy(target, margin));
  }

  // One tab stop per group: the focused target if it is still there, else a sensible first one.
  const stop = (group, preferred) => {
    const inGroup = [...byKey.values()].filter((item) => item.group === group);
    if (!inGroup.length) return null;
    const wanted = preferred && byKey.get(preferred)?.group === group ? byKey.get(preferred) : null;
    const first = wanted
      || inGroup.find((item) => item.kind === "selected" || item.kind === "chosen")
      || (group === "edge" ? closestTo(inGroup.filter((item) => item.legal), board) : null)
      || inGroup[0];
    first.el.setAttribute("tabindex", 0);
    return first;
  };
  const focusKey = ctx.focus?.key;
  const cellStop = stop("cell", ctx.focus?.group === "cell" ? focusKey : null);
  const edgeStop = stop("edge", ctx.focus?.group === "edge" ? focusKey : armed);

  function showPreview(item) {
    if (!item) {
      if (armed && byKey.has(armed)) return showPreview(byKey.get(armed));
      preview.replaceChildren();
      previewKey = null;
      on.hint(null);
      return;
    }
    if (previewKey === item.key) return;
    previewKey = item.key;
    preview.replaceChildren();
    if (item.group === "edge") {
      preview.append(edgePreview(item, margin, mySeat, item.key === armed));
      const [a, b] = edgeCells(item.cell, item.side).map(cellName);
      const words = !item.legal ? "hint.noFenceHere" : item.key === armed ? "hint.armed" : "hint.fenceHere";
      on.hint(t(words, { a, b }));
      return;
    }
    const ghost = cellPreview(item, { moves, selected, mySeat, margin });
    if (ghost) preview.append(ghost);
    on.hint(null);
  }

  function move(from, event) {
    const dir = ARROWS[event.key];
    const inGroup = [...byKey.values()].filter((item) => item.group === from.group);
    const next = (from.group === "edge" ? nextEdge(from, dir, byKey) : null)
      || nextInDirection(from, inGroup, dir, { bend: from.group === "edge" ? 1 : 2.5 });
    if (!next) return;
    from.el.setAttribute("tabindex", -1);
    next.el.setAttribute("tabindex", 0);
    next.el.focus();
  }

  // Only events of this board's targets count (the targets layer, not the board's pieces).
  const itemOf = (event) => {
    const el = event.target instanceof Element && layer.contains(event.target) ? event.target.closest("[data-key]") : null;
    return el instanceof SVGElement ? byKey.get(el.dataset.key) || null : null;
  };
  let hovered = null;
  const hover = (item) => {
    if (hovered === item) return;
    hovered?.el.classList.remove("dc-hover");
    hovered = item;
    hovered?.el.classList.add("dc-hover");
  };

  if (armed && byKey.has(armed)) showPreview(byKey.get(armed));

  return {
    bind(svg) {
      // The elements on the page: the board's, or those of the last draw kept in their place.
      layer = svg.querySelector(".dc-targets") || layer;
      preview = svg.querySelector(".dc-preview") || preview;
      for (const item of byKey.values()) {
        const group = item.group === "edge" ? ".dc-edge-targets" : ".dc-cell-targets";
        const live = layer.querySelector(`${group} > [data-key="${item.key}"]`);
        if (live) item.el = live;
      }
      if (ctx.focus) {
        const same = ctx.focus.group === "cell" ? cellStop : edgeStop;
        const again = (same || cellStop || edgeStop)?.el;
        // Keep keyboard focus where it was across redraws (or on the group's tab stop).
        if (again && document.activeElement !== again) again.focus({ preventScroll: true });
      }
    },
    click(event, lastPointer) {
      const item = itemOf(event);
      if (!item) return;
      const how = event.pointerType === "touch" || event.pointerType === "pen" || lastPointer === "touch" ? "touch" : "mouse";
      if (item.group === "edge") on.edge(item, how);
      else on.cell(item, how);
    },
    pointerover(event) {
      if (event.pointerType !== "mouse") return;
      const item = itemOf(event);
      hover(item?.group === "cell" ? item : null);
      // Off the targets (the board around them), as when the pointer leaves them.
      showPreview(item);
    },
    pointerleave() {
      hover(null);
      showPreview(null);
    },
    focusin(event) {
      const item = itemOf(event);
      if (!item) return;
      for (const other of byKey.values()) if (other.group === item.group && other !== item) other.el.setAttribute("tabindex", -1);
      item.el.setAttribute("tabindex", 0);
      showPreview(item);
    },
    focusout(event) {
      if (!itemOf(event)) return;
      if (!(event.relatedTarget instanceof Node && layer.contains(event.relatedTarget))) showPreview(null);
    },
    keydown(event) {
      const item = itemOf(event);
      if (!item) return;
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        if (item.group === "edge") on.edge(item, "key");
        else on.cell(item, "key");
      } else if (event.key === "Escape") {
        event.preventDefault();
        on.cancel();
      } else if (ARROWS[event.key]) {
        event.preventDefault();
        move(item, event);
      }
    },
  };
}

// Edges on a doubled grid: the east side of [r, c] is (2c + 2, 2r + 1), the
// south side (2c + 1, 2r + 2). Arrow keys walk half a cell at a time in a
// zigzag that stays in its row (or column) and comes back the same way, so
// every edge is reachable.
const EDGE_WALK = {
  E: { ArrowRight: [[1, 1], [1, -1], [2, 0]], ArrowLeft: [[-1, 1], [-1, -1], [-2, 0]], ArrowDown: [[-1, 1], [1, 1], [0, 2]], ArrowUp: [[-1, -1], [1, -1], [0, -2]] },
  S: { ArrowRight: [[1, -1], [1, 1], [2, 0]], ArrowLeft: [[-1, -1], [-1, 1], [-2, 0]], ArrowDown: [[1, 1], [-1, 1], [0, 2]], ArrowUp: [[1, -1], [-1, -1], [0, -2]] },
};

function nextEdge(from, dir, byKey) {
  const name = Object.keys(ARROWS).find((k) => ARROWS[k][0] === dir[0] && ARROWS[k][1] === dir[1]);
  const [r, c] = from.cell;
  const x = from.side === "E" ? 2 * c + 2 : 2 * c + 1;
  const y = from.side === "E" ? 2 * r + 1 : 2 * r + 2;
  for (const [dx, dy] of EDGE_WALK[from.side][name]) {
    const nx = x + dx;
    const ny = y + dy;
    // Back from doubled coordinates: an odd row is an east side, an even row a south side.
    const k = ny % 2 ? `${(ny - 1) / 2},${(nx - 2) / 2},E` : `${(ny - 2) / 2},${(nx - 1) / 2},S`;
    if (byKey.get(k)?.group === "edge") return byKey.get(k);
  }
  return null;
}

function closestTo(items, board) {
  const { rows, cols } = board.index;
  const mid = { x: (board.svg.viewBox.baseVal.width || cols * CELL) / 2, y: (board.svg.viewBox.baseVal.height || rows * CELL) / 2 };
  let best = null;
  for (const item of items) {
    if (!best || Math.hypot(item.x - mid.x, item.y - mid.y) < Math.hypot(best.x - mid.x, best.y - mid.y)) best = item;
  }
  return best;
}

function cellTarget(target, { view, moves, selected, mySeat, margin, index }) {
  const { x, y } = corner(target.cell, margin);
  const c = centre(target.cell, margin);
  const g = s("g", { class: ["dc-target", `dc-target-${target.kind}`], tabindex: -1, role: "button", dataset: { key: target.key, group: "cell" } });
  if (target.kind === "piece" || target.kind === "selected") {
    g.append(s("circle", { class: "dc-target-hit", cx: c.x, cy: c.y + 1, r: 27 }),
      s("circle", { class: "dc-target-ring", cx: c.x, cy: c.y + 1, r: 27 }));
    if (target.kind === "selected") g.setAttribute("aria-pressed", "true");
    else g.setAttribute("aria-pressed", "false");
  } else {
    g.append(s("rect", { class: "dc-target-area", x: x + 4, y: y + 4, width: CELL - 8, height: CELL - 8, rx: 9 }));
    if (target.kind === "dest") {
      const item = index.at.get(selected);
      const ghost = item?.kind === "token" ? token("pest", c.x, c.y) : caravan(mySeat, c.x, c.y + 2);
      g.append(s("g", { class: "dc-ghost" }, ghost), arrowFrom(cellOf(selected), target.cell, margin));
    } else if (moves.placeKind === "place_token") {
      g.append(s("g", { class: "dc-ghost" }, token("face_down", c.x, c.y)));
    } else if (moves.placeKind === "place_caravan") {
      g.append(s("g", { class: "dc-ghost" }, caravan(mySeat, c.x, c.y + 2)));
    } else if (target.kind === "chosen") {
      g.setAttribute("aria-pressed", "true");
    }
  }
  g.append(s("rect", { class: "dc-focus-ring", x: x + 2, y: y + 2, width: CELL - 4, height: CELL - 4, rx: 11 }));
  return g;
}

function hitProxy(target, margin) {
  const { x, y } = corner(target.cell, margin);
  const c = centre(target.cell, margin);
  const data = { dataset: { key: target.key, group: "cell" } };
  return target.kind === "piece" || target.kind === "selected"
    ? s("circle", { class: "dc-hit", cx: c.x, cy: c.y + 1, r: 27, ...data })
    : s("rect", { class: "dc-hit", x: x + 4, y: y + 4, width: CELL - 8, height: CELL - 8, rx: 9, ...data });
}

function arrowFrom(from, to, margin) {
  const a = centre(from, margin);
  const b = centre(to, margin);
  const dx = Math.sign(b.x - a.x);
  const dy = Math.sign(b.y - a.y);
  // A chevron on the shared edge, pointing where the piece would go.
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const d = dx
    ? `M${mx - 4 * dx} ${my - 7} L${mx + 4 * dx} ${my} L${mx - 4 * dx} ${my + 7}`
    : `M${mx - 7} ${my - 4 * dy} L${mx} ${my + 4 * dy} L${mx + 7} ${my - 4 * dy}`;
  return s("path", { class: "dc-step-arrow", d });
}

function cellPreview(item, { moves, selected, mySeat, margin }) {
  if (moves.placeKind === "place_pool" && item.kind === "place") {
    const { x, y } = corner(item.cell, margin);
    return s("g", { class: "dc-ghost-strong" }, pool(x, y));
  }
  if (item.kind === "partner") {
    return s("g", { class: "dc-ghost-strong" }, bungalow(mySeat, [cellOf(selected), item.cell], (cell) => corner(cell, margin)));
  }
  return null;
}

function edgePreview(item, margin, mySeat, armed) {
  const line = edgeLine(item.cell, item.side, margin);
  if (item.legal) {
    const mid = edgeMiddle(item.cell, item.side, margin);
    // A tapped edge waits for a second tap: a tick on it says so.
    const tick = armed ? [
      s("circle", { class: "dc-confirm-sign", cx: mid.x, cy: mid.y, r: 11 }),
      s("path", { class: "dc-confirm-tick", d: `M${mid.x - 5} ${mid.y} l3.5 4 l6.5 -8` }),
    ] : [];
    return s("g", { class: ["dc-edge-preview", `dc-s${mySeat}`] },
      s("line", { class: "dc-edge-glow", ...line }),
      fence(line, "dc-fence-ghost"), tick);
  }
  const mid = edgeMiddle(item.cell, item.side, margin);
  return s("g", { class: "dc-edge-preview dc-edge-refused" },
    s("line", { class: "dc-refused-line", ...line }),
    s("circle", { class: "dc-refused-sign", cx: mid.x, cy: mid.y, r: 9 }),
    s("path", { class: "dc-refused-bar", d: `M${mid.x - 5.5} ${mid.y + 5.5} L${mid.x + 5.5} ${mid.y - 5.5}` }));
}
