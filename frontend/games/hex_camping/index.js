// The `hex_camping` renderer: draws the view it is sent and offers the legal
// moves it is sent (see frontend/games/README.md for the interface).

import { h, patch, replace } from "/static/js/ui.js";
import { boardControls, drawBoard } from "./board.js";
import { key } from "./geometry.js";
import { lakeList, lastMoveText, phaseBar, scoreCards } from "./panel.js";
import { pieceIcon, setColours } from "./pieces.js";

export { rules } from "./rules.js";

export const stylesheet = "style.css";

/** The move that led from `before` to `view`, in words, for the room's move log ("" for none). */
export function describe(before, view, { names, t }) {
  return lastMoveText(view, names, t);
}

/** The seat's piece (tent or caravan), for seat lists and rankings. */
export function seatMarker(seat) {
  return pieceIcon(seat, 26);
}

export function mount(el, ctx) {
  const { t } = ctx;
  const root = h("div", { class: "hc" });
  const phase = h("div", { class: "hc-phase-slot" });
  const boardWrap = h("div", { class: "hc-board", tabindex: -1 });
  const actions = h("div", { class: "hc-actions", "data-fit-keep": true });
  const lastLine = h("p", { class: "hc-last-move" });
  const side = h("div", { class: "hc-side" });
  root.append(phase,
    h("div", { class: "hc-layout" },
      h("div", { class: "hc-board-col" }, boardWrap, actions, lastLine),
      side));
  el.append(root);
  boardControls(boardWrap, { onPlace: (hex) => send({ type: "place", hex }) });

  let state = null;
  let sentMove = null; // the move in flight, drawn as a ghost until answered
  let spokenVersion = null;
  let lakesOpen = true;

  function send(move) {
    if (!state || state.pending || sentMove) return;
    sentMove = move;
    if (!ctx.send(move)) sentMove = null;
    draw();
  }

  function draw() {
    if (!state || !state.view) return;
    const view = state.view;
    setColours(view.colours);
    const legal = state.legal || [];
    const places = new Set(legal.filter((m) => m.type === "place").map((m) => key(m.hex)));
    const pass = legal.find((m) => m.type === "pass");
    const pending = sentMove && sentMove.type === "place" ? sentMove.hex : null;
    const busy = Boolean(sentMove);

    
    const focused = root.contains(document.activeElement) ? /** @type {HTMLElement} */ (document.activeElement) : null;
    const hadBoardFocus = focused && boardWrap.contains(focused);

    replace(phase, phaseBar(view, t));
    // The board's hexes are kept from one draw to the next (patch): a hex pressed as a
    // redraw arrives still takes the click, and a focused one keeps the keyboard.
    patch(boardWrap, drawBoard(view, {
      legal: busy ? new Set() : places,
      pending,
      mySeat: ctx.seat ?? 0,
      t,
    }));
    if (hadBoardFocus && !boardWrap.contains(document.activeElement)) boardWrap.focus({ preventScroll: true });

    const passButton = pass
      ? h("button", { class: "btn hc-pass", type: "button", disabled: busy, dataset: { action: "pass" }, onClick: () => send(pass) }, t("action.pass"))
      : null;
    // Kept from one draw to the next (patch), so that a click is not lost to a redraw.
    patch(actions,
      passButton,
      pass ? h("p", { class: "hc-pass-hint" }, t("action.passHint", { number: view.current_lake })) : null,
      !pass && places.size && !busy ? h("p", { class: "hc-hint" }, t("action.placeHint")) : null,
      busy ? h("p", { class: "hc-hint" }, t("action.sending")) : null);
    actions.hidden = !actions.childNodes.length;
    const livePass = actions.querySelector(".hc-pass");
    if (focused?.classList?.contains("hc-pass") && livePass instanceof HTMLElement && !busy && document.activeElement !== livePass) livePass.focus();

    lastLine.textContent = lastMoveText(view, ctx.names, t);

    const details = side.querySelector("details");
    if (details) lakesOpen = details.open;
    // Before the match starts nobody is to move yet.
    const cards = state?.status === "waiting" ? { ...view, to_move: null } : view;
    replace(side, scoreCards(cards, ctx.names, t, ctx.seat), lakeList(view, ctx.names, t));
    side.querySelector("details").open = lakesOpen;
  }

  return {
    update(next) {
      const moved = state && next.version !== state.version;
      if (!next.pending || moved) sentMove = null;
      state = next;
      draw();
      if (ctx.mode !== "replay" && next.view && spokenVersion !== null && next.version !== spokenVersion) {
        const text = lastMoveText(next.view, ctx.names, t);
        if (text) ctx.announce(text);
      }
      spokenVersion = next.version;
    },
    destroy() {
      root.remove();
    },
  };
}
