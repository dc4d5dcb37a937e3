// How the race's facts read: player names, theme names, squares, verdicts,
// and the sentence that tells screen readers what the last change did.

import { h } from "/static/js/ui.js";
import { symbolIcon } from "./icons.js";

/** Helpers bound to one viewer: `t`, `locale`, the names array and the view's theme names. */
export function wordsFor(ctx) {
  const { t, locale } = ctx;
  let themes = [];
  const w = {
    t,
    setThemes(list) { themes = list || []; },
    name(seat) {
      if (seat === null || seat === undefined) return "";
      return ctx.names?.[seat] ?? t("seat", { n: seat + 1 });
    },
    themeName(id) {
      const entry = themes.find((theme) => theme.id === id);
      return entry?.names?.[locale] ?? entry?.names?.en ?? t(`theme.${id}`);
    },
    where(square, view) {
      const entry = view?.track?.[square];
      if (square === 0 || entry?.kind === "start") return t("square.start");
      if (entry?.kind === "infinity" || (view && square === view.track.length - 1)) return t("square.infinity");
      return t("square.n", { n: square });
    },
    themeChip(id, extraClass = "") {
      return h("span", { class: ["q6-theme-chip", `q6-k-${id}`, extraClass] }, symbolIcon(id, 22), h("span", {}, w.themeName(id)));
    },
  };
  return w;
}

export const VERDICT_MARK = { right: "✓", accepted: "✓", wrong: "✗", rejected: "✗", timeout: "⏱" };

/** The key of a resolved question, to tell a new verdict from one already shown. */
export function lastKey(last) {
  if (!last) return "";
  return [last.seat, last.theme, last.number, last.text, last.verdict, last.from, last.to, last.given].join("|");
}

/** The key of a question in play. */
export function questionKey(question) {
  if (!question) return "";
  return [question.seat, question.theme, question.number, question.text, question.final?.index ?? 0].join("|");
}

function trailKey(view) {
  const step = view.trail?.[view.trail.length - 1];
  return step ? [step.turn, step.seat, step.from, step.to, step.by].join("|") : "";
}

/** True if a die was rolled between `before` and `after` (a move, or the last three final questions). */
export function rolledBetween(before, after) {
  if (!before || !after?.rolled || before === after) return false;
  const moved = trailKey(after) !== trailKey(before) && after.trail[after.trail.length - 1]?.by === "die";
  const finalRoll = before.phase === "final_roll" && after.phase !== "final_roll";
  return moved || finalRoll;
}

/** What changed from `before` to `after`, in words (several sentences joined), for ctx.announce. */
export function changeText(before, after, w) {
  const { t } = w;
  if (!before || !after) return "";
  const parts = [];
  if (rolledBetween(before, after)) {
    const seat = after.rolled.seat;
    const step = after.trail?.[after.trail.length - 1];
    if (before.phase === "final_roll") {
      // The number of final questions is the server's to say: it is in the question asked.
      const count = after.question?.final?.count ?? after.last?.final?.count ?? 0;
      parts.push(t("say.finalRoll", { name: w.name(seat), die: after.rolled.die, n: count }));
    } else if (step) {
      parts.push(t("say.roll", { name: w.name(seat), die: after.rolled.die, where: squareWords(after, step.to, w) }));
    }
  }
  after.modes?.forEach((mode, seat) => {
    if (before.modes?.[seat] && before.modes[seat] !== mode) parts.push(t(`say.mode.${mode}`, { name: w.name(seat) }));
  });
  if (lastKey(after.last) && lastKey(after.last) !== lastKey(before.last)) parts.push(verdictSentence(after.last, after, w));
  if (after.phase === "choose" && after.choosing && before.phase !== "choose") {
    parts.push(t(`say.choose.${after.choosing.reason}`, { name: w.name(after.choosing.seat), player: w.name(after.turn) }));
  }
  if (after.phase === "final_roll" && before.phase !== "final_roll" && after.final_theme) {
    parts.push(t("say.finalTheme", { name: w.name(after.turn), theme: w.themeName(after.final_theme) }));
  }
  if (after.question && questionKey(after.question) !== questionKey(before.question)) {
    const q = after.question;
    parts.push(t("say.question", { name: w.name(q.seat), theme: w.themeName(q.theme), text: q.text }));
    if (q.choices) parts.push(t("say.choices", { a: q.choices[0], b: q.choices[1], c: q.choices[2] }));
  }
  if (after.phase === "vote" && after.vote && before.phase !== "vote") {
    parts.push(t("say.vote", { name: w.name(after.vote.seat), given: after.vote.given, expected: after.vote.expected }));
  }
  if (after.phase === "over" && before.phase !== "over") {
    parts.push(after.winner !== null && after.winner !== undefined
      ? t("say.won", { name: w.name(after.winner) }) : t("say.roundLimit"));
  }
  return parts.join(" ");
}

function squareWords(view, square, w) {
  const entry = view.track[square];
  if (!entry || entry.kind === "start" || entry.kind === "infinity") return w.where(square, view);
  if (entry.kind === "theme") return w.t("say.squareTheme", { n: square, theme: w.themeName(entry.theme) });
  return w.t("say.squareSpecial", { n: square, kind: w.t(`kind.${entry.kind}`) });
}

/** One sentence for a resolved question: the verdict, the answer, where the pawn went. */
export function verdictSentence(last, view, w) {
  const { t } = w;
  const name = w.name(last.seat);
  const head = t(`verdict.say.${last.verdict}`, { name });
  const answer = last.right ? "" : t("say.expected", { answer: last.answer });
  let move = "";
  if (last.final) {
    if (last.right && last.final.index === last.final.count && view.winner === last.seat) move = t("say.won", { name });
    else if (!last.right) move = t("say.finalFailed", { name });
  } else if (last.to !== last.from) {
    move = t("say.moves", { name, where: w.where(last.to, view) });
  }
  return [head, answer, move].filter(Boolean).join(" ");
}
