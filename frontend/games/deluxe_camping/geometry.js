// Where cells and edges are drawn on the square campsite. Cells are
// [row, col] from the top-left, as the view sends them; an edge is the east
// ("E") or south ("S") side of a cell. Pure geometry for drawing and for
// keyboard moves: whether a fence may go somewhere is the server's answer.

export const CELL = 60; // cell side in SVG units
export const MARGIN = 30; // room around the grid for the border fence and coordinates

/** A stable key for a cell, for maps and data attributes. */
/** @param {number[]} cell */
export const key = ([r, c]) => `${r},${c}`;

/** A stable key for an edge. */
/** @param {number[]} cell @param {string} side */
export const edgeKey = ([r, c], side) => `${r},${c},${side}`;

/** The cell named by a key. */
export const cellOf = (k) => k.split(",").slice(0, 2).map(Number);

/** The column letter and row number players read: [2, 3] is "D3". */
/** @param {number[]} cell */
export function cellName([r, c]) {
  return `${String.fromCharCode(65 + c)}${r + 1}`;
}

/** The top-left corner of a cell in SVG units. */
export function corner([r, c], margin = MARGIN) {
  return { x: margin + c * CELL, y: margin + r * CELL };
}

/** The centre of a cell in SVG units. */
export function centre(cell, margin = MARGIN) {
  const { x, y } = corner(cell, margin);
  return { x: x + CELL / 2, y: y + CELL / 2 };
}

/** The two cells an edge separates. */
/** @param {number[]} cell @param {string} side */
export function edgeCells([r, c], side) {
  return [[r, c], side === "E" ? [r, c + 1] : [r + 1, c]];
}

/** The end points of an edge (a fence goes from post to post). */
export function edgeLine([r, c], side, margin = MARGIN) {
  const { x, y } = corner([r, c], margin);
  return side === "E"
    ? { x1: x + CELL, y1: y, x2: x + CELL, y2: y + CELL }
    : { x1: x, y1: y + CELL, x2: x + CELL, y2: y + CELL };
}

/** The middle of an edge. */
export function edgeMiddle(cell, side, margin = MARGIN) {
  const { x1, y1, x2, y2 } = edgeLine(cell, side, margin);
  return { x: (x1 + x2) / 2, y: (y1 + y2) / 2 };
}

/**
 * The area a pointer picks an edge from: the diamond between the centres of
 * its two cells and its two posts. The diamonds of all edges tile the grid,
 * so anywhere on the board points at its nearest edge.
 */
export function edgeDiamond(cell, side, margin = MARGIN) {
  const { x1, y1, x2, y2 } = edgeLine(cell, side, margin);
  const [a, b] = edgeCells(cell, side).map((c) => centre(c, margin));
  return [[a.x, a.y], [x1, y1], [b.x, b.y], [x2, y2]].map((p) => p.join(",")).join(" ");
}

/** Every interior edge of a rows x cols grid, in reading order. */
export function interiorEdges(rows, cols) {
  const edges = [];
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      if (c + 1 < cols) edges.push({ cell: [r, c], side: "E" });
      if (r + 1 < rows) edges.push({ cell: [r, c], side: "S" });
    }
  }
  return edges;
}

/** The viewBox size of a rows x cols board. */
export function boardSize(rows, cols, margin = MARGIN) {
  return { width: 2 * margin + cols * CELL, height: 2 * margin + rows * CELL };
}

