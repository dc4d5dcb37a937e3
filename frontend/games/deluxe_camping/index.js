// The `deluxe_camping` renderer: draws the view it is sent and offers the
// legal moves it is sent (see frontend/games/README.md for the interface).

import { h, patch, replace } from "/static/js/ui.js";
import { drawBoard } from "./board.js";
import { MARGIN, cellName, centre, corner, edgeCells, edgeLine, key } from "./geometry.js";
import { readLegal } from "./moves.js";
import { lastMoveText, legend, phaseBar, scoreCards, zoneList } from "./panel.js";
import { bungalow, caravan, caravanIcon, fence, pool, token } from "./pieces.js";
import { drawTargets, targetEvents } from "./targets.js";

export { rules } from "./rules.js";

export const stylesheet = "style.css";

/** The move that led from `before` to `view`, in words, for the room's move log ("" for none). */
export function describe(before, view, { names, t }) {
  return lastMoveText(view, names, t);
}

/** The seat's caravan (in its colour, with its emblem), for seat lists and rankings. */
export function seatMarker(seat) {
  return caravanIcon(seat, 30);
}

export function mount(el, ctx) {
  const { t } = ctx;
  const root = h("div", { class: "dc" });
  const phase = h("div", { class: "dc-phase-slot" });
  const boardWrap = h("div", { class: "dc-board", tabindex: -1 });
  const actions = h("div", { class: "dc-actions", "data-fit-keep": true });
  const hintLine = h("p", { class: "dc-hint" });
  const lastLine = h("p", { class: "dc-last-move" });
  const side = h("div", { class: "dc-side" });
  root.append(phase,
    h("div", { class: "dc-layout" },
      h("div", { class: "dc-board-col" }, boardWrap,
        h("div", { class: "dc-controls" }, actions, hintLine, h("p", { class: "dc-keys" }, t("hint.keys"))), lastLine),
      side));
  el.append(root);
  let targets = null; // the handlers of the targets drawn last (see targets.js)
  targetEvents(boardWrap, () => targets);

  let state = null;
  let sentMove = null; // the move in flight, drawn as a ghost until answered
  let spokenVersion = null;
  let ownedBefore = null; // the attributed zones last announced, to tell which are new
  let selected = null; // the cell key of the piece to step with, or of a bungalow's first cell
  let armed = null; // an edge or pool key shown by a first tap, waiting for the second
  let keyboardFocus = null; // {group, key} to give focus back to after a move sent from the keyboard
  let defaultHint = "";

  const mySeat = () => ctx.seat ?? 0;

  function send(move, how) {
    if (!state || state.pending || sentMove) return;
    sentMove = move;
    armed = null;
    if (how === "key") keyboardFocus = { group: move.type === "fence" ? "edge" : "cell", key: null };
    if (!ctx.send(move)) {
      sentMove = null;
      keyboardFocus = null;
    }
    draw();
  }

  function onCell(item, how) {
    const moves = readLegal(state.legal);
    switch (item.kind) {
      case "place":
        if (moves.placeKind === "place_pool" && how === "touch" && armed !== item.key) {
          armed = item.key;
          draw();
          return;
        }
        send(moves.places.get(item.key), how);
        return;
      case "first":
      case "piece":
        selected = item.key;
        armed = null;
        break;
      case "chosen":
      case "selected":
        selected = null;
        break;
      case "partner":
        send(moves.bungalows.get(selected).get(item.key), how);
        return;
      case "dest":
        send(moves.steps.get(selected).get(item.key), how);
        return;
      default:
        return;
    }
    draw();
  }

  function onEdge(item, how) {
    const moves = readLegal(state.legal);
    const [a, b] = edgeCells(item.cell, item.side).map(cellName);
    if (!item.legal) {
      if (how === "key") ctx.announce(t("hint.noFenceHere", { a, b }));
      if (how === "touch") {
        armed = item.key;
        draw();
      }
      return;
    }
    if (how === "touch" && armed !== item.key) {
      armed = item.key;
      draw();
      return;
    }
    send(moves.fences.get(item.key), how);
  }

  function cancel() {
    selected = null;
    armed = null;
    draw();
  }

  function setHint(text) {
    hintLine.textContent = text || defaultHint;
    hintLine.classList.toggle("dc-hint-edge", Boolean(text));
  }

  function draw() {
    if (!state || !state.view) return;
    const view = state.view;
    const moves = readLegal(state.legal);
    const busy = Boolean(sentMove);

    
    const focused = root.contains(document.activeElement) ? /** @type {HTMLElement} */ (document.activeElement) : null;
    let focus = focused?.dataset?.group ? { group: focused.dataset.group, key: focused.dataset.key } : null;
    if (!focus && keyboardFocus && !busy) {
      focus = keyboardFocus;
      keyboardFocus = null;
    }
    const focusedButton = focused?.dataset?.action || null;
    const hadBoardFocus = focused && boardWrap.contains(focused);

    replace(phase, phaseBar(view, t));
    const board = drawBoard(view, { t, names: ctx.names });
    defaultHint = busy ? t("action.sending") : hintFor(view, moves);
    setHint(null);
    let drawn = null;
    if (busy) {
      board.preview.append(pendingGhost(view, sentMove, mySeat()));
    } else if (state.legal?.length) {
      drawn = drawTargets(board, {
        view, moves, selected, armed, mySeat: mySeat(), margin: MARGIN, t, focus,
      }, { cell: onCell, edge: onEdge, cancel, hint: setHint });
    }
    // The board's targets are kept from one draw to the next (patch): a cell pressed as
    // a redraw arrives still takes the click, and a focused one keeps the keyboard.
    targets = null; // (no events to the last draw's targets meanwhile)
    patch(boardWrap, board.svg);
    targets = drawn;
    drawn?.bind(/** @type {SVGSVGElement} */ (boardWrap.firstElementChild));
    if (hadBoardFocus && (busy || !focus)) boardWrap.focus({ preventScroll: true });

    // Kept from one draw to the next (patch), so that a click is not lost to a redraw.
    patch(actions, actionButtons(view, moves, busy));
    if (focusedButton) {
      // The same button if it is still offered, else the board, so that focus is not lost.
      const again = busy ? null : actions.querySelector(`[data-action="${focusedButton}"]`);
      (again || boardWrap).focus({ preventScroll: true });
    }

    lastLine.textContent = lastMoveText(view, ctx.names, t);
    // Before the match starts nobody is to move yet.
    const cards = state?.status === "waiting" ? { ...view, to_move: null } : view;
    replace(side, scoreCards(cards, ctx.names, t, ctx.seat), zoneList(view, ctx.names, t), legend(t, view));
  }

  function actionButtons(view, moves, busy) {
    const buttons = [];
    if (armed && !busy) {
      const fenceMove = moves.fences.get(armed);
      const poolMove = moves.places.get(armed);
      if (fenceMove) {
        const [a, b] = edgeCells(fenceMove.cell, fenceMove.side).map(cellName);
        buttons.push(h("button", { class: "btn btn-primary dc-confirm", type: "button", dataset: { action: "confirm" },
          onClick: () => send(fenceMove, "touch") }, t("action.buildFence", { a, b })));
      } else if (poolMove && moves.placeKind === "place_pool") {
        buttons.push(h("button", { class: "btn btn-primary dc-confirm", type: "button", dataset: { action: "confirm" },
          onClick: () => send(poolMove, "touch") }, t("action.placePool")));
      }
    }
    if (moves.end) {
      buttons.push(h("button", { class: "btn btn-secondary dc-end", type: "button", disabled: busy, dataset: { action: "end" },
        onClick: () => send(moves.end, "button") }, t("action.end")));
    }
    if ((selected || armed) && !busy) {
      buttons.push(h("button", { class: "btn btn-small btn-secondary dc-cancel", type: "button", dataset: { action: "cancel" },
        onClick: cancel }, t("action.cancel")));
    }
    return buttons;
  }

  function hintFor(view, moves) {
    if (!state.legal?.length) return "";
    const left = view.to_place || {};
    if (moves.placeKind === "place_pool") return t(armed ? "hint.armedPool" : "hint.pool");
    if (moves.placeKind === "place_token") return t("hint.token", { n: left.tokens ?? 0 });
    if (moves.placeKind === "place_bungalow") return t(selected ? "hint.bungalowSecond" : "hint.bungalowFirst");
    if (moves.placeKind === "place_caravan") return t("hint.caravan", { n: left.caravans?.[mySeat()] ?? 0 });
    if (view.phase === "movement") {
      if (selected) return t("hint.stepWhere");
      return moves.steps.size ? t("hint.movement", { n: view.movement_points }) : t("hint.movementStuck");
    }
    return moves.fences.size ? t("hint.fence") : t("hint.fenceNone");
  }

  function announceChanges(view) {
    const owned = new Set((view.zones || []).filter((z) => z.owner !== null && z.owner !== undefined)
      .map((z) => `${z.owner}:${z.cells.map(key).join(";")}`));
    const fresh = [];
    if (ownedBefore) {
      for (const zone of view.zones || []) {
        if (zone.owner === null || zone.owner === undefined) continue;
        if (ownedBefore.has(`${zone.owner}:${zone.cells.map(key).join(";")}`)) continue;
        const name = ctx.names[zone.owner] ?? t("seat.label", { n: zone.owner + 1 });
        fresh.push(zone.value === null || zone.value === undefined
          ? t("announce.zoneLater", { name, n: zone.cells.length })
          : t("announce.zone", { name, n: zone.cells.length, points: zone.value }));
      }
    }
    ownedBefore = owned;
    return fresh;
  }

  return {
    update(next) {
      const moved = state && next.version !== state.version;
      if (!next.pending || moved) sentMove = null;
      if (moved || !state) {
        armed = null;
        const moves = readLegal(next.legal);
        const last = next.view?.last;
        // After a step, keep the moved piece chosen so that a second step is one tap away.
        if (selected && last?.move?.type === "step" && key(last.move.from) === selected && last.seat === ctx.seat) {
          selected = key(last.move.to);
        }
        if (selected && !moves.steps.has(selected) && !moves.bungalows.has(selected)) selected = null;
      }
      state = next;
      draw();
      const fresh = next.view ? announceChanges(next.view) : [];
      if (ctx.mode !== "replay" && next.view && spokenVersion !== null && next.version !== spokenVersion) {
        const text = [lastMoveText(next.view, ctx.names, t), ...fresh].filter(Boolean).join(" ");
        if (text) ctx.announce(text);
      }
      spokenVersion = next.version;
    },
    destroy() {
      root.remove();
    },
  };
}

/** The move in flight, drawn half transparent where it will land. */
function pendingGhost(view, move, seat) {
  const g = document.createElementNS("http://www.w3.org/2000/svg", "g");
  g.setAttribute("class", "dc-pending");
  if (move.type === "step") {
    const { x, y } = centre(move.to);
    const isPest = (view.tokens || []).some((tk) => key(tk.cell) === key(move.from));
    g.append(isPest ? token("pest", x, y) : caravan(seat, x, y + 2));
  } else if (move.type === "fence") {
    g.append(fence(edgeLine(move.cell, move.side)));
  } else if (move.type === "place_pool") {
    const { x, y } = corner(move.cell);
    g.append(pool(x, y));
  } else if (move.type === "place_bungalow") {
    g.append(bungalow(seat, move.cells, (cell) => corner(cell)));
  } else if (move.type === "place_token") {
    const { x, y } = centre(move.cell);
    g.append(token("face_down", x, y));
  } else if (move.type === "place_caravan") {
    const { x, y } = centre(move.cell);
    g.append(caravan(seat, x, y + 2));
  }
  return g;
}
