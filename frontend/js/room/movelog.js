// The move log: every move of the match in words, oldest first, in a
// scrollable list. It is built from the spectator's views of the public replay
// (GET /api/matches/{id}/replay) and then from each live state; the words
// come from the game's renderer (`describe`), so the shell knows no rules.

import { t } from "../i18n.js";
import { h, replace } from "../ui.js";

/**
 * A move log. `describe(before, view, names)` gives a move's words; `names`
 * is the names array (kept current by the caller); `onPick(step)`, if given,
 * makes each line a button that goes to that step (the replay).
 */
export function moveLog({ describe, names, onPick = null }) {
  const steps = []; // {step, view, seat} in order, as received
  const list = h("ol", { class: "move-log-list", tabindex: 0 });
  const count = h("span", { class: "move-log-count" });
  // Named from the start: the summary is read out before the first move arrives.
  const title = h("span", { class: "move-log-title-text" }, t("log.title"));
  const empty = h("p", { class: "move-log-empty" });
  const el = h("details", { class: "panel move-log", open: true },
    h("summary", { class: "move-log-title" }, title, " ", count), list, empty);
  let current = null;

  function lineFor(index) {
    const entry = steps[index];
    // A step the shell words itself (an undo, which the game knows nothing of).
    if (entry.note) return { step: entry.step, text: entry.note };
    const text = describe ? describe(steps[index - 1]?.view || null, entry.view, names) : "";
    return text ? { step: entry.step, text } : null;
  }

  function item(line, fresh) {
    const body = onPick
      ? h("button", { class: "move-log-pick", type: "button", onClick: () => onPick(line.step) }, line.text)
      : line.text;
    return h("li", { class: ["move-log-line", fresh ? "move-log-fresh" : ""], dataset: { step: line.step } },
      h("span", { class: "move-log-n", "aria-hidden": "true" }, String(list.children.length + 1)), body);
  }

  function stuckToEnd() {
    return list.scrollHeight - list.scrollTop - list.clientHeight < 24;
  }

  // A line per worded step: two moves that read the same (a player passing twice,
  // an undo after an undo) are two moves, and both are listed.
  function redraw() {
    replace(list);
    for (let i = 0; i < steps.length; i += 1) {
      const line = lineFor(i);
      if (line) list.append(item(line, false));
    }
    drawTexts();
    mark(current);
    list.scrollTop = list.scrollHeight;
  }

  function drawTexts() {
    title.textContent = t("log.title");
    count.textContent = list.children.length ? `(${list.children.length})` : "";
    list.setAttribute("aria-label", t("log.title"));
    empty.textContent = t("log.empty");
    empty.hidden = list.children.length > 0;
  }

  function mark(step) {
    current = step;
    for (const li of list.children) li.classList.toggle("move-log-now", step !== null && Number(li.dataset.step) === step);
    const now = list.querySelector(".move-log-now");
    if (now) now.scrollIntoView({ block: "nearest" });
  }

  return {
    el,
    /** Start again from these steps ({step, view, note?}), e.g. the replay's. */
    reset(entries) {
      steps.splice(0, steps.length, ...entries);
      redraw();
    },
    /** A newer step (a live state; `note`: its words, when the shell has them); older or
     * known steps are ignored. */
    add(step, view, note = null) {
      const lastStep = steps.length ? steps[steps.length - 1].step : -1;
      if (step <= lastStep) return;
      const follow = stuckToEnd();
      steps.push({ step, view, note });
      const line = lineFor(steps.length - 1);
      if (line) {
        list.append(item(line, true));
        if (follow) list.scrollTop = list.scrollHeight;
      }
      drawTexts();
    },
    lastStep() {
      return steps.length ? steps[steps.length - 1].step : -1;
    },
    /** Highlight the line of `step` (the replay's position). */
    mark,
    relocalize: redraw,
  };
}
