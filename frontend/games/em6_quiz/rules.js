// "How to play" for the rules page, with two small diagrams: the whole track,
// and a theme square with the next square of the same theme.

import { append, h, s } from "/static/js/ui.js";
import { SPECIAL_KINDS, THEME_IDS, dieFace, pawn, symbol, symbolIcon } from "./icons.js";
import { VIEW, createTrack } from "./track.js";

// The track comes from the server (`track` in GET /api/games, as in a match's view):
// the frontend keeps no copy of the board.
function trackDiagram(t, track) {
  const view = { track, pawns: [0, 0, 0] };
  const drawn = createTrack(view, { t, themeName: (id) => t(`theme.${id}`) });
  drawn.setPawns(view);
  drawn.svg.setAttribute("aria-label", t("rules.track.diagram"));
  drawn.svg.setAttribute("viewBox", `${-VIEW} ${-VIEW} ${VIEW * 2} ${VIEW * 2}`);
  drawn.svg.classList.add("q6-rules-track");
  return drawn.svg;
}

/** Squares 1 to 8 in a row; an arrow from square 1 to square 8, the next square of its theme. */
function nextSquareDiagram(t, squares) {
  const track = squares.slice(1, 9);
  const gap = 74;
  const width = gap * track.length + 20;
  const svg = s("svg", { class: "q6-rules-strip", viewBox: `0 0 ${width} 200`, role: "img", "aria-label": t("rules.right.diagram") });
  const y = 132;
  svg.append(s("path", { class: "q6-strip-road", d: `M${gap / 2} ${y} L${width - gap / 2} ${y}` }));
  track.forEach((entry, i) => {
    const x = gap / 2 + 10 + i * gap;
    const kind = entry.kind === "theme" ? entry.theme : entry.kind;
    svg.append(s("g", { class: ["q6-sq", `q6-sq-${entry.kind}`, `q6-k-${kind}`], transform: `translate(${x} ${y})` },
      s("circle", { class: "q6-sq-ring", r: 34 }),
      s("circle", { class: "q6-sq-disc", r: 28 }),
      symbol(kind, 26, 0, -5),
      s("text", { class: "q6-sq-number", x: 0, y: 18 }, String(entry.square))));
  });
  const x1 = gap / 2 + 10;
  const x2 = gap / 2 + 10 + 7 * gap;
  svg.append(
    s("path", { class: "q6-strip-arrow", d: `M${x1 + 6} ${y - 40} C${x1 + 80} ${y - 100} ${x2 - 80} ${y - 100} ${x2 - 6} ${y - 42}` }),
    s("path", { class: "q6-strip-head", d: `M${x2 - 6} ${y - 38} l-15 -6 l10 -11 Z` }),
    s("text", { class: "q6-strip-label", x: (x1 + x2) / 2, y: 26 }, t("rules.right.arrow")),
    s("g", { transform: `translate(${x1} ${y - 34})` }, pawn(0, 15)));
  return svg;
}

function legendList(t) {
  return h("ul", { class: "q6-legend-list q6-rules-legend" },
    THEME_IDS.map((id) => h("li", {}, symbolIcon(id, 26), h("span", {}, t(`theme.${id}`)))),
    SPECIAL_KINDS.map((kind) => h("li", {}, symbolIcon(kind, 26),
      h("span", {}, h("b", {}, t(`kind.${kind}`)), " ", t(`kind.${kind}.short`)))));
}

function section(t, name, ...extra) {
  return h("section", { class: "q6-rules-section" },
    h("h2", {}, t(`rules.${name}.title`)),
    h("p", {}, t(`rules.${name}.text`)),
    ...extra);
}

export function rules(el, { t, game }) {
  append(el, h("div", { class: "q6-rules" },
    h("p", { class: "lead" }, t("rules.goal")),
    h("figure", { class: "q6-rules-figure" }, trackDiagram(t, game.track),
      h("figcaption", {}, t("rules.track.caption"))),
    section(t, "track", legendList(t)),
    section(t, "turn", h("p", { class: "q6-rules-dice" }, dieFace(1, 30), dieFace(3, 30), dieFace(5, 30), h("span", {}, t("rules.turn.dice")))),
    section(t, "right", h("figure", { class: "q6-rules-figure q6-rules-figure-strip" }, nextSquareDiagram(t, game.track),
      h("figcaption", {}, t("rules.right.caption")))),
    section(t, "special"),
    section(t, "modes"),
    section(t, "vote"),
    section(t, "final"),
    section(t, "end")));
}
