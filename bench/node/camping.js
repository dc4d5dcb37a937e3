'use strict';
// A two-player placement game of hex_camping's size and length, for boardgame.io:
// 7 x 6 odd-q hexes, 12 numbered lakes, 30 land hexes, two halves; a camper goes on
// a free land hex next to the current lake (or anywhere once lake 12 is done), or the
// player passes and the opponent gets every free hex next to it. The server validates
// each move and sends each player a view with the score and that player's legal moves,
// as Bivouac's server does.
const { INVALID_MOVE } = require('boardgame.io/core');

const COLS = 7;
const ROWS = 6;
const CELLS = COLS * ROWS;
const LAKES = 12;
const EVEN = [[1, -1], [1, 0], [0, 1], [-1, 0], [-1, -1], [0, -1]];
const ODD = [[1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [0, -1]];

const NEIGHBOURS = [];
for (let h = 0; h < CELLS; h++) {
  const col = h % COLS;
  const row = Math.floor(h / COLS);
  const list = [];
  for (const [dc, dr] of (col % 2 ? ODD : EVEN)) {
    const c = col + dc;
    const r = row + dr;
    if (c >= 0 && c < COLS && r >= 0 && r < ROWS) list.push(r * COLS + c);
  }
  NEIGHBOURS.push(list);
}

function dryLand(lakeSet) {
  let n = 0;
  for (let h = 0; h < CELLS; h++) {
    if (!lakeSet.has(h) && !NEIGHBOURS[h].some((x) => lakeSet.has(x))) n++;
  }
  return n;
}

function components(cells) {
  const seen = new Set();
  const groups = [];
  for (const start of cells) {
    if (seen.has(start)) continue;
    seen.add(start);
    const group = [];
    const stack = [start];
    while (stack.length) {
      const h = stack.pop();
      group.push(h);
      for (const n of NEIGHBOURS[h]) {
        if (cells.has(n) && !seen.has(n)) { seen.add(n); stack.push(n); }
      }
    }
    groups.push(group.sort((a, b) => a - b));
  }
  return groups;
}

function isLake(G, h) { return G.lakes.includes(h); }

function free(G, h) { return !isLake(G, h) && G.campers[h] === null; }

// The lake whose neighbours are being filled, or null once every lake is done.
function currentLake(G) {
  for (let i = G.step; i < LAKES; i++) {
    const lake = G.lakes[G.order[i] - 1];
    if (NEIGHBOURS[lake].some((n) => free(G, n))) return lake;
  }
  return null;
}

function targets(G) {
  const lake = currentLake(G);
  const out = [];
  for (let h = 0; h < CELLS; h++) {
    if (free(G, h) && (lake === null || NEIGHBOURS[lake].includes(h))) out.push(h);
  }
  return out;
}

function advance(G) {
  while (G.step < LAKES) {
    const lake = G.lakes[G.order[G.step] - 1];
    if (NEIGHBOURS[lake].some((n) => free(G, n))) return;
    G.step++;
  }
}

function score(G) {
  const points = [0, 0];
  const groups = [[], []];
  for (const seat of [0, 1]) {
    const mine = new Set();
    G.campers.forEach((c, h) => { if (c === seat) mine.add(h); });
    for (const g of components(mine)) {
      groups[seat].push(g.length);
      points[seat] += (g.length * (g.length + 1)) / 2;
    }
  }
  const lakeSet = new Set(G.lakes);
  const lakes = [];
  for (const water of components(lakeSet)) {
    const value = water.reduce((s, h) => s + G.boats[G.lakes.indexOf(h)], 0);
    const around = new Set();
    for (const h of water) for (const n of NEIGHBOURS[h]) if (!lakeSet.has(n)) around.add(n);
    const campers = [0, 0];
    for (const h of around) if (G.campers[h] !== null) campers[G.campers[h]]++;
    let winner = null;
    if (campers[0] !== campers[1]) winner = campers[0] > campers[1] ? 0 : 1;
    if (winner !== null) points[winner] += value;
    lakes.push({ numbers: water.map((h) => G.lakes.indexOf(h) + 1), value, campers, winner });
  }
  return { current: points, groups, lakes };
}

function endOfHalf(G) {
  if (G.campers.some((c, h) => c === null && !isLake(G, h))) return;
  const s = score(G).current;
  G.halves.push(s);
  G.total = [G.total[0] + s[0], G.total[1] + s[1]];
  if (G.half === 2) { G.finished = true; return; }
  G.half = 2;
  G.campers = G.campers.map(() => null);
  G.order = G.order.slice().reverse();
  G.step = 0;
  G.toMove = 1;
}

function place({ G, playerID }, hex) {
  const seat = Number(playerID);
  if (!Array.isArray(hex) || hex.length !== 2) return INVALID_MOVE;
  const [col, row] = hex;
  if (!Number.isInteger(col) || !Number.isInteger(row) || col < 0 || col >= COLS
      || row < 0 || row >= ROWS) return INVALID_MOVE;
  const h = row * COLS + col;
  if (!targets(G).includes(h)) return INVALID_MOVE;
  G.campers[h] = seat;
  G.last = [hex];
  G.toMove = 1 - seat;
  advance(G);
  endOfHalf(G);
  return undefined;
}

function pass({ G, playerID }) {
  const seat = Number(playerID);
  const lake = currentLake(G);
  if (lake === null) return INVALID_MOVE;
  G.last = [];
  for (const n of NEIGHBOURS[lake]) {
    if (free(G, n)) { G.campers[n] = 1 - seat; G.last.push([n % COLS, Math.floor(n / COLS)]); }
  }
  G.toMove = seat;
  advance(G);
  endOfHalf(G);
  return undefined;
}

function legal(G, seat) {
  if (G.finished || seat !== G.toMove) return [];
  const moves = targets(G).map((h) => ({ type: 'place', hex: [h % COLS, Math.floor(h / COLS)] }));
  if (currentLake(G) !== null) moves.push({ type: 'pass' });
  return moves;
}

const Camping = {
  name: 'camping',
  minPlayers: 2,
  maxPlayers: 2,
  setup: ({ random }) => {
    let lakes;
    do {
      lakes = random.Shuffle([...Array(CELLS).keys()]).slice(0, LAKES);
    } while (dryLand(new Set(lakes)) > 4);
    const boats = lakes.map(() => (random.Number() < 0.5 ? 0 : random.Die(5)));
    return {
      lakes, boats, campers: Array(CELLS).fill(null), half: 1, step: 0, toMove: 0,
      order: [...Array(LAKES).keys()].map((i) => i + 1), halves: [], total: [0, 0],
      last: [], finished: false,
    };
  },
  turn: {
    minMoves: 1,
    maxMoves: 1,
    order: { first: () => 0, next: ({ G }) => G.toMove },
  },
  moves: { place, pass },
  endIf: ({ G }) => (G.finished ? { scores: G.total } : undefined),
  // What each receiver gets: the board as Bivouac's view writes it, the score, and the
  // legal moves of the player to act (nobody else's).
  playerView: ({ G, playerID }) => {
    const seat = playerID === null || playerID === undefined ? null : Number(playerID);
    return {
      cols: COLS, rows: ROWS,
      lakes: G.lakes.map((h, i) => ({ number: i + 1, hex: [h % COLS, Math.floor(h / COLS)],
        boats: G.boats[i] })),
      campers: G.campers.flatMap((c, h) => (c === null ? []
        : [{ hex: [h % COLS, Math.floor(h / COLS)], seat: c }])),
      half: G.half, current_lake: currentLake(G), order: G.order, to_move: G.toMove,
      last: G.last, finished: G.finished,
      score: { halves: G.halves, total: G.total, ...score(G) },
      legal: seat === null ? [] : legal(G, seat),
    };
  },
};

module.exports = { Camping, legal };
