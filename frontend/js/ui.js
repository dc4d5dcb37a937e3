// Small DOM helpers. Every string child becomes a text node, so names and
// other text typed by players can never turn into markup: nothing in the
// frontend assigns innerHTML.

import { t } from "./i18n.js";

const SVG_NS = "http://www.w3.org/2000/svg";

function build(el, attrs, children) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") {
      el.addEventListener(key.slice(2).toLowerCase(), value);
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
