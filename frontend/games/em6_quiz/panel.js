// Around the stage: the round and phase line, the last verdict, the players
// with their squares and answer modes, and the legend of the track.

import { h, s } from "/static/js/ui.js";
import { SPECIAL_KINDS, THEME_IDS, pawnIcon, symbolIcon } from "./icons.js";
import { VERDICT_MARK } from "./words.js";

/** A round countdown dial; index.js keeps every `.q6-clock` ticking. */
export function clockDial(t) {
  const r = 17;
  const length = 2 * Math.PI * r;
  return h("div", { class: "q6-clock", role: "timer", "aria-label": t("clock.label") },
    s("svg", { class: "q6-clock-svg", viewBox: "-22 -22 44 44", "aria-hidden": "true", focusable: "false" },
      s("circle", { class: "q6-clock-track", r }),
      s("circle", { class: "q6-clock-arc", r, "stroke-dasharray": length.toFixed(2), "stroke-dashoffset": 0, transform: "rotate(-90)" })),
    h("span", { class: "q6-clock-text" }, ""));
}

/** Round, what the race waits for, and the clock. */
export function statusLine(view, w, { dieBox, clock, waiting = false }) {
  const { t } = w;
  const over = view.phase === "over";
  if (waiting) {
    return [h("div", { class: "q6-status-text" },
      h("span", { class: "q6-round" }, t("status.round", { round: view.round, limit: view.round_limit })),
      h("span", { class: "q6-phase" }, t("phase.waiting")))];
  }
  return [
    h("div", { class: "q6-status-text" },
      h("span", { class: "q6-round" }, over ? t("status.over") : t("status.round", { round: view.round, limit: view.round_limit })),
      h("span", { class: "q6-phase" }, phaseText(view, w)),
      view.rolled ? h("span", { class: "q6-rolled" }, t("status.rolled", { name: w.name(view.rolled.seat), die: view.rolled.die })) : null),
    dieBox,
    clock,
  ];
}

function phaseText(view, w) {
  const { t } = w;
  switch (view.phase) {
    case "roll": return t("phase.roll", { name: w.name(view.turn) });
    case "final_roll": return t("phase.finalRoll", { name: w.name(view.turn) });
    case "choose": return t("phase.choose", { name: w.name(view.choosing?.seat) });
    case "answer": return t("phase.answer", { name: w.name(view.question?.seat) });
    case "vote": return t("phase.vote");
    case "over": return view.winner !== null && view.winner !== undefined ? t("phase.won", { name: w.name(view.winner) }) : t("phase.limit");
    default: return "";
  }
}

/** The last resolved question: verdict, answers, explanation and the pawn's move. */
export function verdictCard(view, w, { fresh = false } = {}) {
  const last = view.last;
  if (!last) return null;
  const { t } = w;
  const name = w.name(last.seat);
  const good = last.right;
  let move;
  if (last.final) {
    const won = good && view.winner === last.seat;
    move = won ? t("verdict.finalWon", { name }) : good ? t("verdict.finalNext", { name }) : t("verdict.finalStay", { name });
  } else if (last.to !== last.from) {
    move = t("verdict.moved", { name, from: w.where(last.from, view), to: w.where(last.to, view) });
  } else {
    move = t("verdict.stays", { name, where: w.where(last.from, view) });
  }
  const given = last.given === null || last.given === undefined
    ? h("dd", { class: "q6-none" }, t("verdict.noAnswer")) : h("dd", {}, last.given || "—");
  return h("section", { class: ["q6-card", "q6-verdict", good ? "q6-verdict-good" : "q6-verdict-bad", `q6-verdict-${last.verdict}`, fresh ? "q6-verdict-new" : ""], "aria-labelledby": "q6-verdict-title" },
    h("div", { class: "q6-verdict-head" },
      h("span", { class: "q6-verdict-mark", "aria-hidden": "true" }, VERDICT_MARK[last.verdict] || "?"),
      h("div", { class: "q6-card-titles" },
        h("p", { class: "q6-kicker" }, last.final
          ? t("verdict.kickerFinal", { name, index: last.final.index, count: last.final.count })
          : t("verdict.kicker", { name })),
        h("h2", { class: "q6-card-title", id: "q6-verdict-title" }, t(`verdict.${last.verdict}`))),
      w.themeChip(last.theme, "q6-chip-small")),
    h("p", { class: "q6-verdict-question" }, last.text),
    h("dl", { class: "q6-compare" },
      h("div", { class: "q6-compare-given" }, h("dt", {}, t("verdict.given")), given),
      h("div", { class: "q6-compare-expected" }, h("dt", {}, t("verdict.expected")), h("dd", {}, last.answer))),
    last.explanation ? h("p", { class: "q6-explanation" }, last.explanation) : null,
    last.votes ? h("p", { class: "q6-votes-line" }, t("verdict.votes", { yes: last.votes.accept, no: last.votes.reject })) : null,
    h("p", { class: "q6-verdict-move" }, move));
}

