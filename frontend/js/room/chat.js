// The chat of a room, for players and spectators: the history sent after
// hello, new lines as they come, a one-line form (Enter sends), the host's
// switch to mute the spectators and, on a phone, a collapsible panel with an
// unread count. Every text a person typed is inserted as text, never markup.

import { getLocale, t } from "../i18n.js";
import { seatMarkerFor } from "../markers.js";
import { h, patch, randomId, replace, s } from "../ui.js";

const MAX_LENGTH = 500;
const KEEP = 200; // lines kept on screen
const COLLAPSED_QUERY = "(max-width: 999px)";

/**
 * options: module (the game's renderer, for seat markers), readOnly (a
 * finished match's chat on its replay page), send(text) -> bool,
 * setName(name) (a spectator's display name), mute(bool) (the host).
 */
/** @param {any} [options] */
export function chatPanel({ module = null, readOnly = false, send, setName, mute } = /** @type {any} */ ({})) {
  const id = randomId("chat");
  const state = {
    lines: [],
    loaded: false,
    open: readOnly || !window.matchMedia(COLLAPSED_QUERY).matches,
    unread: 0,
    access: { seat: null, canChat: false, reason: null, host: false, muted: false, spectatorChat: true, name: "" },
    editingName: false,
    draft: "",
  };

  const title = h("span", { id: `${id}-title` });
  const unread = h("span", { class: "chat-unread", hidden: true });
  const toggle = h("button", { class: "chat-toggle", type: "button", "aria-expanded": String(state.open), "aria-controls": `${id}-body` },
    s("svg", { class: "chat-icon", viewBox: "0 0 24 24", width: 20, height: 20, "aria-hidden": "true", focusable: "false" },
      s("path", { d: "M4 5h16v11H9l-5 4Z", fill: "currentColor" })),
    title, unread,
    s("svg", { class: "chat-chevron", viewBox: "0 0 24 24", width: 18, height: 18, "aria-hidden": "true", focusable: "false" },
      s("path", { d: "M6 15l6-6 6 6", fill: "none", stroke: "currentColor", "stroke-width": 2.4, "stroke-linecap": "round", "stroke-linejoin": "round" })));
  toggle.addEventListener("click", () => setOpen(!state.open));

  const log = h("ol", { class: "chat-log", tabindex: 0, "aria-labelledby": `${id}-title`, "aria-live": "off" });
  const empty = h("p", { class: "chat-empty" });
  const hostBox = h("div", { class: "chat-host" });
  const note = h("p", { class: "chat-note" });
  const nameBox = h("div", { class: "chat-name-box" });
  const errorLine = h("p", { class: "chat-error", role: "status" });
  const input = h("input", { id: `${id}-input`, class: "input chat-input", type: "text", maxlength: MAX_LENGTH, autocomplete: "off", enterkeyhint: "send" });
  const inputLabel = h("label", { class: "visually-hidden", for: input.id });
  const sendButton = h("button", { class: "btn btn-primary btn-small chat-send", type: "submit" });
  const form = h("form", { class: "chat-form" }, inputLabel, input, sendButton);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text || !send) return;
    if (send(text)) {
      state.draft = input.value;
      input.value = "";
      errorLine.textContent = "";
    } else {
      errorLine.textContent = t("chat.offline");
    }
  });
  input.addEventListener("input", () => { errorLine.textContent = ""; });

  const body = h("div", { class: "chat-body", id: `${id}-body` }, log, empty,
    readOnly ? null : [hostBox, note, nameBox, form, errorLine]);
  body.hidden = !state.open;
  // On a phone the open chat covers part of the board: Escape folds it away.
  body.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || readOnly || !window.matchMedia(COLLAPSED_QUERY).matches) return;
    setOpen(false);
    toggle.focus();
  });
  const el = h("section", { class: ["chat", readOnly ? "chat-readonly" : ""], "aria-labelledby": `${id}-title` },
    h("h2", { class: "chat-head" }, toggle), body);

  function setOpen(open) {
    state.open = open;
    body.hidden = !open;
    toggle.setAttribute("aria-expanded", String(open));
    el.classList.toggle("chat-open", open);
    if (open) {
      state.unread = 0;
      drawUnread();
      scrollDown(true);
    }
  }

  function drawUnread() {
    unread.hidden = state.unread === 0;
    replace(unread, String(state.unread), h("span", { class: "visually-hidden" }, ` ${t("chat.unread", { n: state.unread })}`));
  }

  function nearBottom() {
    return log.scrollHeight - log.scrollTop - log.clientHeight < 40;
  }

  function scrollDown(force = false) {
    if (force || nearBottom()) log.scrollTop = log.scrollHeight;
  }

  const timeFormat = () => new Intl.DateTimeFormat(getLocale(), { hour: "2-digit", minute: "2-digit" });

  function line(message, format) {
    const at = message.at ? new Date(message.at) : null;
    const spectator = message.seat === null || message.seat === undefined;
    const mine = !spectator && message.seat === state.access.seat;
    return h("li", { class: ["chat-line", mine ? "chat-mine" : "", spectator ? "chat-spectator" : ""], dataset: { id: message.id ?? "" } },
      h("div", { class: "chat-meta" },
        spectator ? h("span", { class: "chat-marker chat-marker-eye", "aria-hidden": "true" }, eye())
          : h("span", { class: "chat-marker" }, seatMarkerFor(module, message.seat, 20)),
        h("span", { class: "chat-who" }, String(message.name ?? "?")),
        spectator ? h("span", { class: "badge chat-role" }, t("chat.spectator")) : null,
        at && !Number.isNaN(at.getTime()) ? h("time", { class: "chat-time", datetime: message.at }, format.format(at)) : null),
      h("p", { class: "chat-text" }, String(message.text ?? "")));
  }

  function drawLines() {
    const format = timeFormat();
    replace(log, state.lines.map((m) => line(m, format)));
    empty.hidden = state.lines.length > 0;
    scrollDown(true);
  }

  function drawAccess() {
    if (readOnly) return;
    const a = state.access;
    const watching = a.seat === null;
    // The host's switch: only useful when the room lets spectators chat at all.
    // Drawn again with every seat's news: kept (patch), so that a click or keyboard focus is not lost.
    patch(hostBox, a.host && a.spectatorChat ? muteSwitch(a.muted) : null);
    const muteBox = hostBox.querySelector(".switch-input");
    if (muteBox instanceof HTMLInputElement) muteBox.checked = Boolean(a.muted);
    hostBox.hidden = !(a.host && a.spectatorChat);
    let reason = "";
    if (watching && !a.spectatorChat) reason = t("chat.noSpectatorChat");
    else if (watching && a.muted) reason = t("chat.spectatorsMuted");
    else if (a.connected === false) reason = t("chat.offline");
    note.textContent = reason;
    note.hidden = !reason;
    const allowed = !reason;
    input.disabled = !allowed;
    sendButton.disabled = !allowed;
    drawNameBox(watching && allowed);
  }

  function muteSwitch(muted) {
    const box = h("input", {
      id: `${id}-mute`, type: "checkbox", class: "switch-input", checked: muted,
      onChange: (event) => {
        const check = event.currentTarget;
        if (!mute || !mute(check.checked)) check.checked = !check.checked;
      },
    });
    return h("div", { class: "field-check chat-mute" }, box, h("label", { for: box.id }, t("chat.muteSpectators")));
  }

  function drawNameBox(show) {
    nameBox.hidden = !show;
    if (!show) {
      replace(nameBox);
      return;
    }
    // Drawn again with every seat's news: kept (patch), so that a click, keyboard
    // focus and a name being typed are not lost. The handlers find the field on the page.
    const name = state.access.name;
    if (!state.editingName) {
      const change = h("button", {
        class: "link-button", type: "button", dataset: { control: "name" },
        onClick: () => {
          state.editingName = true;
          drawNameBox(true);
          nameBox.querySelector("input")?.focus();
        },
      }, t(name ? "chat.changeName" : "chat.giveName"));
      patch(nameBox, h("p", { class: "hint chat-as" }, name ? t("chat.chattingAs", { name }) : t("chat.anonymous"), " ", change));
      return;
    }
    const field = h("input", { id: `${id}-name`, class: "input chat-name-input", type: "text", maxlength: 32, autocomplete: "nickname", value: name || "" });
    const save = h("button", { class: "btn btn-secondary btn-small", type: "submit", dataset: { control: "save" } }, t("chat.saveName"));
    const cancel = h("button", {
      class: "btn btn-ghost btn-small", type: "button", dataset: { control: "cancel" },
      onClick: () => {
        state.editingName = false;
        drawNameBox(true);
        nameBox.querySelector(".link-button")?.focus();
      },
    }, t("create.cancel"));
    const nameForm = h("form", {
      class: "chat-name-form",
      onSubmit: (event) => {
        event.preventDefault();
        const typed = event.currentTarget.querySelector(".chat-name-input");
        if (!(typed instanceof HTMLInputElement)) return;
        const value = typed.value.trim();
        if (!value) {
          typed.focus();
          return;
        }
        state.editingName = false;
        setName?.(value);
      },
    },
    h("label", { class: "label", for: field.id }, t("chat.yourName")),
    h("div", { class: "chat-name-row" }, field, save, cancel));
    patch(nameBox, nameForm);
  }

  function drawTexts() {
    title.textContent = t(readOnly ? "chat.titleMatch" : "chat.title");
    empty.textContent = t(readOnly ? "chat.emptyMatch" : "chat.empty");
    inputLabel.textContent = t("chat.message");
    input.placeholder = t("chat.placeholder");
    sendButton.textContent = t("chat.send");
    drawUnread();
    drawLines();
    drawAccess();
  }

  drawTexts();
  el.classList.toggle("chat-open", state.open);

  return {
    el,
    /** The room's chat so far (chat_history). */
    setHistory(messages) {
      state.lines = (messages || []).slice(-KEEP);
      state.loaded = true;
      drawLines();
      // New lines from now on are read to screen reader users; the history is not.
      log.setAttribute("aria-live", "polite");
    },
    /** One new line (chat). */
    add(message) {
      if (state.lines.some((m) => m.id !== undefined && m.id === message.id)) return;
      const stick = nearBottom();
      state.lines.push(message);
      if (state.lines.length > KEEP) {
        state.lines.shift();
        log.firstChild?.remove();
      }
      log.append(line(message, timeFormat()));
      empty.hidden = true;
      if (stick || message.seat === state.access.seat) scrollDown(true);
      const mine = message.seat !== null && message.seat === state.access.seat;
      if (!state.open && !mine) {
        state.unread += 1;
        drawUnread();
      }
    },
    /** Who is chatting and what they may do now. */
    setAccess(access) {
      const before = state.access;
      state.access = { ...before, ...access };
      if (before.seat !== state.access.seat) drawLines();
      drawAccess();
    },
    /** A refused chat line (muted, bad_chat, rate_limited): said politely next to the form. */
    refused(code) {
      errorLine.textContent = t(`chat.error.${code}`);
      if (!input.value && state.draft) input.value = state.draft;
      state.draft = "";
    },
    relocalize: drawTexts,
  };
}

function eye() {
  return s("svg", { viewBox: "0 0 24 24", width: 18, height: 18, focusable: "false" },
    s("path", { d: "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z", fill: "none", stroke: "currentColor", "stroke-width": 2 }),
    s("circle", { cx: 12, cy: 12, r: 3, fill: "currentColor" }));
}
