// Keyboard navigation over a board, shared by the games' renderers: which way
// an arrow key points, the target that best continues in that direction, a
// step on a square grid, and a step along a group of buttons. Geometry only:
// which targets exist is the server's business (the `legal` list).

/** Screen directions (y grows downwards) of the arrow keys, as [dx, dy]. */
export const ARROWS = Object.freeze({ ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] });

/** The [dx, dy] of the arrow key of `event`, or null for any other key. */
export function arrowOf(event) {
  return ARROWS[event.key] || null;
}

/**
 * The candidate that best continues from `from` in direction [dx, dy]: close,
 * and not far off the direction (`bend` weighs how far off). `pointOf(item)`
 * gives an item's {x, y} (by default the item itself).
 * @template T
 * @param {T} from
 * @param {Iterable<T>} candidates
 * @param {number[]} direction
 * @param {{pointOf?: (item: T) => {x: number, y: number}, bend?: number}} [options]
 * @returns {T|null}
 */
export function nextInDirection(from, candidates, [dx, dy], { pointOf = (item) => /** @type {any} */ (item), bend = 2.5 } = {}) {
  const a = pointOf(from);
  let best = null;
  let bestScore = Infinity;
  for (const item of candidates) {
    const b = pointOf(item);
    const vx = b.x - a.x;
    const vy = b.y - a.y;
    const dist = Math.hypot(vx, vy);
    if (dist < 1) continue;
    const cos = (vx * dx + vy * dy) / dist;
    if (cos < 0.35) continue;
    // A tiny pull towards the top-left keeps ties deterministic.
    const score = dist * (1 + bend * (1 - cos)) + (b.x + b.y) * 1e-6;
    if (score < bestScore) {
      bestScore = score;
      best = item;
    }
  }
  return best;
}

/** [row, col] moved one square by an arrow key, kept on a board of `rows` x `cols`; null for other keys. */
export function gridStep([row, col], event, rows, cols) {
  const arrow = arrowOf(event);
  if (!arrow) return null;
  const [dx, dy] = arrow;
  return [Math.max(0, Math.min(rows - 1, row + dy)), Math.max(0, Math.min(cols - 1, col + dx))];
}

/** Arrow keys move the focus between the enabled buttons of `group`, like a set of radio buttons. */
export function arrowKeys(group) {
  group.addEventListener("keydown", (event) => {
    const arrow = arrowOf(event);
    if (!arrow) return;
    const step = arrow[0] + arrow[1]; // right and down go forward, left and up back
    const buttons = [...group.querySelectorAll("button:not([disabled])")];
    const at = buttons.indexOf(/** @type {HTMLButtonElement} */ (document.activeElement));
    if (at < 0) return;
    event.preventDefault();
    /** @type {HTMLElement} */ (buttons[(at + step + buttons.length) % buttons.length]).focus();
  });
  return group;
}
