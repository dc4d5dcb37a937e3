// The `caravan` renderer: draws the view it is sent and offers the legal
// moves it is sent (see frontend/games/README.md for the interface).
//
// Playing: choose a camel (or the supply) then the square it goes to; choose
// a good on one of your camels then the camel it goes to along your chain;
// click a good lying on a numbered space to pick it up, an opponent's good
// (marked with a mask) to steal it. A square with several possibilities
// lists them above the board. Keyboard: arrow keys move over the squares,
// Enter or Space chooses, Escape lets go of the selection.

import { arrowOf, gridStep } from "/static/js/gridnav.js";
import { h, patch, replace } from "/static/js/ui.js";
import { animateLast } from "./anim.js";
import { drawBoard } from "./board.js";
import { boardWindow, key, unkey } from "./geometry.js";
import { goodIcon } from "./goods.js";
import { cellDescriber, choiceIcon, choiceLabel } from "./labels.js";
import { indexMoves, parseChoice } from "./moves.js";
import { bagCard, playerCards, turnLine } from "./panel.js";
import { camelIcon, maskIcon } from "./pieces.js";
import { endText, eventText, nameOf, placeName, pointsOf } from "./words.js";

export { rules } from "./rules.js";

export const stylesheet = "style.css";

/** The move that led from `before` to `view`, in words, for the room's move log ("" for none). */
export function describe(before, view, { names, t }) {
  return eventText(view, names, t);
}

/** The seat's camel (its colour and the shape on its blanket), for seat lists and rankings. */
export function seatMarker(seat) {
  return camelIcon(seat, 32);
}