/** The answer-mode switch of this viewer: the current mode pressed, the other one sent as a move. */
export function modeSwitch(view, w, { me, move, busy, choose, waiting = false }) {
  const { t } = w;
  const current = view.modes[me];
  const button = (mode) => h("button", {
    class: ["q6-seg", `q6-seg-${mode}`, current === mode ? "q6-seg-on" : ""], type: "button",
    "aria-pressed": current === mode ? "true" : "false",
    disabled: current !== mode && (!move || busy) ? true : null,
    dataset: { focus: `mode-${mode}` },
    onClick: () => choose(mode),
  }, h("span", { class: "q6-seg-glyph", "aria-hidden": "true" }, mode === "classic" ? "Aa" : "ABC"), t(`mode.${mode}`));
  const answering = view.question?.seat === me && view.phase === "answer";
  const hint = move ? t(`mode.${current}.hint`) : waiting ? t("mode.waiting")
    : answering && view.mode_lock === false ? t("mode.lockedAnswer") : t("mode.lockedTurn");
  return h("div", { class: "q6-mode-switch" },
    h("p", { class: "q6-mode-label", id: "q6-mode-label" }, t("mode.yours")),
    h("div", { class: "q6-segs", role: "group", "aria-labelledby": "q6-mode-label" }, button("classic"), button("junior")),
    h("p", { class: "q6-hint" }, hint));
}

/** One row per player: pawn, name, mode, square and progress. */
export function playerList(view, w, { me, toAct }) {
  const { t } = w;
  const last = view.track.length - 1;
  const rows = view.pawns.map((square, seat) => {
    const entry = view.track[square];
    const acting = toAct.includes(seat);
    const rank = view.ranks ? view.ranks[seat] : null;
    const winner = view.winner === seat;
    const progress = Math.round((100 * square) / last);
    return h("li", { class: ["q6-player", acting ? "q6-player-acting" : "", seat === me ? "q6-player-me" : "", winner ? "q6-player-winner" : ""] },
      pawnIcon(seat, 34),
      h("div", { class: "q6-player-main" },
        h("div", { class: "q6-player-top" },
          h("span", { class: "q6-player-name" }, w.name(seat)),
          seat === me ? h("span", { class: "q6-you" }, t("player.you")) : null,
          h("span", { class: ["q6-mode-badge", `q6-mode-${view.modes[seat]}`] }, t(`mode.${view.modes[seat]}`))),
        h("div", { class: "q6-player-where" },
          entry?.kind === "theme" ? symbolIcon(entry.theme, 18) : entry ? symbolIcon(entry.kind, 18) : null,
          h("span", {}, w.where(square, view)),
          acting ? h("span", { class: "q6-acting" }, t("player.acting")) : null,
          rank ? h("span", { class: "q6-rank" }, t("player.rank", { n: rank })) : null),
        h("div", { class: "q6-progress", role: "progressbar", "aria-valuemin": 0, "aria-valuemax": last, "aria-valuenow": square,
          "aria-label": t("player.progress", { name: w.name(seat) }) },
        progressFill(progress))));
  });
  return h("section", { class: "q6-players", "aria-labelledby": "q6-players-title" },
    h("h2", { class: "q6-side-title", id: "q6-players-title" }, t("player.title")),
    h("ol", { class: "q6-player-list" }, rows));
}

/** Colours and symbols of the themes and special squares. */
export function legend(w, deck) {
  const { t } = w;
  return h("details", { class: "q6-legend" },
    h("summary", {}, t("legend.title")),
    deck?.title ? h("p", { class: "q6-deck" }, t("legend.deck", { title: deck.title })) : null,
    h("ul", { class: "q6-legend-list" },
      THEME_IDS.map((id) => h("li", {}, symbolIcon(id, 24), h("span", {}, w.themeName(id)))),
      SPECIAL_KINDS.map((kind) => h("li", {}, symbolIcon(kind, 24),
        h("span", {}, h("b", {}, t(`kind.${kind}`)), " ", t(`kind.${kind}.short`))))));
}

/** The filled part of a progress bar, sized through the CSSOM (the CSP refuses style attributes). */
function progressFill(percent) {
  const fill = h("span", { class: "q6-progress-fill" });
  fill.style.width = `${percent}%`;
  return fill;
}
