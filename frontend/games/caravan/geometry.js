// Where the squares of the 7×7 board are drawn, and a window onto part of it
// (the rules page draws a few squares only). Pure drawing geometry.

export const CELL = 100; // a square's side in SVG units
export const PAD = 10; // margin around the board

/** A window of the board: the full board by default, or a few rows and columns of it. */
export function boardWindow(view, part = null) {
  return part
    ? { row: part.row, col: part.col, rows: part.rows, cols: part.cols }
    : { row: 0, col: 0, rows: view.rows, cols: view.cols };
}

/** The top-left corner of square [row, col] inside `win`. */
/** @param {any} win @param {number[]} at */
export function corner(win, [row, col]) {
  return { x: PAD + (col - win.col) * CELL, y: PAD + (row - win.row) * CELL };
}

/** The centre of square [row, col] inside `win`. */
export function centre(win, at) {
  const { x, y } = corner(win, at);
  return { x: x + CELL / 2, y: y + CELL / 2 };
}

/** Whether [row, col] lies inside `win`. */
export function inside(win, [row, col]) {
  return row >= win.row && row < win.row + win.rows && col >= win.col && col < win.col + win.cols;
}

/** The viewBox size of a window. */
export function windowSize(win) {
  return { width: 2 * PAD + win.cols * CELL, height: 2 * PAD + win.rows * CELL };
}

/** A stable key for a square, for maps and data attributes. */
/** @param {any} at */
export const key = (at) => (at ? `${at[0]},${at[1]}` : "supply");

/** The square of a key made by `key`. */
export const unkey = (k) => (k === "supply" ? null : k.split(",").map(Number));

/**
 * Where `n` figures go in a box of `width` × `height` (a figure is `size.w`
 * × `size.h` units at scale 1): the layout with the biggest scale, at most `max`.
 */
export function layout(n, width, height, size, max = 1) {
  if (n <= 0) return { scale: 1, spots: [] };
  let best = null;
  for (let cols = 1; cols <= n; cols += 1) {
    const rows = Math.ceil(n / cols);
    const scale = Math.min(width / cols / size.w, height / rows / size.h, max);
    if (!best || scale > best.scale + 1e-9) best = { cols, rows, scale };
  }
  const { cols, rows, scale } = best;
  const stepX = size.w * scale;
  const stepY = size.h * scale;
  const spots = [];
  for (let i = 0; i < n; i += 1) {
    const r = Math.floor(i / cols);
    const inRow = r === rows - 1 ? n - r * cols : cols;
    const c = i - r * cols;
    spots.push({
      x: width / 2 + (c - (inRow - 1) / 2) * stepX,
      y: height / 2 + (r - (rows - 1) / 2) * stepY,
    });
  }
  return { scale, spots };
}
