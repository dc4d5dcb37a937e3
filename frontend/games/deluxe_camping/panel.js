// The texts around the board: the setup step or the round and phase with
// the movement points left, the last move in words, the score cards (team
// totals with four players), the zones and what they are worth, a legend.

import { h } from "/static/js/ui.js";
import { cellName, key } from "./geometry.js";
import { SEAT_CLASS, caravanIcon, emblemIcon, poolIcon, tokenIcon } from "./pieces.js";

const SETUP_STEPS = ["place_pool", "place_tokens", "place_bungalows", "place_caravans"];
const TEAMS = [[0, 2], [1, 3]];

const nameOf = (names, seat, t) => names[seat] ?? t("seat.label", { n: seat + 1 });

/** The setup step, or the round and the movement / fence phase with the points left. */
export function phaseBar(view, t) {
  if (view.phase === "over") {
    return h("div", { class: "dc-phase dc-phase-over" },
      h("div", { class: "dc-phase-text" },
        h("span", { class: "dc-kicker" }, t("phase.overKicker")),
        h("span", { class: "dc-where" }, t(`end.${view.end || "all_attributed"}`))));
  }
  if (SETUP_STEPS.includes(view.phase)) {
    const current = SETUP_STEPS.indexOf(view.phase);
    return h("div", { class: "dc-phase" },
      h("div", { class: "dc-phase-text" },
        h("span", { class: "dc-kicker" }, t("phase.setup")),
        h("span", { class: "dc-where" }, t(`phase.${view.phase}`))),
      h("ol", { class: "dc-steps", "aria-label": t("phase.setupSteps") }, SETUP_STEPS.map((step, i) => {
        const stateName = i < current ? "done" : i === current ? "current" : "todo";
        return h("li", { class: ["dc-step", `dc-step-${stateName}`], "aria-current": stateName === "current" ? "step" : null },
          h("span", { class: "visually-hidden" }, t(`steps.${stateName}`)), t(`steps.${step}`));
      })));
  }
  const movement = view.phase === "movement";
  const points = view.movement_points ?? 0;
  // In the movement phase a step already taken shows as a spent point.
  const spent = movement && view.stepped ? 1 : 0;
  return h("div", { class: "dc-phase" },
    h("div", { class: "dc-phase-text" },
      h("span", { class: "dc-kicker" }, t("phase.round", { round: view.round, max: view.max_rounds })),
      h("span", { class: "dc-where" }, t(movement ? "phase.movement" : "phase.fence"))),
    movement ? h("div", { class: "dc-points" },
      h("span", { class: "dc-points-label" }, t("phase.pointsLeft", { n: points })),
      Array.from({ length: points + spent }, (_, i) => h("span", {
        class: ["dc-pip", i < points ? "dc-pip-on" : "dc-pip-off"], "aria-hidden": "true",
      }))) : null,
    view.empty_turns > 0 ? h("p", { class: "dc-idle" }, t("phase.emptyTurns", { n: view.empty_turns, players: view.players })) : null);
}

/** What the last move did, in words; "" before the first one. */
export function lastMoveText(view, names, t) {
  const last = view.last;
  if (!last) return view.revealed && view.phase === "movement" && view.turns_played === 0 ? t("last.revealed") : "";
  const name = nameOf(names, last.seat, t);
  const move = last.move;
  let text = "";
  if (move.type === "step") {
    const piece = (view.tokens || []).some((tk) => key(tk.cell) === key(move.to)) ? "pest" : "caravan";
    text = t(`last.step.${piece}`, { name, from: cellName(move.from), to: cellName(move.to) });
  } else if (move.type === "fence") {
    const [r, c] = move.cell;
    const other = move.side === "E" ? [r, c + 1] : [r + 1, c];
    text = t("last.fence", { name, a: cellName(move.cell), b: cellName(other) });
  } else if (move.type === "end") {
    text = t("last.end", { name });
  } else if (move.type === "place_pool") {
    text = t("last.place_pool", { name, cells: `${cellName(move.cell)}–${cellName([move.cell[0] + 1, move.cell[1] + 1])}` });
  } else if (move.type === "place_bungalow") {
    text = t("last.place_bungalow", { name, cells: move.cells.map(cellName).join("–") });
  } else if (move.cell) {
    text = t(`last.${move.type}`, { name, cell: cellName(move.cell) });
  }
  const auto = (last.auto_fences || []).length;
  if (auto) text += ` ${t("last.auto", { n: auto })}`;
  if (move.type === "place_caravan" && view.revealed) text += ` ${t("last.revealed")}`;
  return text;
}

/** Zones per owner seat, and each seat's total area. */
function zonesBySeat(view) {
  const bySeat = Array.from({ length: view.players }, () => []);
  for (const zone of view.zones || []) {
    if (zone.owner !== null && zone.owner !== undefined) bySeat[zone.owner]?.push(zone);
  }
  return bySeat;
}

