/** Sub-headings sit one level under the heading they belong to (h1 page → h2, h2 section → h3). */
export type SubHeading = 'h2' | 'h3' | 'h4';

export function subHeadingOf(level: 'h1' | 'h2' | 'h3'): SubHeading {
  return level === 'h1' ? 'h2' : level === 'h2' ? 'h3' : 'h4';
}