export function mount(el, ctx) {
  const { t } = ctx;
  const turnSlot = h("div", { class: "cv-turn-slot" });
  const controls = h("div", { class: "cv-controls", "data-fit-keep": true });
  const prompt = h("div", { class: "cv-prompt" });
  const news = h("p", { class: "cv-news" });
  const boardWrap = h("div", { class: "cv-board" });
  const side = h("div", { class: "cv-side" });
  // One grid: on a wide screen the board fills the left column and the
  // turn, the prompt, the news and the scores stack up beside it.
  const root = h("div", { class: "cv" },
    h("div", { class: "cv-layout" },
      h("div", { class: "cv-bar" }, turnSlot, controls),
      prompt, news, boardWrap, side));
  el.append(root);

  let state = null;
  let moves = indexMoves([]);
  let selection = null; // {kind: "camel"|"carry"|"menu", at, good?, stolen?}
  let sentMove = null;
  let cursor = null; // the square that has the board's tab stop
  let spokenVersion = null;

  const mySeat = () => (ctx.seat ?? null);
  const busy = () => Boolean(sentMove) || Boolean(state?.pending);

  // ---- choosing ------------------------------------------------------------

  function send(move) {
    if (!state || busy() || !move) return;
    sentMove = move;
    selection = null;
    if (!ctx.send(move)) sentMove = null;
    draw();
  }

  function targetsOf(sel) {
    const targets = new Map();
    if (!sel || sel.kind === "menu") return targets;
    if (sel.kind === "camel") {
      for (const move of moves.movesOf(sel.at ? key(sel.at) : "supply", "camel")) {
        targets.set(key(move.to), { cost: move.cost, move });
      }
      return targets;
    }
    const id = `carry|${sel.good}|${sel.stolen ? 1 : 0}`;
    const city = state.view.cities.find((c) => c.good === sel.good);
    for (const move of moves.movesOf(key(sel.at), id)) {
      const deliver = Boolean(city) && key(city.at) === key(move.to);
      targets.set(key(move.to), { deliver, points: pointsOf(state.view, sel.good), move });
    }
    return targets;
  }

  function choose(k, id, viaKeyboard) {
    const choice = parseChoice(id);
    const at = unkey(k);
    if (choice.kind === "camel") selection = { kind: "camel", at };
    else if (choice.kind === "carry") selection = { kind: "carry", at, good: choice.good, stolen: choice.stolen };
    else {
      send(moves.movesOf(k, id)[0]);
      if (viaKeyboard) focusCell(k);
      return;
    }
    draw();
    if (viaKeyboard) focusCell(k);
  }

  function onCell(k, choiceId, viaKeyboard) {
    if (!state || busy()) return;
    cursor = k;
    const targets = targetsOf(selection);
    if (targets.has(k)) {
      send(targets.get(k).move);
      return;
    }
    const choices = moves.choicesAt(k);
    const sameSquare = Boolean(selection?.at) && key(selection.at) === k;
    if (choiceId && choices.includes(choiceId) && choiceId !== selectedChoice()) {
      choose(k, choiceId, viaKeyboard);
    } else if (sameSquare) {
      // Choosing the selected square again lets go of it.
      selection = null;
      draw();
      if (viaKeyboard) focusCell(k);
    } else if (choices.length === 1) {
      choose(k, choices[0], viaKeyboard);
    } else if (choices.length > 1) {
      selection = { kind: "menu", at: unkey(k) };
      draw();
      if (viaKeyboard) prompt.querySelector(".cv-choice")?.focus();
    } else if (selection) {
      selection = null;
      draw();
      if (viaKeyboard) focusCell(k);
    }
  }

  function selectedChoice() {
    if (selection?.kind === "camel") return "camel";
    if (selection?.kind === "carry") return `carry|${selection.good}|${selection.stolen ? 1 : 0}`;
    return null;
  }

  function cancel() {
    if (!selection) return;
    const at = selection.at;
    selection = null;
    draw();
    if (at) focusCell(key(at));
  }

  // ---- drawing -------------------------------------------------------------

  function marksFor(view) {
    const choices = new Map();
    const active = new Set();
    const playing = !busy() && moves.any;
    if (playing) {
      for (const k of moves.at.keys()) {
        choices.set(k, moves.choicesAt(k));
        active.add(k);
      }
    }
    const targets = playing ? targetsOf(selection) : new Map();
    for (const k of targets.keys()) active.add(k);
    const source = selection && selection.kind !== "menu"
      ? { ...selection, seat: mySeat() }
      : selection ? { kind: "menu", at: selection.at, seat: mySeat() } : null;
    return { choices, active, targets, source, mySeat: mySeat() };
  }

  function drawControls(view) {
    const playing = moves.any && !busy();
    const supplyLeft = mySeat() !== null ? view.players[mySeat()]?.supply ?? 0 : 0;
    const supplyOn = selection?.kind === "camel" && selection.at === null;
    const focused = controls.contains(document.activeElement) ? /** @type {HTMLElement} */ (document.activeElement).dataset.control : null;
    const supply = moves.supply.length || (playing && supplyLeft)
      ? h("button", {
        class: ["btn", "btn-secondary", "cv-supply", supplyOn ? "cv-on" : ""], type: "button",
        "aria-pressed": supplyOn ? "true" : "false", disabled: !playing || !moves.supply.length,
        dataset: { control: "supply" },
        onClick: () => {
          selection = supplyOn ? null : { kind: "camel", at: null };
          draw();
        },
      }, camelIcon(mySeat() ?? 0, 28), h("span", {}, t("action.supply", { n: supplyLeft })))
      : null;
    const end = moves.end
      ? h("button", {
        class: "btn cv-end", type: "button", disabled: !playing, dataset: { control: "end" },
        onClick: () => send(moves.end),
      }, t("action.end"))
      : null;
    // Kept from one draw to the next (patch), so that a click is not lost to a redraw.
    patch(controls, supply, end);
    controls.hidden = !supply && !end;
    if (focused) controls.querySelector(`[data-control="${focused}"]:not([disabled])`)?.focus();
  }

  function drawPrompt(view, targets) {
    const keepFocus = prompt.contains(document.activeElement) ? /** @type {HTMLElement} */ (document.activeElement).dataset.control : null;
    let content = [];
    if (sentMove) {
      content = [h("p", { class: "cv-hint" }, h("span", { class: "spinner", "aria-hidden": "true" }), t("action.sending"))];
    } else if (!moves.any) {
      content = [];
    } else if (selection?.kind === "menu") {
      const k = key(selection.at);
      content = [
        h("p", { class: "cv-hint" }, t("prompt.menu", { place: placeName(view, selection.at, t) })),
        h("div", { class: "cv-choices" }, moves.choicesAt(k).map((id) => h("button", {
          class: ["btn", "btn-secondary", "btn-small", "cv-choice"], type: "button",
          dataset: { control: `choice-${id}`, choice: id },
          onClick: (event) => choose(k, id, event.detail === 0),
        }, choiceIcon(view, mySeat(), k, id), h("span", {}, choiceLabel(view, ctx.names, t, k, id)))),
        cancelButton()),
      ];
    } else if (selection?.kind === "camel") {
      content = [
        h("p", { class: "cv-hint" }, selection.at === null ? t("prompt.camelSupply") : t("prompt.camel", { place: placeName(view, selection.at, t) }),
          " ", h("span", { class: "cv-hint-soft" }, t("prompt.cost"))),
        cancelButton(),
      ];
    } else if (selection?.kind === "carry") {
      const delivers = [...targets.values()].some((tg) => tg.deliver);
      content = [
        h("p", { class: "cv-hint" }, goodIcon(selection.good, 22, view.kinds), " ",
          t("prompt.carry", { good: t(`the.${selection.good}`), n: targets.size }),
          delivers ? [" ", h("strong", {}, t("prompt.canDeliver"))] : null),
        cancelButton(),
      ];
    } else {
      content = [h("p", { class: "cv-hint" }, t(moves.supply.length ? "prompt.idle" : "prompt.idleBoard", { n: view.actions_left }))];
    }
    const risk = stalemateRisk(view);
    patch(prompt, risk, content);
    prompt.hidden = !content.length && !risk;
    if (keepFocus) prompt.querySelector(`[data-control="${keepFocus}"]`)?.focus();
  }

  // Next to the turn's buttons, not at the bottom of the bag card: a turn ended
  // without acting now would end the match (the stalemate rule).
  function stalemateRisk(view) {
    const players = (view.players || []).length;
    if (view.finished || !players || view.to_move === null || view.to_move === undefined) return null;
    const untouched = view.actions_left === view.actions;
    if (!untouched || view.idle_turns < players - 1) return null;
    const mine = view.to_move === mySeat();
    return h("p", { class: "cv-warning cv-stalemate", role: "status" },
      mine ? t("risk.stalemateYou") : t("risk.stalemate", { name: nameOf(ctx.names, view.to_move, t) }));
  }

  function cancelButton() {
    return h("button", { class: "btn btn-ghost btn-small cv-cancel", type: "button", dataset: { control: "cancel" }, onClick: cancel },
      t("action.cancel"));
  }

  function drawNews(view, fresh) {
    const text = eventText(view, ctx.names, t);
    const type = view.last ? (view.last.delivered ? "deliver" : view.last.type) : "none";
    news.className = ["cv-news", `cv-news-${type}`, fresh ? "cv-news-fresh" : ""].filter(Boolean).join(" ");
    const seat = view.last?.seat;
    replace(news, text && seat !== undefined && seat !== null ? camelIcon(seat, 26) : null,
      view.last?.type === "steal" ? maskIcon(26) : null,
      view.last?.good && view.last.type !== "steal" ? goodIcon(view.last.good, 22, view.kinds) : null,
      h("span", {}, text || t("news.none")));
  }

  function focusCell(k) {
    boardWrap.querySelector(`.cv-hit[data-key="${k}"]`)?.focus({ preventScroll: true });
  }

  function draw({ fresh = false } = {}) {
    if (!state || !state.view) return;
    const view = state.view;
    const hadFocus = boardWrap.contains(document.activeElement);
    const marks = marksFor(view);
    if (!cursor || !marks.active.has(cursor)) {
      const firstActive = [...marks.active].sort()[0];
      if (!hadFocus || !cursor) cursor = firstActive || cursor || "3,3";
    }
    const svg = drawBoard(view, { marks, describe: cellDescriber(view, ctx.names, t, marks), tabKey: cursor });
    svg.setAttribute("role", "group");
    svg.setAttribute("aria-label", t("board.label"));
    // The board's squares are kept too: a square pressed as a redraw arrives still takes the click.
    patch(boardWrap, svg);
    const live = /** @type {SVGSVGElement} */ (boardWrap.firstElementChild);
    boardWrap.classList.toggle("cv-board-camel", selection?.kind === "camel");
    boardWrap.classList.toggle("cv-board-carry", selection?.kind === "carry");
    if (hadFocus) focusCell(cursor);
    if (fresh) animateLast(live, view, boardWindow(view));

    // Before the match starts nobody is to move yet.
    const started = state?.status !== "waiting";
    replace(turnSlot, started ? turnLine(view, ctx.names, t) : null);
    drawControls(view);
    drawPrompt(view, marks.targets);
    drawNews(view, fresh);
    replace(side, playerCards(started ? view : { ...view, to_move: null }, ctx.names, t, mySeat()), bagCard(view, t));
  }

  // ---- events ----------------------------------------------------------------

  boardWrap.addEventListener("click", (event) => {
    const cell = event.target.closest(".cv-cell");
    if (!cell) return;
    const choice = event.target.closest("[data-choice]")?.dataset.choice || null;
    onCell(cell.dataset.key, choice, event.detail === 0);
  });
  boardWrap.addEventListener("keydown", (event) => {
    const cell = event.target.closest(".cv-cell");
    if (!cell) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onCell(cell.dataset.key, null, true);
    } else if (event.key === "Escape") {
      event.preventDefault();
      cancel();
    } else if (arrowOf(event)) {
      event.preventDefault();
      const next = gridStep(unkey(cell.dataset.key), event, state.view.rows, state.view.cols);
      moveCursor(key(next));
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      const active = [...boardWrap.querySelectorAll(".cv-cell.cv-active")];
      const pick = event.key === "Home" ? active[0] : active[active.length - 1];
      if (pick) moveCursor(pick.dataset.key);
    }
  });
  boardWrap.addEventListener("focusin", (event) => {
    const cell = event.target.closest(".cv-cell");
    if (cell && cell.dataset.key !== cursor) moveCursor(cell.dataset.key, false);
  });
  prompt.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      event.preventDefault();
      cancel();
    }
  });

  function moveCursor(k, focus = true) {
    const old = boardWrap.querySelector(`.cv-hit[data-key="${cursor}"]`);
    const cell = boardWrap.querySelector(`.cv-hit[data-key="${k}"]`);
    if (!cell) return;
    old?.setAttribute("tabindex", "-1");
    cell.setAttribute("tabindex", "0");
    cursor = k;
    if (focus) cell.focus({ preventScroll: false });
  }

  return {
    update(next) {
      const moved = state && next.version !== state.version;
      const fresh = Boolean(state && next.view?.last && next.version === state.version + 1);
      if (!next.pending || moved) sentMove = null;
      if (moved) selection = null;
      state = next;
      moves = indexMoves(next.legal || []);
      if (selection && selection.kind !== "menu" && !targetsOf(selection).size) selection = null;
      if (selection?.kind === "menu" && !moves.choicesAt(key(selection.at)).length) selection = null;
      draw({ fresh });
      if (ctx.mode !== "replay" && next.view && spokenVersion !== null && next.version !== spokenVersion) {
        const text = [eventText(next.view, ctx.names, t), endText(next.view, t)].filter(Boolean).join(" ");
        if (text) ctx.announce(text);
      }
      spokenVersion = next.version;
    },
    destroy() {
      root.remove();
    },
  };
}

