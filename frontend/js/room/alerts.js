// Telling a player it is their turn when they may not be looking: a short
// tone (made with the Web Audio API, no sound file) and a browser
// notification while the tab is hidden. Both are off until the player turns
// them on; the choice is remembered in this browser.

import { t } from "../i18n.js";
import { notifyPref, soundPref } from "../prefs.js";
import { h, s, toast } from "../ui.js";

let audio = null;

function audioContext() {
  const Context = window.AudioContext || /** @type {any} */ (window).webkitAudioContext;
  if (!Context) return null;
  if (!audio) audio = new Context();
  if (audio.state === "suspended") audio.resume().catch(() => {});
  return audio;
}

/** Two soft rising notes, about a third of a second. */
export function playTone() {
  const ctx = audioContext();
  if (!ctx) return;
  const start = ctx.currentTime + 0.02;
  [[660, 0], [880, 0.14]].forEach(([frequency, offset]) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = "sine";
    osc.frequency.value = frequency;
    const at = start + offset;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.18, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.2);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + 0.22);
  });
}

const notificationsSupported = () => "Notification" in window;

function notify(title, body, tag) {
  if (!notificationsSupported() || Notification.permission !== "granted") return;
  try {
    const note = new Notification(title, { body, tag, icon: "/static/img/icon.svg" });
    note.addEventListener("click", () => {
      window.focus();
      note.close();
    });
  } catch (err) { /* some browsers only allow notifications from a service worker */ }
}

/** Alert the player that it is their turn (sound if on; a notification if on and the tab is hidden). */
export function yourTurnAlert({ game, roomId }) {
  if (soundPref.get()) playTone();
  if (notifyPref.get() && document.hidden) notify(t("alerts.notifyTitle"), game, `bivouac-${roomId}`);
}

/** The two switches (sound, notifications), as toggle buttons. */
export function alertToggles() {
  const sound = toggle("sound", soundPref.get(), soundIcon(), t("alerts.sound"), async (on) => {
    soundPref.set(on);
    if (on) playTone(); // the click is the gesture browsers ask for before playing sound
    return on;
  });
  const items = [sound];
  if (notificationsSupported()) {
    const on = notifyPref.get() && Notification.permission === "granted";
    items.push(toggle("notify", on, bellIcon(), t("alerts.notify"), async (wanted) => {
      if (!wanted) {
        notifyPref.set(false);
        return false;
      }
      let permission = Notification.permission;
      if (permission === "default") {
        try { permission = await Notification.requestPermission(); } catch (err) { permission = "denied"; }
      }
      if (permission !== "granted") {
        toast(t("alerts.notifyBlocked"), "error");
        notifyPref.set(false);
        return false;
      }
      notifyPref.set(true);
      toast(t("alerts.notifyOn"), "ok");
      return true;
    }));
  }
  return h("div", { class: "alert-toggles", role: "group", "aria-label": t("alerts.group") }, items);
}

function toggle(name, on, icon, label, change) {
  const button = h("button", { class: ["toggle", `toggle-${name}`], type: "button", "aria-pressed": String(on), dataset: { toggle: name } },
    icon, h("span", { class: "toggle-label" }, label));
  button.addEventListener("click", async () => {
    const wanted = button.getAttribute("aria-pressed") !== "true";
    button.disabled = true;
    const now = await change(wanted);
    button.disabled = false;
    button.setAttribute("aria-pressed", String(now));
  });
  return button;
}

function soundIcon() {
  return s("svg", { class: "toggle-icon", viewBox: "0 0 24 24", width: 18, height: 18, "aria-hidden": "true", focusable: "false" },
    s("path", { d: "M4 9h4l5-4v14l-5-4H4Z", fill: "currentColor" }),
    s("path", { class: "toggle-on-only", d: "M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12", fill: "none", stroke: "currentColor", "stroke-width": 2, "stroke-linecap": "round" }),
    s("path", { class: "toggle-off-only", d: "M16 9l5 6M21 9l-5 6", fill: "none", stroke: "currentColor", "stroke-width": 2, "stroke-linecap": "round" }));
}

function bellIcon() {
  return s("svg", { class: "toggle-icon", viewBox: "0 0 24 24", width: 18, height: 18, "aria-hidden": "true", focusable: "false" },
    s("path", { class: "toggle-body", d: "M6 16V11a6 6 0 0 1 12 0v5l2 2H4Z", fill: "none", stroke: "currentColor", "stroke-width": 1.8, "stroke-linejoin": "round" }),
    s("path", { d: "M10 20a2 2 0 0 0 4 0", fill: "none", stroke: "currentColor", "stroke-width": 2 }),
    s("path", { class: "toggle-off-only", d: "M3 3l18 18", fill: "none", stroke: "currentColor", "stroke-width": 2, "stroke-linecap": "round" }));
}
