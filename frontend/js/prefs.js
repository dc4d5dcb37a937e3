// Small on/off preferences remembered in this browser (localStorage).

const PREFIX = "bivouac.";

/** A remembered switch, `false` until the visitor turns it on. */
export function flag(name) {
  const key = PREFIX + name;
  return {
    get() {
      try { return localStorage.getItem(key) === "on"; } catch (err) { return false; }
    },
    set(on) {
      try { localStorage.setItem(key, on ? "on" : "off"); } catch (err) { /* private mode */ }
    },
  };
}

export const soundPref = flag("sound");
export const notifyPref = flag("notify");
