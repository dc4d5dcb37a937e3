// The REST side of the protocol (docs/protocol.md). Every refusal arrives as
// {"error": {"code", "message"}}; it becomes an ApiError that the pages show.

import { t, hasKey } from "./i18n.js";

export class ApiError extends Error {
  constructor(code, message, status = 0) {
    super(message);
    this.code = code;
    this.status = status;
  }

  /** The text to show: the interface's own words for a known code, else the server's message. */
  get display() {
    return errorText(this.code, this.message);
  }
}

/**
 * Words for an error code, in the current language. For codes whose server
 * message carries the detail (which option, why a move is illegal) that
 * message is kept as well.
 */
export function errorText(code, message) {
  const key = `error.${code}`;
  if (!hasKey(key)) return message || t("error.unknown");
  const words = t(key);
  if (message && ["bad_options", "bad_request", "illegal_move"].includes(code)) {
    return `${words} (${message})`;
  }
  return words;
}

async function request(method, path, body) {
  let response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? { Accept: "application/json" }
        : { Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (err) {
    throw new ApiError("network", t("error.network"));
  }
  let data = null;
  try {
    data = await response.json();
  } catch (err) {
    data = null;
  }
  if (!response.ok) {
    const error = data && data.error;
    if (error && error.code) throw new ApiError(error.code, error.message || "", response.status);
    throw new ApiError(response.status >= 500 ? "server_error" : "bad_request",
      `HTTP ${response.status}`, response.status);
  }
  return data;
}

function query(params) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of [value].flat()) if (item !== undefined && item !== null) search.append(key, item);
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

let gamesPromise = null;

export const api = {
  /** The games; fetched once per page load since they only change with the server. */
  games() {
    if (!gamesPromise) {
      gamesPromise = request("GET", "/api/games").catch((err) => {
        gamesPromise = null;
        throw err;
      });
    }
    return gamesPromise;
  },
  async game(id) {
    return (await api.games()).find((g) => g.id === id) || null;
  },
  rooms(params = {}) {
    return request("GET", `/api/rooms${query(params)}`);
  },
  room(id) {
    return request("GET", `/api/rooms/${encodeURIComponent(id)}`);
  },
  createRoom(body) {
    return request("POST", "/api/rooms", body);
  },
  join(id, body) {
    return request("POST", `/api/rooms/${encodeURIComponent(id)}/join`, body);
  },
  matches(params = {}) {
    return request("GET", `/api/matches${query(params)}`);
  },
  match(id) {
    return request("GET", `/api/matches/${encodeURIComponent(id)}`);
  },
  chat(id) {
    return request("GET", `/api/matches/${encodeURIComponent(id)}/chat`);
  },
  /** Every step of a match: the pages of /replay, followed until `next` is null. */
  async replay(id) {
    const base = `/api/matches/${encodeURIComponent(id)}/replay`;
    const first = await request("GET", base);
    let page = first;
    while (page && page.next !== null && page.next !== undefined) {
      page = await request("GET", `${base}?from=${encodeURIComponent(page.next)}`);
      first.views = first.views.concat(page.views);
    }
    first.next = null;
    return first;
  },
  verify(id) {
    return request("GET", `/api/matches/${encodeURIComponent(id)}/verify`);
  },
};

// Seat tokens live in localStorage, one key per room, and never in a URL. A
// device whose players share its screen (the room option `shared_screen`)
// holds several seats of one room: the first one's token under the room's
// key, the others' in a list beside it ({seat, token} each).
const TOKEN_PREFIX = "bivouac.token.";
const OTHERS_PREFIX = "bivouac.seats.";

export const tokens = {
  get(roomId) {
    try { return localStorage.getItem(TOKEN_PREFIX + roomId); } catch (err) { return null; }
  },
  set(roomId, token) {
    try { localStorage.setItem(TOKEN_PREFIX + roomId, token); } catch (err) { /* private mode */ }
  },
  forget(roomId) {
    try { localStorage.removeItem(TOKEN_PREFIX + roomId); } catch (err) { /* private mode */ }
  },
  /** The other seats this device holds in the room: [{seat, token}]. */
  others(roomId) {
    try {
      const list = JSON.parse(localStorage.getItem(OTHERS_PREFIX + roomId) || "[]");
      return Array.isArray(list) ? list.filter((x) => x && typeof x.token === "string") : [];
    } catch (err) {
      return [];
    }
  },
  /** Keep the token of another seat this device holds in the room. */
  addOther(roomId, seat, token) {
    const list = tokens.others(roomId).filter((x) => x.seat !== seat && x.token !== token);
    list.push({ seat, token });
    try { localStorage.setItem(OTHERS_PREFIX + roomId, JSON.stringify(list)); } catch (err) { /* private mode */ }
  },
  /** Forget one of the other seats' tokens (the server no longer knows it). */
  forgetOther(roomId, token) {
    const list = tokens.others(roomId).filter((x) => x.token !== token);
    try { localStorage.setItem(OTHERS_PREFIX + roomId, JSON.stringify(list)); } catch (err) { /* private mode */ }
  },
};

const NAME_KEY = "bivouac.name";

/** The display name last used in this browser, to fill in forms. */
export const savedName = {
  get() {
    try { return localStorage.getItem(NAME_KEY) || ""; } catch (err) { return ""; }
  },
  set(name) {
    try { localStorage.setItem(NAME_KEY, name); } catch (err) { /* private mode */ }
  },
};
