// Where hexes are drawn: flat-topped hexes in "odd-q" offset coordinates
// ([col, row], odd columns shifted down half a hex), as the view sends them.
// Pure geometry for drawing and keyboard moves; the rules stay on the server.

export const R = 40; // hex circumradius in SVG units
export const PAD = 6;
const H = Math.sqrt(3) * R; // hex height

/** The SVG centre of hex [col, row]. */
export function centre(col, row) {
  return {
    x: PAD + R + col * 1.5 * R,
    y: PAD + H / 2 + row * H + (col % 2 ? H / 2 : 0),
  };
}

/** The viewBox size for a board of `cols` x `rows`. */
export function boardSize(cols, rows) {
  return {
    width: 2 * PAD + 2 * R + (cols - 1) * 1.5 * R,
    height: 2 * PAD + rows * H + (cols > 1 ? H / 2 : 0),
  };
}

/** The corner points of a flat-topped hex of radius `r` around (0, 0), for a polygon. */
export function corners(r = R) {
  const points = [];
  for (let i = 0; i < 6; i += 1) {
    const angle = (Math.PI / 3) * i;
    points.push(`${(r * Math.cos(angle)).toFixed(2)},${(r * Math.sin(angle)).toFixed(2)}`);
  }
  return points.join(" ");
}

const EVEN_COL = [[1, -1], [1, 0], [0, 1], [-1, 0], [-1, -1], [0, -1]];
const ODD_COL = [[1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [0, -1]];

/** The hexes sharing a side with [col, row] on a cols x rows board. */
/** @param {number[]} hex @param {number} cols @param {number} rows */
export function neighbours([col, row], cols, rows) {
  const offsets = col % 2 ? ODD_COL : EVEN_COL;
  return offsets
    .map(([dc, dr]) => [col + dc, row + dr])
    .filter(([c, r]) => c >= 0 && c < cols && r >= 0 && r < rows);
}

/** A stable key for a hex, for maps and data attributes. */
/** @param {number[]} hex */
export const key = ([col, row]) => `${col},${row}`;

/** The SVG centre of a hex given as [col, row] (for arrow keys). */
export const centreOf = (hex) => centre(hex[0], hex[1]);
