// The stage: what the race waits for now, and the controls for the legal
// moves of this viewer (roll, theme, answer, vote). Only moves listed in
// `legal` are offered; nothing here decides what is allowed.

import { arrowKeys } from "/static/js/gridnav.js";
import { h } from "/static/js/ui.js";
import { dieFace, symbolIcon } from "./icons.js";
import { questionKey } from "./words.js";

const LETTERS = ["A", "B", "C"];

/** The moves of `legal` by kind. */
export function movesOf(legal) {
  const list = legal || [];
  return {
    roll: list.find((m) => m.type === "roll") || null,
    themes: list.filter((m) => m.type === "theme"),
    text: list.find((m) => m.type === "answer" && m.free) || null,
    choices: list.filter((m) => m.type === "answer" && typeof m.choice === "number"),
    votes: list.filter((m) => m.type === "vote"),
    mode: list.find((m) => m.type === "mode") || null,
  };
}

function card(kind, ...children) {
  return h("section", { class: ["q6-card", `q6-card-${kind}`] }, ...children);
}

function head(kicker, title, extra = null) {
  return h("div", { class: "q6-card-head" },
    h("div", { class: "q6-card-titles" },
      kicker ? h("p", { class: "q6-kicker" }, kicker) : null,
      h("h2", { class: "q6-card-title" }, title)),
    extra);
}

function waiting(text) {
  return h("p", { class: "q6-waiting" }, h("span", { class: "q6-dots", "aria-hidden": "true" }, h("i"), h("i"), h("i")), text);
}

/**
 * The stage for `view`; `env` holds the viewer's words, moves and callbacks.
 * Each card has a key of the decision it asks for (the turn, the question), so
 * that the room's redraws keep a card and its buttons while it is the same
 * decision, and a new one (another question) is a new card, never the last
 * one's buttons doing something else.
 */
export function drawStage(view, env) {
  const turn = `${view.round}|${view.turn}`;
  let now;
  if (view.phase === "over") now = keyed(overCard(view, env), "over");
  else if (view.phase === "vote" && view.vote) now = keyed(voteCard(view, env), `vote|${turn}|${questionKey(view.question)}|${view.vote.seat}`);
  else if (view.phase === "answer" && view.question) now = keyed(questionCard(view, env), `question|${turn}|${questionKey(view.question)}`);
  else if (view.phase === "choose" && view.choosing) now = keyed(chooseCard(view, env), `choose|${turn}|${view.choosing.seat}|${view.choosing.reason}`);
  else if (view.phase === "final_roll") now = keyed(finalRollCard(view, env), `final|${turn}`);
  else if (env.modeIntro && env.moves.roll) {
    // The viewer's first roll: asked for in the welcome card itself, one card that fits
    // one screen, rather than a second card under it.
    return [keyed(modeIntro(view, env, env.moves.roll), `mode|roll|${turn}`)];
  } else now = keyed(rollCard(view, env), `roll|${turn}`);
  return env.modeIntro ? [keyed(modeIntro(view, env), "mode"), now] : [now];
}

function keyed(el, key) {
  el.dataset.key = key;
  return el;
}

// ---- mode ------------------------------------------------------------------

/** The welcome card: how the viewer wants to answer, and their `roll` if it is asked for now. */
function modeIntro(view, env, roll = null) {
  const { t } = env.w;
  const current = view.modes[env.me];
  const option = (mode) => h("button", {
    class: ["q6-mode-option", `q6-mode-option-${mode}`, current === mode ? "q6-mode-current" : ""], type: "button",
    "aria-pressed": current === mode ? "true" : "false", disabled: env.busy,
    dataset: { focus: `intro-${mode}` },
    onClick: () => env.chooseMode(mode),
  },
  h("span", { class: "q6-mode-glyph", "aria-hidden": "true" }, mode === "classic" ? "Aa" : "ABC"),
  h("span", { class: "q6-mode-name" }, t(`mode.${mode}`)),
  h("span", { class: "q6-mode-text" }, t(`mode.${mode}.intro`)));
  return card("mode",
    head(t("mode.introKicker"), t("mode.introTitle")),
    arrowKeys(h("div", { class: "q6-mode-options", role: "group", "aria-label": t("mode.introTitle") }, option("classic"), option("junior"))),
    h("p", { class: "q6-hint" }, t(view.mode_lock === false ? "mode.introHintTurns" : "mode.introHint")),
    roll ? h("div", { class: "q6-actions" }, rollButton(roll, env, t("action.roll"))) : null);
}

// ---- rolling ---------------------------------------------------------------

