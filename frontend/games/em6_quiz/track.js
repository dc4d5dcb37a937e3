// The race track: a spiral from Big Bang (outside) to Infinity (the centre),
// drawn once per mount, with the pawns as lasting elements that hop from
// square to square when the view moves them.

import { s } from "/static/js/ui.js";
import { pawn, symbol } from "./icons.js";

const OUTER = 428; // radius where Big Bang sits
const INNER = 182; // radius of the last square before Infinity
const TURNS = 2.5; // how many times the path winds around
const START_ANGLE = Math.PI * 0.93; // Big Bang on the left, a little below the middle
export const TILE = 38; // radius of a square
const BIG = 44; // radius of Big Bang
export const CENTRE = 96; // radius of Infinity
const SAMPLES = 1600;
export const VIEW = 490;

function spiralPoint(u) {
  const theta = u * TURNS * 2 * Math.PI;
  const r = OUTER - (OUTER - INNER) * u;
  return { x: r * Math.cos(START_ANGLE + theta), y: r * Math.sin(START_ANGLE + theta) };
}

/** Where squares 0..`last` (the last one is Infinity, at the centre) go, and the road through them. */
export function trackLayout(count = 44) {
  const pts = [];
  const lengths = [0];
  for (let i = 0; i <= SAMPLES; i += 1) {
    const p = spiralPoint(i / SAMPLES);
    if (i) {
      const q = pts[i - 1];
      lengths.push(lengths[i - 1] + Math.hypot(p.x - q.x, p.y - q.y));
    }
    pts.push(p);
  }
  const total = lengths[SAMPLES];
  const onSpiral = count - 1; // Infinity is not on the spiral
  const squares = [];
  let j = 0;
  for (let n = 0; n < onSpiral; n += 1) {
    const target = (total * n) / (onSpiral - 1);
    while (j < SAMPLES && lengths[j + 1] < target) j += 1;
    const span = lengths[j + 1] - lengths[j] || 1;
    const f = Math.min(1, Math.max(0, (target - lengths[j]) / span));
    const a = pts[j];
    const b = pts[Math.min(j + 1, SAMPLES)];
    squares.push({ x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f, r: n === 0 ? BIG : TILE });
  }
  squares.push({ x: 0, y: 0, r: CENTRE });
  const last = squares[onSpiral - 1];
  const road = `M${pts.map((p) => `${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(" L")}`
    + ` Q${(last.x * 0.35).toFixed(1)} ${(last.y * 0.9).toFixed(1)} 0 0`;
  return { squares, road };
}

/** Where the k-th of n pawns sharing a square stands, and how big it is drawn. */
function pawnSpot(square, k, n, infinity) {
  if (infinity) {
    // Around the ∞ sign, from its right, leaving the sign and its name readable.
    const a = ((k * 360) / Math.max(n, 1) * Math.PI) / 180;
    return { x: square.x + 72 * Math.cos(a), y: square.y - 8 + 72 * Math.sin(a), scale: 1.05 };
  }
  // On the rim of the square, from its upper right; a crowd shrinks a little.
  const step = n > 3 ? 60 : 52;
  const a = ((-62 + k * step) * Math.PI) / 180;
  const d = square.r + (n > 1 ? 2 : -2);
  return { x: square.x + d * Math.cos(a), y: square.y + d * Math.sin(a), scale: n > 3 ? 0.8 : n > 1 ? 0.9 : 1 };
}

// A fixed scatter of stars: the same picture at every mount.
function stars() {
  const g = s("g", { class: "q6-stars", "aria-hidden": "true" });
  let seed = 7;
  const next = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let i = 0; i < 120; i += 1) {
    const x = (next() * 2 - 1) * VIEW;
    const y = (next() * 2 - 1) * VIEW;
    const r = next() < 0.12 ? 2.2 : 0.6 + next() * 1.1;
    g.append(s("circle", { cx: x.toFixed(1), cy: y.toFixed(1), r: r.toFixed(2), opacity: (0.35 + next() * 0.6).toFixed(2) }));
  }
  return g;
}

function squareTitle(entry, themeName, t) {
  if (entry.kind === "start") return t("square.start");
  if (entry.kind === "infinity") return t("square.infinity");
  if (entry.kind === "theme") return t("square.theme", { n: entry.square, theme: themeName(entry.theme) });
  return t("square.special", { n: entry.square, kind: t(`kind.${entry.kind}`) });
}

function drawSquare(entry, at, themeName, t) {
  const kind = entry.kind === "theme" ? entry.theme : entry.kind;
  const g = s("g", {
    class: ["q6-sq", `q6-sq-${entry.kind}`, `q6-k-${kind}`],
    transform: `translate(${at.x.toFixed(1)} ${at.y.toFixed(1)})`,
    dataset: { square: String(entry.square) },
  }, s("title", {}, squareTitle(entry, themeName, t)));
  if (entry.kind === "start") {
    g.append(
      s("circle", { class: "q6-sq-glow", r: at.r + 10 }),
      s("circle", { class: "q6-sq-disc", r: at.r }),
      symbol("start", 46, 0, -8),
      s("text", { class: "q6-sq-label", x: 0, y: 25 }, t("square.startShort")));
    return g;
  }
  if (entry.kind === "infinity") {
    g.append(
      s("circle", { class: "q6-sq-glow", r: at.r + 16 }),
      s("circle", { class: "q6-sq-disc", r: at.r }),
      s("circle", { class: "q6-sq-inner", r: at.r - 10 }),
      symbol("infinity", 92, 0, -16),
      s("text", { class: "q6-sq-label q6-sq-label-big", x: 0, y: 26 }, t("square.infinityShort")));
    return g;
  }
  g.append(
    s("circle", { class: "q6-sq-ring", r: at.r + 6 }),
    s("circle", { class: "q6-sq-disc", r: at.r }),
    symbol(kind, entry.kind === "theme" ? 30 : 32, 0, -7),
    s("text", { class: "q6-sq-number", x: 0, y: 21 }, String(entry.square)));
  return g;
}

const reduceMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;

/**
 * The track of `view` (its `track` entries) as an SVG element, and a
 * function to place the pawns: `setPawns(view, {animate})`.
 */
export function createTrack(view, { t, themeName }) {
  const layout = trackLayout(view.track.length);
  const svg = s("svg", {
    class: "q6-track-svg", "data-fit-board": true, viewBox: `${-VIEW} ${-VIEW} ${VIEW * 2} ${VIEW * 2}`, role: "img",
  });
  const defs = s("defs", {},
    s("radialGradient", { id: "q6-sky", cx: "50%", cy: "50%", r: "62%" },
      s("stop", { offset: "0%", "stop-color": "#3a2c74" }),
      s("stop", { offset: "55%", "stop-color": "#1b1f4d" }),
      s("stop", { offset: "100%", "stop-color": "#0c1230" })),
    s("radialGradient", { id: "q6-core", cx: "50%", cy: "50%", r: "50%" },
      s("stop", { offset: "0%", "stop-color": "#fff7d6" }),
      s("stop", { offset: "60%", "stop-color": "#ffd36b" }),
      s("stop", { offset: "100%", "stop-color": "#f59e2b" })));
  const sky = s("rect", { class: "q6-sky", x: -VIEW, y: -VIEW, width: VIEW * 2, height: VIEW * 2, rx: 36, fill: "url(#q6-sky)" });
  const road = s("g", { class: "q6-road", "aria-hidden": "true" },
    s("path", { class: "q6-road-edge", d: layout.road }),
    s("path", { class: "q6-road-bed", d: layout.road }),
    s("path", { class: "q6-road-line", d: layout.road }));
  const squares = s("g", { class: "q6-squares" });
  for (const entry of view.track) squares.append(drawSquare(entry, layout.squares[entry.square], themeName, t));
  const marks = s("g", { class: "q6-marks", "aria-hidden": "true" });
  const pawns = s("g", { class: "q6-pawns", "aria-hidden": "true" });
  svg.append(defs, sky, stars(), road, marks, squares, pawns);

  const pawnEls = [];
  const placed = []; // where each pawn was last drawn: {square, x, y}

  function ensurePawns(count) {
    while (pawnEls.length < count) {
      const seat = pawnEls.length;
      const el = s("g", { class: "q6-pawn-slot" }, pawn(seat, 22));
      pawnEls.push(el);
      placed.push(null);
      pawns.append(el);
    }
  }

  function spots(positions) {
    const infinity = layout.squares.length - 1;
    const bySquare = new Map();
    positions.forEach((square, seat) => {
      if (!bySquare.has(square)) bySquare.set(square, []);
      bySquare.get(square).push(seat);
    });
    const out = [];
    for (const [square, seats] of bySquare) {
      seats.forEach((seat, k) => {
        out[seat] = pawnSpot(layout.squares[square], k, seats.length, square === infinity);
      });
    }
    return out;
  }

  const tf = (p, lift = 0, grow = 1) => ({
    transform: `translate(${p.x.toFixed(1)}px, ${(p.y - lift).toFixed(1)}px) scale(${((p.scale ?? 1) * grow).toFixed(2)})`,
  });

  function hopFrames(from, to, start, end, byAnswer) {
    const at = (square) => layout.squares[Math.max(0, Math.min(square, layout.squares.length - 1))];
    const frames = [tf(start)];
    if (byAnswer || to <= from || to - from > 12) {
      // A right answer (or a long way): one leap.
      frames.push(tf({ x: (start.x + end.x) / 2, y: Math.min(start.y, end.y), scale: end.scale }, 90, 1.3));
    } else {
      // The die: one hop per square.
      let prev = start;
      for (let sq = from + 1; sq < to; sq += 1) {
        const p = at(sq);
        const q = { x: p.x, y: p.y - 10, scale: end.scale };
        frames.push(tf({ x: (prev.x + q.x) / 2, y: (prev.y + q.y) / 2, scale: q.scale }, 28, 1.1), tf(q));
        prev = q;
      }
      frames.push(tf({ x: (prev.x + end.x) / 2, y: (prev.y + end.y) / 2, scale: end.scale }, 28, 1.1));
    }
    frames.push(tf(end));
    return frames;
  }

  /** Put the pawns where `view` has them; hop along the track when `animate` and a pawn moved. */
  function setPawns(v, { animate = false, turn = null, steps = [] } = {}) {
    ensurePawns(v.pawns.length);
    const targets = spots(v.pawns);
    const motion = animate && !reduceMotion();
    v.pawns.forEach((square, seat) => {
      const el = pawnEls[seat];
      const end = targets[seat];
      const before = placed[seat];
      el.classList.toggle("q6-pawn-turn", turn === seat);
      if (before && before.x === end.x && before.y === end.y && before.scale === end.scale) return;
      el.getAnimations?.().forEach((a) => a.cancel());
      el.style.transform = tf(end).transform;
      if (motion && before && el.animate) {
        if (before.square !== square) {
          const step = steps.find((st) => st.seat === seat && st.to === square);
          const frames = hopFrames(before.square, square, before, end, step?.by === "answer");
          pawns.append(el); // the moving pawn passes over the others
          el.animate(frames, { duration: Math.min(2200, 150 * frames.length + 200), easing: "ease-in-out" });
        } else {
          el.animate([tf(before), tf(end)], { duration: 250, easing: "ease-out" });
        }
      }
      placed[seat] = { square, ...end };
    });
  }

  /** Ring the square where something happens now (the asked or acting player's square). */
  function setFocusSquare(square) {
    marks.replaceChildren();
    if (square === null || square === undefined) return;
    const at = layout.squares[square];
    marks.append(s("circle", { class: "q6-focus-ring", cx: at.x, cy: at.y, r: at.r + 12 }));
  }

  return { svg, setPawns, setFocusSquare, layout };
}
