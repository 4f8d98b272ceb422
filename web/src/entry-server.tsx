/**
 * The server's renderer of public pages (docs/decisions/009-server-rendered-public-pages.md), built by
 * `npm run build` into dist/web-ssr and called by server/plugins/pages/ (page-renderer.ts loads it,
 * public-pages.ts serves what it renders). It runs the same routes and loaders as the browser
 * (routes/app-routes.tsx) through React Router's static handler, renders with react-dom/static (which
 * waits for every lazy page and part), and returns the HTML for #root with the state the browser
 * hydrates from.
 */
import { dehydrate } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import type { TSharedScan } from '#common/contracts/share.ts';
import { createQueryClient } from './api/query-client.ts';
import { authKeys, shareKeys } from './api/query-keys.ts';
import { AppProviders } from './app-providers.tsx';
import { PageTitleSink } from './components/page-title.tsx';
import { createAppRoutes, NOT_FOUND_ROUTE_ID } from './routes/app-routes.tsx';
import { pageStateScript } from './ssr/page-state.ts';

export { renderPageSkeleton } from './components/skeletons/render-page-skeleton.tsx';

export interface RenderRequest {
  /** The page's path alone, e.g. `/pricing` or `/share/abc`: a query string is client state. */
  path: string;
  /** For `/share/:id`: the link's public view, which the server has already read and checked. */
  sharedScan?: { shareId: string; scan: TSharedScan };
}

export type RenderResult =
  | {
      kind: 'page';
      /** 404 when the path is no page of the app (the not-found page was rendered). */
      status: number;
      /** The rendered #root contents. */
      html: string;
      /** The page's document title (PageTitle), or null for the app's default. */
      title: string | null;
      /** The state script to place after #root (ssr/page-state.ts). */
      stateScript: string;
    }
  | { kind: 'redirect'; status: number; location: string };

/** The origin handed to React Router's Request; only the path is read from it. */
const RENDER_ORIGIN = 'http://pawsmile.internal';

/**
 * Renders one page as a guest sees it: the same HTML then serves every guest, and can be cached. The
 * loaders find every query they ask for already answered (the session: none; a shared scan: given),
 * so rendering makes no request of its own.
 */
export async function renderPage({ path, sharedScan }: RenderRequest): Promise<RenderResult> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.user(), null);
  if (sharedScan) queryClient.setQueryData(shareKeys.detail(sharedScan.shareId), sharedScan.scan);
  const handler = createStaticHandler(createAppRoutes(queryClient));
  const context = await handler.query(new Request(new URL(path, RENDER_ORIGIN)));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const titleSink = { title: null as string | null };
  // An error inside a Suspense boundary does not fail the render: React leaves the boundary for the
  // browser to render, which is a page that is not what the server sent. Such a page is refused.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <PageTitleSink.Provider value={titleSink}>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </PageTitleSink.Provider>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary inline, however large: React otherwise sends a large one apart with an inline
      // script to move it into place, which the Content Security Policy (script-src 'self') blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw new AggregateError(errors, `rendering ${path} failed`);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  const isNotFound = context.matches.at(-1)?.route.id === NOT_FOUND_ROUTE_ID;
  return {
    kind: 'page',
    status: isNotFound ? 404 : context.statusCode,
    html: Buffer.concat(chunks).toString('utf8'),
    title: titleSink.title,
    stateScript: pageStateScript({ queries: dehydrate(queryClient), loaderData: context.loaderData }),
  };
}

/** For matching paths only: these routes' loaders never run. */
let routesToMatch: ReturnType<typeof createAppRoutes> | undefined;

/** Whether a path is one of the app's pages (else the not-found page answers it, with 404). */
export function isAppPage(path: string): boolean {
  routesToMatch ??= createAppRoutes(createQueryClient());
  const matches = matchRoutes(routesToMatch, path);
  return matches !== null && matches.at(-1)?.route.id !== NOT_FOUND_ROUTE_ID;
}
