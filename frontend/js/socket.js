// One room connection (the websocket half of docs/protocol.md). It survives
// drops by itself: it reconnects with backoff, says hello again with the same
// seat token, and resends a move it never saw answered under the same id, so
// the server applies it at most once.

import { randomId } from "./ui.js";

const PING_EVERY_MS = 5_000;
// A connection that has heard nothing for this long (not even a pong) is dead
// even if the browser has not noticed yet: its server stalled, or a network on
// the way drops everything without closing anything.
const SILENCE_LIMIT_MS = 12_000;
// A connection that has not opened within this long is given up and tried
// again. Longer than the proxy's own limit for an instance that does not answer
// (30 s in deploy/nginx.conf), after which the proxy tries another instance.
const OPEN_LIMIT_MS = 35_000;
// After a connection went silent, its new handshake most likely reaches the same
// stalled instance: a proxy that keeps each room on one instance (deploy/nginx.conf
// hashes the room's id) sends it there again, whose kernel accepts it and nothing
// answers. So while the page is reconnecting after a silence, a handshake that has
// not opened within DETOUR_AFTER_MS is given up at once for the next one, with
// `?detour=<a random token>`, a new one each time, which such a proxy hashes with the
// room's id to a random place on its ring, so that each detour reaches another
// instance as likely as any (a server without such a proxy ignores it). A browser
// opens one handshake to a host at a time, so they go one after another; each waits
// DETOUR_GROWTH_MS more than the one before, so a server that is only slow still gets
// the time it needs, and none waits less than HANDSHAKES_WAITED times this page's
// last handshake (a slow network's handshake is not given up for being slow).
const DETOUR_AFTER_MS = 3_000;
// A page's first handshake has no silence before it to tell a stalled instance from a
// slow one: it is given FIRST_OPEN_LIMIT_MS, then the page takes detours as above (it
// used to wait for the proxy's own 30 s when it was opened while its room's instance
// hung). Until a handshake has opened, the page's own load (from its request to the
// first byte of its answer: a connection, a request and its answer, as a handshake)
// stands for the last handshake, so a slow network's detours are not cut short either.
const FIRST_OPEN_LIMIT_MS = 10_000;
const DETOUR_GROWTH_MS = 1_000;
const HANDSHAKES_WAITED = 3;
const BACKOFF_MS = [500, 1000, 2000, 4000, 8000, 15000];
// Closes after which trying again cannot help: no such room, or a page from
// an origin the server refuses.
const FINAL_CLOSES = new Set([4404, 4403]);

/** Milliseconds from the page's request to the first byte of its answer (0 if unknown). */
function pageLoadMs() {
  const load = /** @type {PerformanceNavigationTiming | undefined} */ (
    performance.getEntriesByType?.("navigation")?.[0]);
  return load ? Math.max(0, load.responseStart - load.startTime) : 0;
}

export class RoomSocket {
  /**
   * @param {string} roomId
   * @param {{token: () => (string|null), name?: () => (string|null), onState, onSeats, onError, onStatus, onEvent}} handlers
   *   onStatus receives "connecting", "open", "reconnecting" or "closed"; `name` is
   *   the display name a watcher (no token) gives for the chat.
   */
  constructor(roomId, handlers) {
    this.roomId = roomId;
    this.handlers = handlers;
    this.ws = null;
    this.attempt = 0;
    this.version = null;
    this.pending = null; // {id, version, move}: sent, not yet answered
    this.stopped = false;
    this.stalled = false; // the last connection went silent, or its handshake hung
    this.detour = 0; // how many detours this reconnection has taken (only while stalled)
    this.handshakeMs = pageLoadMs(); // how long the last handshake that opened took
    this.opened = false; // a handshake of this page has opened
    this.timers = { ping: null, retry: null, silence: null, unavailable: null, opening: null };
    this.onOnline = () => { if (this.status === "reconnecting") this.reconnectNow(); };
    window.addEventListener("online", this.onOnline);
    this.setStatus("connecting");
    this.open();
  }

  setStatus(status) {
    this.status = status;
    this.handlers.onStatus?.(status);
  }

