// The `em6_quiz` renderer: the race track, the die, the question, the vote
// and the players. It draws the view it is sent and offers the moves listed
// in `legal`, nothing else (see frontend/games/README.md for the interface).

import { translator } from "/static/js/i18n.js";
import { h, patch, replace } from "/static/js/ui.js";
import messages from "./i18n.js";
import { diePips, dieFace, pawnIcon } from "./icons.js";
import { clockDial, legend, modeSwitch, playerList, statusLine, verdictCard } from "./panel.js";
import { drawStage, movesOf } from "./stage.js";
import { createTrack } from "./track.js";
import { changeText, lastKey, questionKey, rolledBetween, wordsFor } from "./words.js";

export { rules } from "./rules.js";

export const stylesheet = "style.css";

/** The move that led from `before` to `view`, in words, for the room's move log ("" for none). */
export function describe(before, view, ctx) {
  const w = wordsFor(ctx);
  w.setThemes(view.themes || before?.themes);
  return changeText(before, view, w);
}

/** Infinity, the track's last square, from the track the server lists (GET /api/games). */
let infinity = null;

/** What the server says of the game: its track gives the last square. */
export function configure(game) {
  if (Array.isArray(game.track) && game.track.length) infinity = game.track.length - 1;
}

/** A final score in the ranking: the square the pawn reached (the last one is Infinity). */
export function scoreLabel(score) {
  const t = translator(messages);
  // The winner is ranked one past Infinity: they answered the final questions there.
  const text = infinity !== null && score > infinity ? t("score.won")
    : score === infinity ? t("square.infinity")
      : score <= 0 ? t("square.start") : t("square.n", { n: score });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The seat's pawn (a colour and a shape), for seat lists and the ranking. */
export function seatMarker(seat) {
  return pawnIcon(seat, 26);
}

const TICK_MS = 200;
const LOW_TIME_MS = 10_000;
const MAX_ANSWER_CHARS = 200;
const reduceMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;

export function mount(el, ctx) {
  const w = wordsFor(ctx);
  const { t } = w;
  const me = ctx.seat ?? null;

  const status = h("div", { class: "q6-status" });
  const stage = h("div", { class: "q6-stage", tabindex: -1, "data-fit-keep": true });
  const lastSlot = h("div", { class: "q6-last" });
  const players = h("div", { class: "q6-side-players" });
  const trackWrap = h("div", { class: "q6-track" });
  const legendSlot = h("div", { class: "q6-legend-slot" });
  const root = h("div", { class: ["q6", ctx.mode === "replay" ? "q6-replay" : ""] },
    h("div", { class: "q6-layout" },
      h("div", { class: "q6-side" }, status, stage, lastSlot, players),
      h("div", { class: "q6-board" }, trackWrap, legendSlot)));
  el.append(root);

  const dieBox = h("div", { class: "q6-diebox", "aria-hidden": "true" }, dieFace(0, 52));
  const clockEl = clockDial(t);

  let state = null;
  let view = null; // the view last drawn
  let track = null;
  let sentMove = null;
  let modeIntroDone = false;
  let answerBox = null; // the classic answer form, kept while its question is asked
  let actionKey = "";
  let verdictShown = ""; // the verdict on screen, so that only a new one slides in
  // The viewer's own last verdict, kept on screen (over the others' verdicts)
  // until they dismiss it or roll again on their next turn.
  let kept = null; // {key, view, roll}
  let dismissed = "";
  const drawn = { status: "", stage: "" }; // what the status line and the stage were drawn from
  let clock = null; // {deadline, total, version, raw, warned}
  let tickTimer = null;
  let dieTimer = null;
  let dieTarget = 0;
  let dieFrames = 0;

  // ---- the die -------------------------------------------------------------
  function showFace(value) {
    dieBox.querySelector(".q6-die-pips").replaceChildren(...diePips(value));
  }

  function stopTumble() {
    window.clearInterval(dieTimer);
    dieTimer = null;
    dieBox.classList.remove("q6-rolling");
  }

  /** Tumble the die; it lands on `dieTarget` once that is known (null: still waiting for the server). */
  function tumble(target) {
    dieTarget = target;
    if (reduceMotion()) {
      if (target) showFace(target);
      return;
    }
    if (dieTimer) return;
    dieFrames = 0;
    dieBox.classList.remove("q6-landed");
    dieBox.classList.add("q6-rolling");
    dieTimer = window.setInterval(() => {
      dieFrames += 1;
      if (dieTarget && dieFrames >= 9) {
        stopTumble();
        showFace(dieTarget);
        void dieBox.offsetWidth; // restart the landing bounce
        dieBox.classList.add("q6-landed");
        return;
      }
      showFace(1 + Math.floor(Math.random() * 6));
    }, 75);
  }

  // ---- the clock -----------------------------------------------------------
  function syncClock(next) {
    const c = next.clock;
    if (!c || next.status !== "live") {
      clock = null;
      return;
    }
    // The same message again (a seat change redraws): keep the deadline it set.
    if (clock && clock.version === next.version && clock.raw === c.remaining_ms) return;
    clock = { deadline: performance.now() + c.remaining_ms, total: c.total_ms || 1, version: next.version, raw: c.remaining_ms, warned: false };
  }

  function tick() {
    if (!clock) return;
    const left = Math.max(0, clock.deadline - performance.now());
    const part = Math.max(0, Math.min(1, left / clock.total));
    const seconds = Math.ceil(left / 1000);
    // Low: the last ten seconds, or the last third of a short clock.
    const low = left < Math.min(LOW_TIME_MS, clock.total / 3);
    const text = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
    for (const dial of root.querySelectorAll(".q6-clock")) {
      dial.classList.toggle("q6-clock-low", low);
      const arc = dial.querySelector(".q6-clock-arc");
      const length = Number(arc.getAttribute("stroke-dasharray"));
      arc.setAttribute("stroke-dashoffset", (length * (1 - part)).toFixed(2));
      const label = dial.querySelector(".q6-clock-text");
      if (label.textContent !== text) label.textContent = text;
      dial.setAttribute("aria-label", t("clock.left", { n: seconds }));
    }
    for (const bar of root.querySelectorAll(".q6-clockbar")) {
      bar.classList.toggle("q6-clock-low", low);
      bar.firstChild.style.width = `${(part * 100).toFixed(1)}%`;
    }
    const mine = me !== null && (state?.to_act || []).includes(me) && (state?.legal || []).some((m) => m.type !== "mode");
    if (low && !clock.warned && mine && left > 0) {
      clock.warned = true;
      ctx.announce(t("clock.low", { n: seconds }));
    }
  }

  // ---- moves -----------------------------------------------------------------
  function busy() {
    return Boolean(state?.pending || sentMove);
  }

  function send(move) {
    if (!state || busy() || ctx.mode !== "play") return false;
    sentMove = move;
    if (move.type === "roll") tumble(null);
    if (!ctx.send(move)) {
      sentMove = null;
      stopTumble();
      if (view?.rolled) showFace(view.rolled.die);
    }
    draw();
    return true;
  }

  function chooseMode(mode) {
    modeIntroDone = true;
    const move = movesOf(state?.legal).mode;
    if (view && view.modes[me] !== mode && move && move.mode === mode) send(move);
    else draw();
  }

  function answerForm(question, move) {
    const key = questionKey(question);
    if (!answerBox || answerBox.key !== key) {
      const input = h("input", {
        class: "input q6-answer-input", type: "text", id: "q6-answer", maxlength: MAX_ANSWER_CHARS,
        autocomplete: "off", autocapitalize: "off", spellcheck: "false", enterkeyhint: "send",
        "aria-describedby": "q6-question-text", dataset: { focus: "answer", primary: "1" },
      });
      const button = h("button", { class: "btn btn-primary q6-answer-submit", type: "submit", dataset: { focus: "answer-submit" } }, t("action.answer"));
      const note = h("p", { class: "q6-form-note", role: "status" });
      const form = h("form", { class: "q6-answer-form", autocomplete: "off" },
        h("label", { class: "q6-answer-label", for: "q6-answer" }, t("action.answerLabel")),
        h("div", { class: "q6-answer-row" }, input, button),
        note);
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        const text = input.value.trim();
        if (!text) {
          note.textContent = t("action.answerEmpty");
          input.focus();
          return;
        }
        note.textContent = "";
        // The legal entry lists its free keys; fill them with what was typed.
        const filled = { ...answerBox.move };
        delete filled.free;
        for (const name of Object.keys(answerBox.move.free || {})) filled[name] = text;
        send(filled);
      });
      answerBox = { key, form, input, button, move };
    }
    answerBox.move = move;
    const waitingForServer = busy();
    answerBox.input.readOnly = waitingForServer;
    answerBox.button.disabled = waitingForServer;
    answerBox.button.textContent = waitingForServer ? t("action.sending") : t("action.answer");
    return answerBox.form;
  }

  // ---- drawing ---------------------------------------------------------------
  function focusSquare(v) {
    if (v.phase === "over") return v.winner ?? null;
    const seat = v.vote?.seat ?? v.question?.seat ?? v.turn;
    return seat === null || seat === undefined ? null : v.pawns[seat];
  }

  function trackLabel(v) {
    const where = v.pawns.map((square, seat) => t("track.pawn", { name: w.name(seat), where: w.where(square, v) }));
    return t("track.label", { list: where.join("; ") });
  }

  function dismissButton() {
    return h("button", { class: "btn btn-small btn-ghost q6-verdict-dismiss", type: "button",
      onClick: () => { dismissed = kept?.key || ""; kept = null; draw(); } }, t("verdict.dismiss"));
  }

  function keptCard(entry) {
    const card = verdictCard(entry.view, w);
    if (card) card.dataset.key = entry.key;
    card?.classList.add("q6-verdict-kept");
    card?.append(dismissButton());
    return card;
  }

  function draw({ animate = false } = {}) {
    if (!state || !view) return;
    const moves = movesOf(state.legal);
    const toAct = state.status === "live" ? state.to_act || [] : [];
    const isBusy = busy();

    
    const focused = root.contains(document.activeElement) ? /** @type {HTMLElement} */ (document.activeElement) : null;
    const focusKey = focused?.dataset?.focus || null;

    if (!view.question || questionKey(view.question) !== answerBox?.key) {
      if (!moves.text) answerBox = null;
    }
    const showIntro = ctx.mode === "play" && me !== null && !modeIntroDone && Boolean(moves.mode)
      && view.round === 1 && view.pawns[me] === 0 && view.phase !== "over";

    // Redraw the status and the stage only when what they show changed, so that a
    // seat or name update does not take the keyboard (or a phone's keyboard) away.
    const waiting = state.status === "waiting";
    const statusKey = JSON.stringify([waiting, view.phase, view.round, view.round_limit, view.turn, view.rolled,
      view.choosing, view.question?.seat, view.winner, Boolean(clock), ctx.names]);
    if (statusKey !== drawn.status) {
      replace(status, statusLine(view, w, { dieBox, clock: clock ? clockEl : null, waiting }));
      drawn.status = statusKey;
    }
    const stageKey = JSON.stringify([waiting, view.phase, view.turn, view.question, view.vote, view.choosing, view.final_theme,
      view.pawns, view.modes, view.winner, view.round_limit, state.legal, isBusy, showIntro, Boolean(clock), ctx.names]);
    if (stageKey !== drawn.stage) {
      // Before the match starts there is no turn to show.
      // Kept from one draw to the next (patch), so that a click is not lost to a redraw.
      patch(stage, waiting ? null : drawStage(view, {
        w, moves, me, busy: isBusy, send, chooseMode, answerForm, modeIntro: showIntro,
        hasClock: Boolean(clock), pawnIcon, ids: { question: "q6-question-text" },
      }));
      drawn.stage = stageKey;
    }
    const verdict = lastKey(view.last);
    const roll = view.rolled ? JSON.stringify([view.round, view.rolled]) : "";
    if (me !== null && view.last?.seat === me && verdict !== kept?.key && verdict !== dismissed) kept = { key: verdict, view, roll };
    const rolledAgain = view.rolled?.seat === me && roll !== kept?.roll;
    // At the end the last verdict alone stays, with the race's outcome.
    if (kept && ((rolledAgain && verdict !== kept.key) || view.phase === "over")) kept = null;
    const own = kept && kept.key !== verdict ? keptCard(kept) : null;
    const latest = verdictCard(view, w, { fresh: animate && verdict !== verdictShown });
    if (latest) latest.dataset.key = verdict;
    if (latest && kept?.key === verdict) latest.append(dismissButton());
    patch(lastSlot, own, latest);
    verdictShown = verdict;
    // While the welcome card asks how to answer, the switch under it would ask it twice.
    patch(players,
      me !== null && ctx.mode === "play" && view.phase !== "over" && !showIntro
        ? modeSwitch(view, w, { me, move: moves.mode, busy: isBusy, choose: chooseMode, waiting }) : null,
      playerList(view, w, { me, toAct }));

    if (!track) {
      track = createTrack(view, { t, themeName: w.themeName });
      trackWrap.append(track.svg);
      legendSlot.append(legend(w, view.deck));
    }
    track.setPawns(view, { animate, turn: view.phase === "over" ? view.winner : view.turn, steps: view.trail || [] });
    track.setFocusSquare(focusSquare(view));
    track.svg.setAttribute("aria-label", trackLabel(view));
    tick();

    // Keep the keyboard where it was; a new action for this viewer takes it to its control.
    const primary = stage.querySelector("[data-primary='1']:not([disabled])");
    const key = [view.phase, questionKey(view.question), view.choosing?.seat, toAct.includes(me), primary ? primary.dataset.focus : ""].join("|");
    const newAction = key !== actionKey;
    actionKey = key;
    const again = focusKey ? root.querySelector(`[data-focus="${focusKey}"]`) : null;
    if (again && !again.disabled) {
      if (document.activeElement !== again) again.focus({ preventScroll: true });
    } else if (newAction && primary && ctx.mode === "play" && (!document.activeElement || document.activeElement === document.body || focused)) {
      primary.focus({ preventScroll: true });
      if (primary.tagName === "INPUT") primary.scrollIntoView({ block: "nearest" });
    } else if (focused && !root.contains(document.activeElement)) {
      stage.focus({ preventScroll: true });
    }
  }

  function startTicking() {
    if (tickTimer) return;
    tickTimer = window.setInterval(tick, TICK_MS);
  }

  return {
    update(next) {
      if (!next.view) return;
      const before = view;
      const moved = Boolean(before) && (next.version !== state?.version || next.view !== before);
      if (!next.pending || (state && next.version !== state.version)) sentMove = null;
      state = next;
      view = next.view;
      w.setThemes(view.themes);
      syncClock(next);
      if (clock) startTicking();

      const rolled = moved && rolledBetween(before, view);
      if (rolled) tumble(view.rolled.die);
      else if (!dieTimer) showFace(view.rolled ? view.rolled.die : 0);
      else if (!busy() && dieTarget === null) {
        // The roll was refused or answered without a new roll: settle on what the view says.
        stopTumble();
        showFace(view.rolled ? view.rolled.die : 0);
      }

      draw({ animate: moved });
      if (moved && ctx.mode !== "replay") {
        const text = changeText(before, view, w);
        if (text) ctx.announce(text);
      }
    },
    destroy() {
      window.clearInterval(tickTimer);
      stopTumble();
      root.remove();
    },
  };
}
