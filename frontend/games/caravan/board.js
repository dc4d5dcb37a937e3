// The SVG board: sand, the eight cities with the good each wants, the eight
// numbered spaces with their goods and demand markers, the camels, and the
// marks of what the viewer may do (sources, targets and their cost).

import { s } from "/static/js/ui.js";
import { demandCoin, goodToken, isRare } from "./goods.js";
import { CELL, boardWindow, corner, inside, key, layout, windowSize } from "./geometry.js";
import { FIGURE_CENTRE, FIGURE_SIZE, SEAT_CLASS, figure, theftMask } from "./pieces.js";

// Where camels stand in a square: all of a desert square, the lower part of a city or numbered space.
const OPEN_BOX = { x: 4, y: 6, width: 92, height: 92, max: 1 };
const BUSY_BOX = { x: 3, y: 41, width: 94, height: 57, max: 0.86 };
const BARE_BOX = { x: 3, y: 28, width: 94, height: 70, max: 0.86 }; // a numbered space whose good is gone

/**
 * The board for `view`. `marks` (all optional) says what to show on top:
 *   choices: Map key -> choice ids offered there (figures and tokens get data-choice)
 *   source: the selected source {kind: "camel"|"carry", at, good?, stolen?}
 *   targets: Map key -> {cost} (camel) or {deliver, points} (carry)
 *   active: Set of keys that react to a click now
 * `part`: a window of the board ({row, col, rows, cols}) for small diagrams.
 * `describe(at, parts)`: an aria-label for a square, or null for none.
 */
/** @param {any} view @param {any} [options] */
export function drawBoard(view, { marks = /** @type {any} */ ({}), part = null, describe = null, tabKey = null, last = view.last, idPrefix = "cv" } = {}) {
  const win = boardWindow(view, part);
  const { width, height } = windowSize(win);
  const svg = s("svg", { class: "cv-svg", "data-fit-board": true, viewBox: `0 0 ${width} ${height}` });
  svg.append(defs(idPrefix));
  svg.append(s("rect", { class: "cv-frame", x: 2, y: 2, width: width - 4, height: height - 4, rx: 14 }));

  const cityAt = new Map(view.cities.map((c) => [key(c.at), c]));
  const spaceAt = new Map(view.spaces.map((sp) => [key(sp.at), sp]));
  const stacksAt = new Map();
  for (const stack of view.camels) {
    const k = key(stack.at);
    if (!stacksAt.has(k)) stacksAt.set(k, []);
    stacksAt.get(k).push(stack);
  }
  const choices = marks.choices || new Map();
  const targets = marks.targets || new Map();
  const active = marks.active || new Set();

  const cells = s("g", { class: "cv-cells" });
  const overlay = s("g", { class: "cv-overlay", "aria-hidden": "true" });
  svg.append(cells, overlay, s("g", { class: "cv-anim", "aria-hidden": "true" }));

  for (let row = win.row; row < win.row + win.rows; row += 1) {
    for (let col = win.col; col < win.col + win.cols; col += 1) {
      const at = [row, col];
      const k = key(at);
      const city = cityAt.get(k);
      const space = spaceAt.get(k);
      const stacks = stacksAt.get(k) || [];
      const here = choices.get(k) || [];
      const target = targets.get(k);
      const { x, y } = corner(win, at);
      const label = describe ? describe(at, { city, space, stacks, choices: here, target }) : null;
      const g = s("g", {
        class: ["cv-cell", city ? "cv-city" : space ? "cv-market" : "cv-desert",
          active.has(k) ? "cv-active" : "", target ? "cv-target" : "",
          marks.source && key(marks.source.at) === k ? "cv-source" : ""],
        transform: `translate(${x} ${y})`,
        dataset: { key: k },
      });
      g.append(ground(row, col, city, space));
      if (city) g.append(cityFeature(city, view.kinds));
      if (space) g.append(marketFeature(space, view.kinds, here.includes("pickup")));
      const box = city || space?.good ? BUSY_BOX : space ? BARE_BOX : OPEN_BOX;
      g.append(figures(stacks, box, { view, here, marks, target, k }));
      if (target) g.append(targetMark(target));
      // The square's button: on top, letting clicks through to the drawing (which
      // bubble up to the square), and without text of its own, so that its label
      // alone names it.
      if (describe) {
        g.append(s("rect", {
          class: "cv-hit", x: 3, y: 3, width: CELL - 6, height: CELL - 6, rx: 9,
          role: "button", tabindex: k === tabKey ? 0 : -1, "aria-label": label,
          "aria-disabled": active.has(k) ? null : "true", dataset: { key: k },
        }));
      }
      cells.append(g);
    }
  }
  if (last) overlay.append(lastMark(last, win, idPrefix));
  return svg;
}

