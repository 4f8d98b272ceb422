/**
 * The size a copy is drawn at: the photo scaled so its long edge is at most `maxEdge`, never
 * enlarged, each side at least 1 px. The same rounding as the server's resize (`fit: 'inside'`), so
 * the browser's 2000 px copy has the size the server would have stored.
 */
export function fitWithin(width: number, height: number, maxEdge: number): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
