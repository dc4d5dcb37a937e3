// Small DOM helpers. Every string child becomes a text node, so names and
// other text typed by players can never turn into markup: nothing in the
// frontend assigns innerHTML.

import { t } from "./i18n.js";

const SVG_NS = "http://www.w3.org/2000/svg";

// The handlers given to h() and s() (`onClick`...), by event type. The element
// listens through one function that calls the handler it holds now, so that
// patch() can hand a redrawn control its new action without replacing it.
const HANDLERS = Symbol("handlers");

function callHandler(event) {
  const handler = event.currentTarget[HANDLERS]?.[event.type];
  if (handler) return handler.call(event.currentTarget, event);
  return undefined;
}

function listen(el, type, handler) {
  const handlers = el[HANDLERS] || (el[HANDLERS] = {});
  if (!(type in handlers)) el.addEventListener(type, callHandler);
  handlers[type] = handler;
}

function build(el, attrs, children) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") {
      listen(el, key.slice(2).toLowerCase(), value);
    } else if (key === "class") {
      el.setAttribute("class", Array.isArray(value) ? value.filter(Boolean).join(" ") : value);
    } else if (key === "dataset") {
      Object.assign(el.dataset, value);
    } else if (key === "text") {
      el.textContent = value;
    } else if (value === true) {
      el.setAttribute(key, "");
    } else {
      el.setAttribute(key, String(value));
    }
  }
  append(el, children);
  return el;
}