function rollButton(move, env, label) {
  return h("button", {
    class: "btn btn-primary q6-big-btn q6-roll-btn", type: "button", disabled: env.busy,
    dataset: { focus: "roll", primary: "1" }, onClick: () => env.send(move),
  }, dieFace(5, 30, "q6-btn-die"), label);
}

function rollCard(view, env) {
  const { t } = env.w;
  const moves = env.moves;
  const seat = view.turn;
  const name = env.w.name(seat);
  const square = view.track[view.pawns[seat]];
  const replay = square?.kind === "replay";
  const kicker = replay ? t("stage.replayKicker") : t("stage.turnOf", { name });
  if (moves.roll) {
    return card("roll",
      head(kicker, replay ? t("stage.replayYou") : t("stage.rollYou")),
      h("p", { class: "q6-hint" }, t("stage.rollHint")),
      h("div", { class: "q6-actions" }, rollButton(moves.roll, env, t("action.roll"))));
  }
  return card("roll",
    head(kicker, replay ? t("stage.replayOther", { name }) : t("stage.rollOther", { name })),
    waiting(t("stage.waitRoll", { name })));
}

function finalRollCard(view, env) {
  const { t } = env.w;
  const name = env.w.name(view.turn);
  const theme = view.final_theme;
  const mine = env.moves.roll;
  return card("final",
    head(t("stage.finalKicker"), mine ? t("stage.finalRollYou") : t("stage.finalRollOther", { name }),
      theme ? env.w.themeChip(theme) : null),
    h("p", { class: "q6-hint" }, t("stage.finalRollHint")),
    mine ? h("div", { class: "q6-actions" }, rollButton(mine, env, t("action.rollFinal"))) : waiting(t("stage.waitRoll", { name })));
}

// ---- themes ----------------------------------------------------------------

function chooseCard(view, env) {
  const { t } = env.w;
  const { seat: chooser, reason } = view.choosing;
  const player = env.w.name(view.turn);
  const chooserName = env.w.name(chooser);
  const mine = env.moves.themes.length > 0;
  const kicker = t(`stage.choose.${reason}.kicker`);
  const title = mine ? t(`stage.choose.${reason}.you`, { player }) : t(`stage.choose.${reason}.other`, { name: chooserName, player });
  const body = [head(kicker, title), h("p", { class: "q6-hint" }, t(`stage.choose.${reason}.hint`, { player }))];
  if (mine) {
    const buttons = env.moves.themes.map((move) => h("button", {
      class: ["q6-theme-btn", `q6-k-${move.theme}`], type: "button", disabled: env.busy,
      dataset: { focus: `theme-${move.theme}`, primary: move === env.moves.themes[0] ? "1" : null },
      onClick: () => env.send(move),
    }, symbolIcon(move.theme, 34), h("span", {}, env.w.themeName(move.theme))));
    body.push(arrowKeys(h("div", { class: "q6-theme-grid", role: "group", "aria-label": t("stage.themes") }, buttons)));
  } else {
    body.push(waiting(t("stage.waitTheme", { name: chooserName })));
  }
  return card("choose", ...body);
}

// ---- the question ----------------------------------------------------------

function clockBar(env) {
  return env.hasClock ? h("div", { class: "q6-clockbar", "aria-hidden": "true" }, h("span", { class: "q6-clockbar-fill" })) : null;
}

function questionCard(view, env) {
  const { t } = env.w;
  const q = view.question;
  const name = env.w.name(q.seat);
  const mine = q.seat === env.me;
  const moves = env.moves;
  const kicker = q.final
    ? t("stage.finalQuestion", { index: q.final.index, count: q.final.count })
    : mine ? t("stage.questionYou") : t("stage.questionFor", { name });
  const body = [
    h("div", { class: "q6-card-head" },
      h("div", { class: "q6-card-titles" }, h("p", { class: "q6-kicker" }, kicker), env.w.themeChip(q.theme)),
      q.final ? finalSteps(q.final, t) : null),
    clockBar(env),
    h("p", { class: "q6-question-text", id: env.ids.question }, q.text),
  ];
  if (q.choices) {
    body.push(choiceList(q.choices, moves.choices, env));
  }
  if (moves.text) {
    body.push(env.answerForm(q, moves.text));
  } else if (!moves.choices.length) {
    body.push(waiting(q.choices ? t("stage.waitChoice", { name }) : t("stage.waitAnswer", { name })));
  }
  return card(q.final ? "question q6-card-finalq" : "question", ...body);
}

