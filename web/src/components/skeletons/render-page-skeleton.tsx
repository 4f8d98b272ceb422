import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { type PageSkeletonKind, pageSkeletonKind } from './page-skeleton-kind.ts';
import { PageSkeleton } from './page-skeletons.tsx';
import { SkeletonFrame } from './skeleton-frame.tsx';

const rendered = new Map<PageSkeletonKind, string>();

/**
 * The #root HTML of a page the browser renders, until it does: the frame and the skeleton of the
 * page at `pathname` (the same as the router's hydrate fallback, route-skeleton.tsx). The server puts
 * it in the HTML it sends (server/plugins/pages/browser-page-html.ts) so the first paint is the page's
 * shape instead of white. Plain markup, never hydrated: the browser's createRoot replaces it.
 * Rendered once per kind of page.
 */
export function renderPageSkeleton(pathname: string): string {
  const kind = pageSkeletonKind(pathname);
  let html = rendered.get(kind);
  if (html === undefined) {
    html = renderToStaticMarkup(
      <StaticRouter location="/">
        <SkeletonFrame>
          <PageSkeleton kind={kind} />
        </SkeletonFrame>
      </StaticRouter>,
    );
    rendered.set(kind, html);
  }
  return html;
}