/** One card per player (grouped in two teams with four players). */
export function scoreCards(view, names, t, mySeat) {
  const bySeat = zonesBySeat(view);
  const card = (seat) => {
    const toMove = view.to_move === seat;
    const zones = bySeat[seat] || [];
    const setup = !view.revealed;
    const toPlace = view.to_place || {};
    const bungalowLeft = toPlace.bungalows?.[seat] ?? 0;
    const caravansLeft = toPlace.caravans?.[seat] ?? 0;
    return h("section", { class: ["dc-card", SEAT_CLASS[seat], toMove ? "dc-card-turn" : ""], "aria-label": nameOf(names, seat, t) },
      h("div", { class: "dc-card-head" },
        caravanIcon(seat, 34),
        h("span", { class: "dc-card-name" }, nameOf(names, seat, t)),
        seat === mySeat ? h("span", { class: "dc-you" }, t("score.you")) : null),
      h("div", { class: "dc-total" },
        h("span", { class: "dc-total-value" }, String(view.scores?.[seat] ?? 0)),
        h("span", { class: "dc-total-label" }, t("score.points", { n: view.scores?.[seat] ?? 0 }))),
      toMove ? h("p", { class: "dc-turn" }, t("score.toMove")) : null,
      h("p", { class: "dc-card-line" }, setup && (bungalowLeft || caravansLeft)
        ? t("score.toPlace", { n: caravansLeft, bungalow: bungalowLeft ? t("score.andBungalow") : "" })
        : t("score.zones", { n: zones.length })));
  };
  if (view.players === 4 && view.teams) {
    return h("div", { class: "dc-teams" }, TEAMS.map((seats, i) => {
      const team = view.teams[i];
      const other = view.teams[1 - i];
      const leading = team.score > other.score;
      return h("section", { class: ["dc-team", `dc-team-${i}`, leading ? "dc-team-leading" : ""], "aria-label": t("team.label", { names: seats.map((s) => nameOf(names, s, t)).join(" & ") }) },
        h("div", { class: "dc-team-head" },
          h("span", { class: "dc-team-marks", "aria-hidden": "true" }, seats.map((s) => emblemIcon(s, 16))),
          h("span", { class: "dc-team-name" }, t("team.name", { a: seats[0] + 1, b: seats[1] + 1 })),
          h("span", { class: "dc-team-score" }, h("b", {}, String(team.score)), " ", t("score.points", { n: team.score }))),
        h("div", { class: "dc-cards" }, seats.map(card)));
    }));
  }
  return h("div", { class: ["dc-cards", view.players > 2 ? "dc-cards-many" : ""] }, Array.from({ length: view.players }, (_, seat) => card(seat)));
}

/** The attributed zones with what makes their value, and how many are still open. */
export function zoneList(view, names, t) {
  const cellsOf = (zone) => new Set(zone.cells.map(key));
  const owned = (view.zones || []).filter((z) => z.owner !== null && z.owner !== undefined)
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0) || b.cells.length - a.cells.length);
  const open = (view.zones || []).length - owned.length;
  const rows = owned.map((zone) => {
    const inside = cellsOf(zone);
    const hasPool = (view.pool || []).some((cell) => inside.has(key(cell)));
    const tokens = (view.tokens || []).filter((tk) => inside.has(key(tk.cell)));
    const sellers = tokens.filter((tk) => tk.kind === "ice_cream").length;
    const pest = tokens.some((tk) => tk.kind === "pest");
    const hidden = tokens.filter((tk) => tk.kind === "face_down").length;
    const parts = [t("zones.cells", { n: zone.cells.length })];
    if (hasPool) parts.push(t("zones.pool"));
    if (sellers) parts.push(t("zones.sellers", { n: sellers }));
    if (pest) parts.push(t("zones.pest"));
    if (hidden) parts.push(t("zones.hidden", { n: hidden }));
    return h("li", { class: ["dc-zone-row", SEAT_CLASS[zone.owner]] },
      h("span", { class: "dc-zone-owner" }, emblemIcon(zone.owner, 14), h("span", { class: "visually-hidden" }, nameOf(names, zone.owner, t))),
      h("span", { class: "dc-zone-parts" }, parts.join(" · ")),
      h("span", { class: "dc-zone-value" }, zone.value === null || zone.value === undefined
        ? t("zones.valueLater") : t("score.pointsShort", { n: zone.value })));
  });
  return h("section", { class: "dc-zones-box", "aria-labelledby": "dc-zones-title" },
    h("h3", { class: "dc-box-title", id: "dc-zones-title" }, t("zones.title")),
    rows.length ? h("ul", { class: "dc-zone-rows" }, rows) : h("p", { class: "dc-none" }, t("zones.none")),
    open ? h("p", { class: "dc-open" }, t("zones.open", { n: open })) : null);
}

/** What the tokens and the pool are worth. */
export function legend(t, view = null) {
  // Face-down tokens are explained only while the board has some.
  const faceDown = !view || (view.tokens || []).some((tk) => tk.kind === "face_down");
  return h("ul", { class: "dc-legend", "aria-label": t("legend.title") },
    h("li", {}, poolIcon(26), h("span", {}, t("legend.pool"))),
    h("li", {}, tokenIcon("ice_cream", 26), h("span", {}, t("legend.ice_cream"))),
    h("li", {}, tokenIcon("pest", 26), h("span", {}, t("legend.pest"))),
    faceDown ? h("li", { class: "dc-legend-face-down" }, tokenIcon("face_down", 26), h("span", {}, t("legend.face_down"))) : null);
}
