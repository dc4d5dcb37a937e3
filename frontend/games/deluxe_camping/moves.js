// The legal moves the server sent, sorted by what the board offers for
// them: cells to place on, pieces to step with and where to, fences, and the
// end of a turn. Nothing here decides whether a move is allowed.

import { edgeKey, key } from "./geometry.js";

const SINGLE_PLACEMENTS = ["place_pool", "place_token", "place_caravan"];

/** The legal moves of a state, indexed by cell and edge keys. */
export function readLegal(legal) {
  const moves = {
    placeKind: null, // the setup step offered, if any
    places: new Map(), // cell key -> move (pool: its top-left cell)
    bungalows: new Map(), // first cell key -> Map(second cell key -> move)
    steps: new Map(), // from cell key -> Map(to cell key -> move)
    fences: new Map(), // edge key -> move
    end: null,
  };
  for (const move of legal || []) {
    if (SINGLE_PLACEMENTS.includes(move.type)) {
      moves.placeKind = move.type;
      moves.places.set(key(move.cell), move);
    } else if (move.type === "place_bungalow") {
      moves.placeKind = move.type;
      const [a, b] = move.cells;
      for (const [one, other] of [[a, b], [b, a]]) {
        if (!moves.bungalows.has(key(one))) moves.bungalows.set(key(one), new Map());
        moves.bungalows.get(key(one)).set(key(other), move);
      }
    } else if (move.type === "step") {
      if (!moves.steps.has(key(move.from))) moves.steps.set(key(move.from), new Map());
      moves.steps.get(key(move.from)).set(key(move.to), move);
    } else if (move.type === "fence") {
      moves.fences.set(edgeKey(move.cell, move.side), move);
    } else if (move.type === "end") {
      moves.end = move;
    }
  }
  return moves;
}