function finalSteps(final, t) {
  const steps = [];
  for (let i = 1; i <= final.count; i += 1) {
    const state = i < final.index ? "done" : i === final.index ? "now" : "todo";
    steps.push(h("li", { class: ["q6-step", `q6-step-${state}`] }, h("span", { class: "visually-hidden" }, t(`step.${state}`)), String(i)));
  }
  return h("ol", { class: "q6-steps", "aria-label": t("stage.finalSteps") }, steps);
}

function choiceList(choices, moves, env) {
  const { t } = env.w;
  const byChoice = new Map(moves.map((m) => [m.choice, m]));
  const active = moves.length > 0;
  const items = choices.map((text, i) => {
    const move = byChoice.get(i);
    // The letter is read with the answer ("A Egypt"), as the announcements name them.
    const inner = [h("span", { class: "q6-choice-letter" }, LETTERS[i]), " ", h("span", { class: "q6-choice-text" }, text)];
    if (!move) return h("li", { class: "q6-choice q6-choice-static" }, ...inner);
    return h("li", { class: "q6-choice" }, h("button", {
      class: "q6-choice-btn", type: "button", disabled: env.busy,
      dataset: { focus: `choice-${i}`, primary: i === 0 ? "1" : null, choice: String(i) },
      onClick: () => env.send(move),
    }, ...inner));
  });
  const list = h("ol", { class: ["q6-choices", active ? "q6-choices-active" : ""], "aria-label": t("stage.choices") }, items);
  return active ? arrowKeys(list) : list;
}

// ---- the fair-play vote ----------------------------------------------------

function voteCard(view, env) {
  const { t } = env.w;
  const vote = view.vote;
  const name = env.w.name(vote.seat);
  const q = view.question;
  const mine = env.moves.votes.length > 0;
  const voted = new Set(vote.voted);
  const accept = env.moves.votes.find((m) => m.accept === true);
  const reject = env.moves.votes.find((m) => m.accept === false);
  const body = [
    head(t("vote.kicker"), mine ? t("vote.titleYou", { name }) : t("vote.title", { name }), q ? env.w.themeChip(q.theme) : null),
    clockBar(env),
    q ? h("p", { class: "q6-vote-question" }, q.text) : null,
    h("dl", { class: "q6-compare" },
      h("div", { class: "q6-compare-given" }, h("dt", {}, t("vote.given", { name })), h("dd", {}, vote.given || "—")),
      h("div", { class: "q6-compare-expected" }, h("dt", {}, t("verdict.expected")), h("dd", {}, vote.expected))),
  ];
  // The hint and the explanation come after the buttons, so that they stay on screen.
  const explanation = vote.explanation ? h("p", { class: "q6-explanation" }, vote.explanation) : null;
  if (mine) {
    body.push(
      arrowKeys(h("div", { class: "q6-actions q6-vote-actions", role: "group", "aria-label": t("vote.kicker") },
        accept ? h("button", { class: "btn q6-vote-btn q6-vote-yes", type: "button", disabled: env.busy,
          // No default focus here: a stray Enter must not decide a vote.
          dataset: { focus: "vote-yes" }, onClick: () => env.send(accept) },
        h("span", { "aria-hidden": "true" }, "✓"), t("vote.accept")) : null,
        reject ? h("button", { class: "btn q6-vote-btn q6-vote-no", type: "button", disabled: env.busy,
          dataset: { focus: "vote-no" }, onClick: () => env.send(reject) },
        h("span", { "aria-hidden": "true" }, "✗"), t("vote.reject")) : null)),
      h("p", { class: "q6-hint" }, t("vote.hint")));
  } else if (env.me !== null && vote.voters.includes(env.me) && voted.has(env.me)) {
    body.push(waiting(t("vote.done")));
  } else {
    body.push(waiting(vote.seat === env.me ? t("vote.waitYou") : t("vote.wait")));
  }
  body.push(explanation, h("ul", { class: "q6-voters", "aria-label": t("vote.voters") }, vote.voters.map((seat) =>
    h("li", { class: ["q6-voter", voted.has(seat) ? "q6-voter-done" : ""] },
      env.pawnIcon(seat, 20), h("span", { class: "q6-voter-name" }, env.w.name(seat)),
      h("span", { class: "q6-voter-state" }, voted.has(seat) ? t("vote.hasVoted") : t("vote.notYet"))))));
  return card("vote", ...body);
}

// ---- the end ---------------------------------------------------------------

function overCard(view, env) {
  const { t } = env.w;
  const winner = view.winner;
  const won = winner !== null && winner !== undefined;
  return card("over",
    head(t("over.kicker"), won ? t("over.won", { name: env.w.name(winner) }) : t("over.limit")),
    h("p", { class: "q6-hint" }, won ? t("over.wonHint") : t("over.limitHint", { n: view.round_limit })));
}