function defs(prefix) {
  return s("defs", {},
    s("filter", { id: `${prefix}-glow`, x: "-40%", y: "-40%", width: "180%", height: "180%" },
      s("feGaussianBlur", { stdDeviation: 3.5 })),
    s("marker", { id: `${prefix}-head`, viewBox: "0 0 10 10", refX: 6, refY: 5, markerWidth: 4, markerHeight: 4, orient: "auto-start-reverse" },
      s("path", { class: "cv-arrow-head", d: "M0 0 L10 5 L0 10 Z" })));
}

// ---- the ground ------------------------------------------------------------

// A dune line per square, from a fixed pattern so that the sand is not flat
// but never changes between updates.
const DUNES = [
  "M8 70 q20 -12 40 -2 t38 -4", "M10 34 q18 -10 36 0 t40 -2", "M14 84 q16 -8 32 0 t36 -3",
  "M6 52 q22 -12 44 -1 t40 -3",
];

function ground(row, col, city, space) {
  const g = s("g", { class: "cv-ground" },
    s("rect", { class: "cv-sand", x: 0, y: 0, width: CELL, height: CELL }));
  if (!city && !space) {
    g.append(s("path", { class: "cv-dune", d: DUNES[(row * 3 + col * 5) % DUNES.length] }));
  }
  return g;
}

function cityFeature(city, kinds) {
  const rare = isRare(city.good, kinds);
  return s("g", { class: ["cv-city-art", rare ? "cv-city-rare" : ""] },
    s("rect", { class: "cv-plaza", x: 4, y: 4, width: 92, height: 92, rx: 10 }),
    s("path", { class: "cv-dome", d: "M31 30 a19 19 0 0 1 38 0 Z" }),
    s("rect", { class: "cv-wall", x: 12, y: 22, width: 76, height: 18 }),
    s("path", { class: "cv-tower", d: "M6 40 V11 h4 v4 h3 v-4 h4 v4 h3 v-4 h2 V40 Z" }),
    s("path", { class: "cv-tower", d: "M72 40 V11 h4 v4 h3 v-4 h4 v4 h3 v-4 h4 V40 Z" }),
    s("path", { class: "cv-wall-line", d: "M12 40 H88" }),
    s("circle", { class: "cv-banner", cx: 50, cy: 25, r: 19 }),
    s("g", { transform: "translate(50 25)" }, goodToken(city.good, 16, kinds)));
}

function marketFeature(space, kinds, pickable) {
  const g = s("g", { class: "cv-market-art" },
    s("rect", { class: "cv-rug", x: 5, y: 5, width: 90, height: 90, rx: 10 }),
    s("rect", { class: "cv-rug-edge", x: 9, y: 9, width: 82, height: 82, rx: 7 }),
    s("circle", { class: "cv-mat", cx: 50, cy: 24, r: 19 }));
  g.append(s("g", { class: "cv-number", transform: "translate(17 17)" },
    s("circle", { r: 11 }), s("text", { y: 0.5 }, String(space.number))));
  if (space.good) {
    g.append(s("g", {
      class: ["cv-lying", pickable ? "cv-pickable" : ""], transform: "translate(50 24)",
      dataset: pickable ? { choice: "pickup", number: space.number } : { number: space.number },
    }, pickable ? s("circle", { class: "cv-pick-ring", r: 21 }) : null, goodToken(space.good, 17, kinds)));
  }
  const shown = Math.min(space.demand, 4);
  for (let i = 0; i < shown; i += 1) g.append(demandCoin(84, 13 + i * 8, 6));
  if (space.demand > 4) {
    g.append(s("text", { class: "cv-demand-more", x: 84, y: 13 + 4 * 8 + 6 }, `×${space.demand}`));
  }
  return g;
}

// ---- camels ----------------------------------------------------------------

/** The figures of a square: per seat, its unladen camels as one herd, then each laden camel. */
function figureList(stacks) {
  const list = [];
  for (const stack of [...stacks].sort((a, b) => a.seat - b.seat)) {
    if (stack.unladen) list.push({ seat: stack.seat, count: stack.unladen, load: null });
    for (const load of stack.loads) list.push({ seat: stack.seat, count: 1, load });
  }
  return list;
}

