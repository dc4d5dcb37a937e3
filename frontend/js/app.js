// The single-page shell: a router over location.pathname with the History
// API, the header's language switch and the footer.

import { LOCALES, LOCALE_NAMES, getLocale, onLocaleChange, setLocale, t } from "./i18n.js";
import { h, replace } from "./ui.js";
import { homePage } from "./pages/home.js";
import { roomPage } from "./pages/room.js";
import { matchPage } from "./pages/match.js";
import { notFoundPage } from "./pages/notfound.js";
import { rulesPage } from "./pages/rules.js";

/** @type {Array<[RegExp, any]>} */
const ROUTES = [
  [/^\/$/, homePage],
  [/^\/room\/([A-Za-z0-9_-]+)\/?$/, roomPage],
  [/^\/match\/([A-Za-z0-9_-]+)\/?$/, matchPage],
  [/^\/rules\/([a-z0-9_]+)\/?$/, rulesPage],
];

let page = null; // {destroy(), relocalize()?} of the page on screen

/** Go to `path` inside the app without reloading. */
export function navigate(path, { replace: replaceEntry = false } = {}) {
  if (replaceEntry) history.replaceState(null, "", path);
  else history.pushState(null, "", path);
  render({ focus: true });
}

function render({ focus = false } = {}) {
  page?.destroy?.();
  page = null;
  const root = document.getElementById("app");
  replace(root);
  document.title = t("app.name");
  const path = location.pathname;
  /** @type {any} */
  let view = notFoundPage;
  let params = [];
  for (const [pattern, handler] of ROUTES) {
    const match = pattern.exec(path);
    if (match) {
      view = handler;
      params = match.slice(1);
      break;
    }
  }
  page = view(root, { params, navigate }) || null;
  if (focus) {
    // Moving focus to the new content tells keyboard and screen reader users
    // that the page changed, as a full load would.
    document.getElementById("main").focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }
}

function renderChrome() {
  const select = document.getElementById("lang-select");
  replace(select, LOCALES.map((code) => h("option", { value: code, selected: code === getLocale() }, LOCALE_NAMES[code])));
  document.getElementById("lang-label").textContent = t("header.language");
  document.getElementById("skip-link").textContent = t("header.skip");
  replace(document.getElementById("site-footer"),
    h("p", {}, t("footer.text")),
    h("p", { class: "footer-links" }, h("a", { href: "/docs" }, t("footer.api"))),
  );
}

function interceptLinks(event) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target.closest("a[data-link]");
  if (!link || link.target) return;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return;
  event.preventDefault();
  if (url.pathname !== location.pathname) navigate(url.pathname + url.search);
}

function start() {
  renderChrome();
  document.getElementById("lang-select").addEventListener("change", (event) => setLocale(/** @type {HTMLSelectElement} */ (event.target).value));
  document.addEventListener("click", interceptLinks);
  window.addEventListener("popstate", () => render({ focus: true }));
  onLocaleChange(() => {
    renderChrome();
    // A page that can redraw its texts in place keeps its state (and its
    // connection); the others are drawn again.
    if (page?.relocalize) page.relocalize();
    else render();
  });
  render();
}

start();