  open() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const query = this.detour ? `?detour=${randomId()}` : "";
    const ws = new WebSocket(
      `${scheme}://${location.host}/ws/rooms/${encodeURIComponent(this.roomId)}${query}`);
    this.ws = ws;
    const started = performance.now();
    if (this.stalled) {
      const first = Math.max(DETOUR_AFTER_MS, HANDSHAKES_WAITED * this.handshakeMs);
      const limit = Math.min(OPEN_LIMIT_MS, first + DETOUR_GROWTH_MS * this.detour);
      this.timers.opening = window.setTimeout(() => this.takeDetour(ws), limit);
    } else if (!this.opened) {
      this.timers.opening = window.setTimeout(() => {
        this.stalled = true;
        this.takeDetour(ws);
      }, FIRST_OPEN_LIMIT_MS);
    } else {
      this.timers.opening = window.setTimeout(() => this.abandon(ws), OPEN_LIMIT_MS);
    }
    ws.addEventListener("open", () => {
      if (ws !== this.ws) return;
      window.clearTimeout(this.timers.opening);
      this.handshakeMs = performance.now() - started;
      this.opened = true;
      this.stalled = false;
      this.detour = 0;
      const token = this.handlers.token() || null;
      const name = token ? null : this.handlers.name?.() || null;
      ws.send(JSON.stringify(name ? { type: "hello", token, name } : { type: "hello", token }));
      this.timers.ping = window.setInterval(() => this.send({ type: "ping" }), PING_EVERY_MS);
      this.heard();
    });
    ws.addEventListener("message", (event) => {
      if (ws !== this.ws) return;
      this.heard();
      let message;
      try { message = JSON.parse(event.data); } catch (err) { return; }
      this.receive(message);
    });
    ws.addEventListener("close", (event) => {
      if (ws !== this.ws) return;
      this.dropped(event.code);
    });
  }

  heard() {
    const ws = this.ws;
    window.clearTimeout(this.timers.silence);
    this.timers.silence = window.setTimeout(() => this.abandon(ws), SILENCE_LIMIT_MS);
  }

  /** Give a connection up and try again at once, without waiting for its closing
   * handshake: a server that stopped answering never completes it. */
  abandon(ws) {
    if (ws !== this.ws) return;
    this.stalled = true;
    ws.close();
    this.dropped(1006);
  }

  /** Give up a handshake that hung while stalled and try the next detour at once. */
  takeDetour(ws) {
    if (ws !== this.ws) return;
    this.clearTimers();
    this.ws = null;
    ws.close();
    this.detour += 1;
    this.open();
  }

  receive(message) {
    switch (message.type) {
      case "state": {
        const first = this.status !== "open";
        this.attempt = 0;
        this.version = message.version;
        if (first) this.setStatus("open");
        // A state at a newer version answers the pending move (applied, by us
        // or as a duplicate); the first state after a hello means we may resend.
        if (this.pending && message.version > this.pending.version) this.pending = null;
        this.handlers.onState?.(message);
        if (first && this.pending) this.resend();
        break;
      }
      case "seats":
        this.handlers.onSeats?.(message);
        break;
      case "error":
        if (message.code === "unavailable" && this.pending && message.id === this.pending.id) {
          // The database is away for a moment: the same move (same id, so never
          // applied twice) goes again after the server's hint, until it is answered.
          const pending = this.pending;
          window.clearTimeout(this.timers.unavailable);
          this.timers.unavailable = window.setTimeout(() => {
            if (this.pending === pending) this.resend();
          }, (message.retry_after ?? 1) * 1000 * (0.75 + Math.random() / 2));
          this.handlers.onError?.(message);
          break;
        }
        if (this.pending && message.id === this.pending.id) this.pending = null;
        this.handlers.onError?.(message);
        break;
      case "pong":
        break;
      default:
        this.handlers.onEvent?.(message); // other events of the room
        break;
    }
  }

  dropped(code) {
    this.clearTimers();
    this.ws = null;
    if (this.stopped) return;
    if (FINAL_CLOSES.has(code)) {
      this.setStatus("closed");
      return;
    }
    this.setStatus("reconnecting");
    const base = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)];
    this.attempt += 1;
    // Jitter keeps a crowd of clients from all knocking at once after a restart.
    this.timers.retry = window.setTimeout(() => this.open(), base * (0.75 + Math.random() / 2));
  }

  reconnectNow() {
    window.clearTimeout(this.timers.retry);
    if (!this.ws) this.open();
  }

  /** Close and open again, e.g. after taking a seat so that hello carries the new token. */
  restart() {
    const old = this.ws;
    this.clearTimers();
    this.ws = null;
    if (old) old.close();
    this.attempt = 0;
    this.setStatus("connecting");
    this.open();
  }

  clearTimers() {
    window.clearInterval(this.timers.ping);
    window.clearTimeout(this.timers.retry);
    window.clearTimeout(this.timers.silence);
    window.clearTimeout(this.timers.unavailable);
    window.clearTimeout(this.timers.opening);
  }

  send(message) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify(message));
      return true;
    }
    return false;
  }

  /** Send a move for the current version; it is resent after a reconnect until answered. */
  move(move) {
    if (this.pending || this.version === null) return false;
    this.pending = { id: randomId("m-"), version: this.version, move };
    this.resend();
    return true;
  }

  resend() {
    const { id, version, move } = this.pending;
    this.send({ type: "move", id, version, move });
  }

  get busy() {
    return this.pending !== null;
  }

  close() {
    this.stopped = true;
    this.clearTimers();
    window.removeEventListener("online", this.onOnline);
    const ws = this.ws;
    this.ws = null;
    if (ws) ws.close();
  }
}