function choiceOf(fig, here, mySeat) {
  if (!fig.load) {
    return fig.seat === mySeat && here.includes("camel") ? "camel" : null;
  }
  if (fig.seat === mySeat) {
    const id = `carry|${fig.load.good}|${fig.load.stolen ? 1 : 0}`;
    return here.includes(id) ? id : null;
  }
  const id = `steal|${fig.seat}|${fig.load.good}`;
  return !fig.load.stolen && here.includes(id) ? id : null;
}

function isSource(fig, source, k) {
  if (!source || key(source.at) !== k || fig.seat !== source.seat) return false;
  if (source.kind === "camel") return !fig.load;
  return Boolean(fig.load) && fig.load.good === source.good && Boolean(fig.load.stolen) === Boolean(source.stolen);
}

function figures(stacks, box, { view, here, marks, target, k }) {
  const list = figureList(stacks);
  const g = s("g", { class: "cv-figures" });
  if (!list.length) return g;
  const { scale, spots } = layout(list.length, box.width, box.height, FIGURE_SIZE, box.max);
  let sourceMarked = false;
  list.forEach((fig, i) => {
    const choice = choiceOf(fig, here, marks.mySeat);
    const source = !sourceMarked && isSource(fig, marks.source, k);
    sourceMarked ||= source;
    const reach = target && marks.source?.kind === "carry" && !fig.load && fig.seat === marks.source.seat;
    const x = box.x + spots[i].x;
    const y = box.y + spots[i].y;
    const item = s("g", {
      class: ["cv-fig", choice ? "cv-choosable" : "", source ? "cv-selected" : "", reach ? "cv-reach" : ""],
      transform: `translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(3)}) translate(${-FIGURE_CENTRE.x} ${-FIGURE_CENTRE.y})`,
      dataset: choice ? { choice } : {},
    });
    if (source || reach) item.append(s("ellipse", { class: "cv-fig-halo", cx: 0, cy: -6, rx: 36, ry: 34 }));
    else if (choice && !choice.startsWith("steal")) item.append(s("ellipse", { class: ["cv-fig-spot", SEAT_CLASS[fig.seat]], cx: -3, cy: 21, rx: 30, ry: 7 }));
    item.append(figure(fig.seat, { count: fig.count, load: fig.load, kinds: view.kinds }));
    if (choice && choice.startsWith("steal")) item.append(s("g", { class: "cv-steal-badge" }, s("circle", { cx: 15, cy: -40, r: 11 }), theftMask(15, -40, 0.62)));
    g.append(item);
  });
  return g;
}

// ---- marks -------------------------------------------------------------------

function targetMark(target) {
  const g = s("g", { class: ["cv-target-mark", target.deliver ? "cv-deliver" : "", target.cost === 2 ? "cv-cost2" : ""] },
    s("rect", { class: "cv-target-ring", x: 6, y: 6, width: CELL - 12, height: CELL - 12, rx: 10 }));
  if (target.cost) {
    g.append(s("g", { class: "cv-cost", transform: "translate(82 82)" },
      s("circle", { r: 13 }), s("text", { y: 0.5 }, String(target.cost))));
  }
  if (target.deliver) {
    g.append(s("g", { class: "cv-deliver-badge", transform: "translate(78 84)" },
      s("rect", { x: -17, y: -10, width: 34, height: 20, rx: 10 }), s("text", { y: 0.5 }, `+${target.points}`)));
  }
  return g;
}

/** The last move: an arrow from where it started to where it went, a ring on the square. */
function lastMark(last, win, prefix) {
  const type = last.delivered ? "deliver" : last.type;
  const g = s("g", { class: ["cv-last", `cv-last-${type}`, SEAT_CLASS[last.seat] || ""] });
  if (!last.to || !inside(win, last.to)) return g;
  const to = corner(win, last.to);
  g.append(s("rect", { class: "cv-last-ring", x: to.x + 3, y: to.y + 3, width: CELL - 6, height: CELL - 6, rx: 10 }));
  if (last.from && inside(win, last.from)) {
    const from = corner(win, last.from);
    const [x1, y1, x2, y2] = shorten(from.x + CELL / 2, from.y + CELL / 2, to.x + CELL / 2, to.y + CELL / 2, 18);
    g.append(s("line", { class: "cv-last-arrow", x1, y1, x2, y2, "marker-end": `url(#${prefix}-head)` }));
  }
  return g;
}

function shorten(x1, y1, x2, y2, by) {
  const d = Math.hypot(x2 - x1, y2 - y1) || 1;
  const ux = (x2 - x1) / d;
  const uy = (y2 - y1) / d;
  return [x1 + ux * by, y1 + uy * by, x2 - ux * by, y2 - uy * by].map((v) => Number(v.toFixed(1)));
}

