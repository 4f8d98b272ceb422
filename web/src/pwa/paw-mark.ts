/**
 * The paw-and-smile logo's shapes on a 64 x 64 grid: drawn by LogoMark in the page header and, at
 * build time, into the installed app's icons and the offline page (app-icon-svg.ts), so they match.
 */
export const PAW_MARK = {
  viewBox: 64,
  /** The rounded square's corner radius in the header; icons draw their own background. */
  cornerRadius: 18,
  palm: { cx: 32, cy: 40, rx: 11, ry: 9 },
  toes: [
    { cx: 18, cy: 27, r: 5 },
    { cx: 27, cy: 19, r: 5 },
    { cx: 37, cy: 19, r: 5 },
    { cx: 46, cy: 27, r: 5 },
  ],
  smile: { d: 'M26 41c3 3 9 3 12 0', strokeWidth: 3 },
} as const;
