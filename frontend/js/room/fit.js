// Sizing the board to the screen during play (see boardFitter).

/**
 * Keeps the board on one screen during play: sets `--fit-board` on the
 * board's host to the height (px) the renderer's `[data-fit-board]` element
 * may take so that it, and every `[data-fit-keep]` element (the controls of
 * a turn), end above the bottom of the screen (above the folded chat on a
 * narrow screen). Renderers use it as their board's max-height.
 */
export function boardFitter(el) {
  let observer = null;
  let frame = 0;
  let active = false;
  const measure = () => {
    frame = 0;
    const host = el.board;
    const board = active && host.isConnected ? host.querySelector("[data-fit-board]") : null;
    if (!board) {
      host.style.removeProperty("--fit-board");
      return;
    }
    const narrow = window.matchMedia("(max-width: 999px)").matches;
    const chat = el.side.querySelector(".chat");
    const folded = narrow && chat && !chat.classList.contains("chat-open") ? chat.getBoundingClientRect().height : 0;
    const limit = window.innerHeight - folded - (narrow ? 6 : 12);
    const box = board.getBoundingClientRect();
    // Only what lies under the board moves up when the board shrinks.
    const under = [...host.querySelectorAll("[data-fit-keep]")].map((x) => x.getBoundingClientRect())
      .filter((r) => r.height && r.top >= box.top && r.left < box.right && r.right > box.left);
    const bottom = Math.max(box.bottom, ...under.map((r) => r.bottom)) + window.scrollY;
    const height = box.height;
    const floor = Math.round(window.innerHeight * 0.3);
    const room = Math.max(floor, Math.floor(height - (bottom - limit)));
    if (host.style.getPropertyValue("--fit-board") !== `${room}px`) host.style.setProperty("--fit-board", `${room}px`);
  };
  const soon = () => { if (!frame) frame = requestAnimationFrame(measure); };
  window.addEventListener("resize", soon);
  return {
    /** Fit while `on` (the match is being played), and let the board be otherwise. */
    watch(on) {
      active = on;
      if (!observer && typeof ResizeObserver === "function") {
        observer = new ResizeObserver(soon);
        for (const part of [el.head, el.bar, el.away, el.summary, el.watch, el.lobby, el.side, el.board]) observer.observe(part);
      }
      soon();
    },
    stop() {
      observer?.disconnect();
      window.removeEventListener("resize", soon);
      if (frame) cancelAnimationFrame(frame);
    },
  };
}
