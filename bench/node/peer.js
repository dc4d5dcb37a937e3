'use strict';
// boardgame.io's server with the camping game: `node bench/node/peer.js --port 8200
// [--postgres URL]`. In memory by default (boardgame.io broadcasts each update before
// its storage write); with --postgres, the storage is a PostgreSQL adapter if installed.
const { Server } = require('boardgame.io/server');
const { Camping } = require('./camping');

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : fallback;
}

const port = Number(option('--port', '8200'));
const config = { games: [Camping], origins: [] };
const postgres = option('--postgres', '');
if (postgres) {
  // eslint-disable-next-line global-require
  const { PostgresStore } = require('bgio-postgres');
  config.db = new PostgresStore(postgres, { logging: false });
}
const server = Server(config);
server.run({ port, lobbyConfig: undefined }, () => {
  process.stdout.write(`boardgame.io on ${port}\n`);
});
