'use strict';
// The floor: a minimal Node.js relay (http + ws) speaking Bivouac's protocol closely
// enough for Bivouac's own load generator (bench/swarm.py) to drive it. It answers the
// two REST calls the generator makes and relays each move to every connection of its
// room as a `state` message of the server's shape and size; no rules, no storage.
// `node bench/node/relay.js --port 8300 --sample view.json` (the sample: one view and
// the legal moves of each seat, written by bench/server.py from the real game).
// With `--postgres URL` it is the durable floor: each move is first stored, one INSERT
// committed by itself on a pool of connections (node-postgres), and relayed once
// PostgreSQL has answered: the least a server does that answers only stored moves.
const http = require('http');
const crypto = require('crypto');
const fs = require('fs');
const { WebSocketServer } = require('ws');

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : fallback;
}

const port = Number(option('--port', '8300'));
const sample = JSON.parse(fs.readFileSync(option('--sample', ''), 'utf8'));
const PLIES = sample.plies;
const rooms = new Map();
const postgres = option('--postgres', '');
// eslint-disable-next-line global-require
const pool = postgres ? new (require('pg').Pool)({ connectionString: postgres, max: 10 }) : null;

function status(room) {
  if (room.tokens.size < 2) return 'waiting';
  return room.version >= PLIES ? 'finished' : 'live';
}

function payload(room, seat) {
  const st = status(room);
  const toAct = st === 'live' ? [room.version % 2] : [];
  return JSON.stringify({
    type: 'state', room_id: room.id, game: 'hex_camping', version: room.version,
    seat, status: st, to_act: toAct, view: sample.view,
    legal: seat !== null && toAct.includes(seat) ? sample.legal[seat] : [],
    result: st === 'finished'
      ? { scores: [0, 0], ranks: [1, 1], ranking: [0, 1], details: null } : null,
    clock: null,
  });
}

function relay(room) {
  const cache = new Map();
  for (const [peer, seat] of room.sockets) {
    if (!cache.has(seat)) cache.set(seat, payload(room, seat));
    peer.send(cache.get(seat));
  }
}

function seatIn(room) {
  const token = crypto.randomBytes(24).toString('hex');
  const seat = room.tokens.size;
  room.tokens.set(token, seat);
  return { seat, token };
}

function reply(res, code, body) {
  const text = JSON.stringify(body);
  res.writeHead(code, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => { body += chunk; });
  req.on('end', () => {
    if (req.method === 'GET' && req.url === '/health') return reply(res, 200, { status: 'ok' });
    if (req.method === 'POST' && req.url === '/api/rooms') {
      const room = { id: crypto.randomBytes(6).toString('base64url'), tokens: new Map(),
        version: 0, sockets: new Map() };
      rooms.set(room.id, room);
      return reply(res, 201, { room_id: room.id, ...seatIn(room) });
    }
    const join = /^\/api\/rooms\/([^/]+)\/join$/.exec(req.url);
    if (req.method === 'POST' && join) {
      const room = rooms.get(join[1]);
      if (!room || room.tokens.size >= 2) {
        return reply(res, 409, { error: { code: 'room_full', message: 'full' } });
      }
      return reply(res, 200, seatIn(room));
    }
    return reply(res, 404, { error: { code: 'not_found', message: 'not found' } });
  });
});

const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
server.on('upgrade', (req, socket, head) => {
  const match = /^\/ws\/rooms\/([^/?]+)/.exec(req.url);
  const room = match && rooms.get(match[1]);
  if (!room) { socket.destroy(); return; }
  wss.handleUpgrade(req, socket, head, (ws) => {
    ws.on('message', (data) => {
      let message;
      try { message = JSON.parse(data); } catch { return; }
      if (message.type === 'hello') {
        const seat = room.tokens.has(message.token) ? room.tokens.get(message.token) : null;
        room.sockets.set(ws, seat);
        ws.send(payload(room, seat));
      } else if (message.type === 'move' && status(room) === 'live') {
        room.version += 1;
        if (!pool) { relay(room); return; }
        pool.query('INSERT INTO floor_moves (room, seq, move) VALUES ($1, $2, $3)',
          [room.id, room.version, String(data)])
          .then(() => relay(room), (error) => process.stderr.write(`${error}\n`));
      }
    });
    ws.on('close', () => {
      room.sockets.delete(ws);
      if (room.sockets.size === 0 && status(room) === 'finished') rooms.delete(room.id);
    });
  });
});

if (pool) {
  pool.query('CREATE TABLE IF NOT EXISTS floor_moves (room text, seq integer, move text, '
    + 'PRIMARY KEY (room, seq))')
    .then(() => server.listen(port, '127.0.0.1'))
    .catch((error) => { process.stderr.write(`${error}\n`); process.exit(1); });
} else {
  server.listen(port, '127.0.0.1');
}
