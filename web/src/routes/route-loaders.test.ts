import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { authKeys } from '#web/api/query-keys.ts';
import { loadMemberPage, loadPage, loginRedirect } from './route-loaders.ts';

const args = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`http://app${url}`), params, context: undefined }) as unknown as LoaderFunctionArgs;

const MEMBER = { id: 'u1', email: 'a@b.c', firstName: null, lastName: null, role: 'user' as const };

function itemQuery(id: string, fetchItem: (id: string) => Promise<string>) {
  return queryOptions({ queryKey: ['item', id], queryFn: () => fetchItem(id) });
}

describe('loadPage', () => {
  it("starts the page's chunk and its data together and resolves when both are in", async () => {
    const queryClient = new QueryClient();
    let releaseChunk = () => {};
    const preload = vi.fn(() => new Promise<void>((resolve) => (releaseChunk = resolve)));
    const fetchItem = vi.fn(async (id: string) => `item ${id}`);
    const loading = loadPage(queryClient, preload, ({ id = '' }) => [itemQuery(id, fetchItem)])(
      args('/x/7', { id: '7' }),
    );
    await Promise.resolve();
    expect(preload).toHaveBeenCalledOnce();
    expect(fetchItem).toHaveBeenCalledWith('7');
    releaseChunk();
    await expect(loading).resolves.toBeNull();
    expect(queryClient.getQueryData(['item', '7'])).toBe('item 7');
  });

  it('leaves failed data to the page, but a chunk that fails to load fails the route', async () => {
    const queryClient = new QueryClient();
    const failing = async () => {
      throw new Error('404');
    };
    const load = loadPage(
      queryClient,
      async () => undefined,
      () => [itemQuery('1', failing)],
    );
    await expect(load(args('/x/1'))).resolves.toBeNull();
    const chunkFails = loadPage(queryClient, () => Promise.reject(new Error('chunk gone')));
    await expect(chunkFails(args('/x'))).rejects.toThrow('chunk gone');
  });
});

describe('loadMemberPage', () => {
  it('redirects a guest to /login with the way back, before fetching the data', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(authKeys.user(), null);
    const fetchItem = vi.fn(async () => 'secret');
    const load = loadMemberPage(
      queryClient,
      async () => undefined,
      () => [itemQuery('1', fetchItem)],
    );
    const response = await load(args('/pets/p1?tab=2')).catch((thrown: unknown) => thrown);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get('location')).toBe('/login?next=%2Fpets%2Fp1%3Ftab%3D2');
    expect(fetchItem).not.toHaveBeenCalled();
  });

  it('keeps the part after # of the page being opened (a mailed "Take it now" link), never another page’s', () => {
    const request = new Request('http://app/home?pet=p1');
    const opened = { pathname: '/home', search: '?pet=p1', hash: '#scan' };
    expect(loginRedirect(request, opened).headers.get('location')).toBe(
      `/login?next=${encodeURIComponent('/home?pet=p1#scan')}`,
    );
    const elsewhere = { pathname: '/pricing', search: '', hash: '#faq' };
    expect(loginRedirect(request, elsewhere).headers.get('location')).toBe(
      `/login?next=${encodeURIComponent('/home?pet=p1')}`,
    );
  });

  it("loads a member's page data", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(authKeys.user(), MEMBER);
    const load = loadMemberPage(
      queryClient,
      async () => undefined,
      () => [itemQuery('1', async () => 'mine')],
    );
    await expect(load(args('/pets'))).resolves.toBeNull();
    expect(queryClient.getQueryData(['item', '1'])).toBe('mine');
  });
});