/** Append children: nodes as they are, strings and numbers as text, arrays flattened. */
export function append(el, children) {
  for (const child of [children].flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

/** An HTML element: h("button", {class: "btn", onClick}, "Label"). */
export function h(tag, attrs, ...children) {
  return build(document.createElement(tag), attrs, children);
}

/** An SVG element, same calling convention as h(). */
export function s(tag, attrs, ...children) {
  return build(document.createElementNS(SVG_NS, tag), attrs, children);
}

/** Replace every child of `el`. */
export function replace(el, ...children) {
  el.replaceChildren();
  return append(el, children);
}

/**
 * Like replace(), for parts drawn again while someone may be using them: the
 * children already there that match the new ones are kept and updated in
 * place (attributes, text, children, the handlers given to h() and s()), so
 * that a button under the pointer or with keyboard focus stays the same
 * element from one draw to the next, and a click pressed before a redraw and
 * released after it still lands. The rest is added or removed.
 *
 * A new child matches an old one of the same tag with the same key (its
 * `data-key`, `data-control`, `data-action` or `data-focus`, else its `id`);
 * children without a key match those without one of the same tag, in order.
 * Listeners added with addEventListener are not handed over: a kept element
 * keeps its own, so parts drawn with patch() take their handlers through h().
 */
export function patch(el, ...children) {
  const fresh = [];
  for (const child of [children].flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    fresh.push(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  reconcile(el, fresh);
  return el;
}

const KEYS = ["key", "control", "action", "focus"];

function keyOf(node) {
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  for (const name of KEYS) {
    const value = node.getAttribute(`data-${name}`);
    if (value !== null) return `${name}:${value}`;
  }
  return node.id ? `id:${node.id}` : null;
}

// The kind of node a new one may take the place of: an element of the same tag, or text.
function kindOf(node) {
  return node.nodeType === Node.ELEMENT_NODE ? `${node.namespaceURI}|${node.localName}` : `#${node.nodeType}`;
}

function reconcile(parent, fresh) {
  const old = [...parent.childNodes];
  const keyed = new Map();
  const unkeyed = new Map();
  for (const node of old) {
    const k = keyOf(node);
    if (k !== null) {
      if (!keyed.has(`${kindOf(node)}|${k}`)) keyed.set(`${kindOf(node)}|${k}`, node);
    } else {
      const list = unkeyed.get(kindOf(node)) || [];
      list.push(node);
      unkeyed.set(kindOf(node), list);
    }
  }
  const used = new Set();
  const result = fresh.map((node) => {
    // A node drawn again as it is (a form kept between draws) stays itself.
    if (node.parentNode === parent && !used.has(node)) {
      used.add(node);
      return node;
    }
    const k = keyOf(node);
    let match = null;
    if (k !== null) {
      match = keyed.get(`${kindOf(node)}|${k}`) || null;
    } else {
      const list = unkeyed.get(kindOf(node)) || [];
      while (list.length && (used.has(list[0]) || fresh.includes(list[0]))) list.shift();
      match = list.shift() || null;
    }
    if (!match || used.has(match) || fresh.includes(match)) return node;
    used.add(match);
    morph(match, node);
    return match;
  });
  const keep = new Set(result);
  for (const node of old) if (!keep.has(node)) node.remove();
  // Put each in its place, moving only those out of it (a moved element loses focus).
  result.forEach((node, i) => {
    const at = parent.childNodes[i];
    if (at !== node) parent.insertBefore(node, at || null);
  });
}

/** Make `live` look like `fresh` and do what it does, keeping `live` (and what of its children matches). */
function morph(live, fresh) {
  if (live.nodeType !== Node.ELEMENT_NODE) {
    if (live.nodeValue !== fresh.nodeValue) live.nodeValue = fresh.nodeValue;
    return;
  }
  for (const attr of [...live.attributes]) {
    if (!fresh.hasAttributeNS(attr.namespaceURI, attr.localName)) live.removeAttributeNS(attr.namespaceURI, attr.localName);
  }
  for (const attr of fresh.attributes) {
    if (live.getAttributeNS(attr.namespaceURI, attr.localName) !== attr.value) live.setAttributeNS(attr.namespaceURI, attr.name, attr.value);
  }
  // What the element does now: the new draw's handlers (none left for a type it no longer has).
  const handlers = fresh[HANDLERS] || {};
  for (const type of Object.keys(live[HANDLERS] || {})) if (!(type in handlers)) live[HANDLERS][type] = null;
  for (const [type, handler] of Object.entries(handlers)) listen(live, type, handler);
  // Form fields show their default value as an attribute; what was typed is not the page's to redraw.
  reconcile(live, [...fresh.childNodes]);
}

/** A fresh random id for moves and element ids. */
export function randomId(prefix = "") {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return prefix + Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A message for screen readers through the page's polite live region. */
let spoken = [];
let speakTimer = null;

export function announce(text) {
  const region = document.getElementById("announcer");
  if (!region || !text) return;
  // Messages of one moment (a move, then whose turn it is) are read as one;
  // clearing first makes a repeated message ("Your turn!") be read again.
  spoken.push(text);
  window.clearTimeout(speakTimer);
  region.textContent = "";
  speakTimer = window.setTimeout(() => {
    region.textContent = spoken.join(" ");
    spoken = [];
  }, 120);
}

/** A non-blocking message in the corner; kind is "error", "info" or "ok". */
export function toast(text, kind = "info", detail = "") {
  const box = document.getElementById("toasts");
  if (!box) return;
  // The container is the live region, so the toast itself needs no role.
  const item = h("div", { class: ["toast", `toast-${kind}`] },
    h("span", { class: "toast-text" }, text),
    detail ? h("span", { class: "toast-detail" }, detail) : null,
  );
  const close = h("button", { class: "toast-close", type: "button", "aria-label": t("ui.close") }, "×");
  close.addEventListener("click", () => item.remove());
  item.append(close);
  box.append(item);
  window.setTimeout(() => item.classList.add("toast-leaving"), 5200);
  window.setTimeout(() => item.remove(), 5600);
}

/** A spinner line for a list or panel that is loading. */
export function loading(text) {
  return h("p", { class: "loading", role: "status" }, h("span", { class: "spinner", "aria-hidden": "true" }), text);
}

/** Copy text to the clipboard, with a fallback for pages served over plain http. */
export async function copyText(text) {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = h("textarea", { class: "visually-hidden", readonly: true });
  area.value = text;
  document.body.append(area);
  area.select();
  document.execCommand("copy");
  area.remove();
}

/** The notice shown where a game's board could not be drawn: the reason and a button to load the page again. */
export function boardFailed() {
  return h("div", { class: "notice notice-error board-failed", role: "alert" },
    h("p", {}, t("error.renderer"), " ", t("error.rendererRetry")),
    h("button", { class: "btn btn-secondary board-retry", type: "button", onClick: () => location.reload() }, t("ui.retry")));
}

/** The display name typed in `input`, trimmed; "" (the error said in `errorBox`, focus on the field) when empty. */
export function typedName(input, errorBox) {
  errorBox.textContent = "";
  const name = input.value.trim();
  if (!name) {
    errorBox.textContent = t("home.needName");
    input.focus();
  }
  return name;
}
