import { PAW_COLOUR, SMILE_COLOUR, THEME_COLOUR } from './app-colours.ts';
import { PAW_MARK } from './paw-mark.ts';

/**
 * - 'any': the header's logo, a rounded square on a transparent ground.
 * - 'full-bleed': the teal fills the square, for launchers that cut their own shape: a maskable
 *   icon (the paw stays well inside the central 80% circle every mask keeps) and Apple's touch icon.
 */
export type AppIconShape = 'any' | 'full-bleed';

/** The logo as an SVG document `size` pixels square, for rendering into PNG icons. */
export function appIconSvg(shape: AppIconShape, size: number): string {
  const { viewBox, cornerRadius, palm, toes, smile } = PAW_MARK;
  const radius = shape === 'any' ? cornerRadius : 0;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${viewBox} ${viewBox}">`,
    `<rect width="${viewBox}" height="${viewBox}" rx="${radius}" fill="${THEME_COLOUR}"/>`,
    `<g fill="${PAW_COLOUR}">`,
    `<ellipse cx="${palm.cx}" cy="${palm.cy}" rx="${palm.rx}" ry="${palm.ry}"/>`,
    ...toes.map((toe) => `<circle cx="${toe.cx}" cy="${toe.cy}" r="${toe.r}"/>`),
    '</g>',
    `<path d="${smile.d}" stroke="${SMILE_COLOUR}" stroke-width="${smile.strokeWidth}" stroke-linecap="round" fill="none"/>`,
    '</svg>',
  ].join('');
}
