// The legal moves the server sent, sorted by where they start, so that the
// board can offer them square by square. No rules here: every move offered
// is one of `legal`, unchanged.

import { key } from "./geometry.js";

/**
 * Index `legal`: per square the choices that start there (ids "camel",
 * "pickup", "carry|good|stolen", "steal|victim|good"), the moves behind each
 * choice, and the end-of-turn move.
 */
export function indexMoves(legal) {
  const at = new Map(); // key -> Map(choice id -> moves)
  const supply = [];
  let end = null;
  const add = (k, id, move) => {
    if (!at.has(k)) at.set(k, new Map());
    const ids = at.get(k);
    if (!ids.has(id)) ids.set(id, []);
    ids.get(id).push(move);
  };
  for (const move of legal || []) {
    if (move.type === "camel") {
      if (move.from === null) supply.push(move);
      else add(key(move.from), "camel", move);
    } else if (move.type === "pickup") {
      add(key(move.at), "pickup", move);
    } else if (move.type === "carry") {
      add(key(move.from), `carry|${move.good}|${move.stolen ? 1 : 0}`, move);
    } else if (move.type === "steal") {
      add(key(move.at), `steal|${move.victim}|${move.good}`, move);
    } else if (move.type === "end") {
      end = move;
    }
  }
  return {
    at,
    supply,
    end,
    /** The choice ids offered on square `k`, in a fixed order. */
    choicesAt(k) {
      const ids = [...(at.get(k)?.keys() || [])];
      const rank = (id) => ["carry", "pickup", "camel", "steal"].indexOf(id.split("|")[0]);
      return ids.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
    },
    /** The moves behind choice `id` on square `k` (the supply's when k is "supply"). */
    movesOf(k, id) {
      if (k === "supply") return supply;
      return at.get(k)?.get(id) || [];
    },
    get any() {
      return at.size > 0 || supply.length > 0 || end !== null;
    },
  };
}

/** A choice id read back: {kind, good?, stolen?, victim?}. */
export function parseChoice(id) {
  const [kind, a, b] = id.split("|");
  if (kind === "carry") return { kind, good: a, stolen: b === "1" };
  if (kind === "steal") return { kind, victim: Number(a), good: b };
  return { kind };
}
