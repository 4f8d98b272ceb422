import type { EnsureQueryDataOptions, QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect, type ShouldRevalidateFunction } from 'react-router';
import type { TUser } from '#common/contracts/auth.ts';
import { currentUserQuery } from '#web/api/auth.queries.ts';

/** A page chunk's preload (web/src/lib/lazy-page.ts). */
type Preload = () => Promise<unknown>;
/**
 * What `ensureQueryData` takes: one of the `*.queries.ts` factories' results. A page's list mixes
 * queries of different data and key types, which each factory has already checked.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above
type PageQuery = EnsureQueryDataOptions<any, Error, any, any>;
/** The queries a page reads first, from its route's params. */
export type QueriesFor = (params: LoaderFunctionArgs['params']) => PageQuery[];

const NO_QUERIES: QueriesFor = () => [];

/**
 * Each query from cache or fetched. A failed one is left to the page (each shows its own "not found"
 * or "try again"), so only a chunk that fails to load reaches the route's error element.
 */
function ensureAll(queryClient: QueryClient, queries: PageQuery[]): Promise<unknown>[] {
  return queries.map((query) => queryClient.ensureQueryData(query).catch(() => undefined));
}

/**
 * A loader that starts the page's code and its data at once and resolves when both are in, so the
 * page renders complete instead of fetching from an effect after its code has arrived.
 */
export function loadPage(queryClient: QueryClient, preload: Preload, queriesFor = NO_QUERIES) {
  return async ({ params }: LoaderFunctionArgs): Promise<null> => {
    await Promise.all([preload(), ...ensureAll(queryClient, queriesFor(params))]);
    return null;
  };
}

/** The signed-in user, or null for a guest; a failed check counts as a guest, as in useCurrentUser. */
export async function signedInUser(queryClient: QueryClient): Promise<TUser | null> {
  try {
    return await queryClient.ensureQueryData(currentUserQuery());
  } catch {
    return null;
  }
}

/**
 * The part after '#' that a loader's request leaves out: on the page the browser is opening (a link
 * from a mail, "Take it now": /home?pet=…#scan) it is the address bar's own, so the page scrolls to it.
 */
type TOpenedPage = Pick<Location, 'pathname' | 'search' | 'hash'>;

function hashOf({ pathname, search }: URL, here: TOpenedPage | undefined) {
  return here && here.pathname === pathname && here.search === search ? here.hash : '';
}

/** `/login?next=…`: login brings the visitor back here, to the same spot (web/src/lib/safe-next-path.ts). */
export function loginRedirect(
  request: Request,
  here: TOpenedPage | undefined = typeof window === 'undefined' ? undefined : window.location,
): Response {
  const url = new URL(request.url);
  return redirect(`/login?next=${encodeURIComponent(`${url.pathname}${url.search}${hashOf(url, here)}`)}`);
}

/**
 * A members' page: a guest is redirected to /login before the page renders; a member's page code
 * and data load together, keyed by the route's params.
 */
export function loadMemberPage(queryClient: QueryClient, preload: Preload, queriesFor = NO_QUERIES) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<null> => {
    const started = preload();
    // Awaited below; a guest's redirect leaves it, and a failure then is nobody's to report.
    started.catch(() => undefined);
    if (!(await signedInUser(queryClient))) throw loginRedirect(request);
    await Promise.all([started, ...ensureAll(queryClient, queriesFor(params))]);
    return null;
  };
}

/**
 * Loaders read only the path: a move that changes only the query or the hash (the scan steps'
 * `?step=`, `#how-it-works`) runs none, so it renders at once, as the scanner's steps expect.
 */
export const onlyWhenThePathChanges: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
