import { EventEmitter } from 'node:events';
import type { CDPSession } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { countUploads, endpointOf } from './phone-uploads.ts';

const BASE = 'http://127.0.0.1:3222';

/** A DevTools session that replays Network events and answers getRequestPostData from `postData`. */
function fakeSession(postData: Record<string, { postData: string; base64Encoded?: boolean }> = {}) {
  const events = new EventEmitter();
  const session = Object.assign(events, {
    send: async (method: string, params: { requestId: string }) => {
      if (method !== 'Network.getRequestPostData') throw new Error(`unexpected ${method}`);
      const answer = postData[params.requestId];
      if (!answer) throw new Error('No post data available for the request');
      return answer;
    },
  });
  const sent = (requestId: string, url: string, method = 'POST') =>
    events.emit('Network.requestWillBeSent', {
      requestId,
      request: { url, method, hasPostData: method !== 'GET' },
    });
  const onWire = (requestId: string, headers: Record<string, string>) =>
    events.emit('Network.requestWillBeSentExtraInfo', { requestId, headers });
  return { session: session as unknown as CDPSession, sent, onWire };
}

describe('countUploads', () => {
  it('counts the Content-Length on the wire, whichever of the two events comes first', async () => {
    const { session, sent, onWire } = fakeSession();
    const stop = countUploads(session, BASE, () => true);
    sent('1', `${BASE}/api/scans`);
    onWire('1', { 'Content-Length': '3500000', 'Content-Type': 'multipart/form-data' });
    onWire('2', { 'content-length': '145000' });
    sent('2', `${BASE}/api/scans/locate`);
    expect(await stop()).toEqual([
      { path: '/api/scans', requests: 1, bytes: 3_500_000 },
      { path: '/api/scans/locate', requests: 1, bytes: 145_000 },
    ]);
  });

  it('reads back a body sent without a Content-Length', async () => {
    const { session, sent } = fakeSession({
      a: { postData: Buffer.alloc(300).toString('base64'), base64Encoded: true },
      b: { postData: 'é'.repeat(10) },
    });
    const stop = countUploads(session, BASE, () => true);
    sent('a', `${BASE}/api/uploads`);
    sent('b', `${BASE}/api/events`);
    expect(await stop()).toEqual([
      { path: '/api/uploads', requests: 1, bytes: 300 },
      { path: '/api/events', requests: 1, bytes: 20 },
    ]);
  });

  it('leaves out requests without a body, to other origins, and outside the counted time', async () => {
    const { session, sent, onWire } = fakeSession();
    let isCounting = false;
    const stop = countUploads(session, BASE, () => isCounting);
    sent('before', `${BASE}/api/scans`);
    onWire('before', { 'Content-Length': '999' });
    isCounting = true;
    sent('get', `${BASE}/assets/app.js`, 'GET');
    sent('elsewhere', 'http://127.0.0.1:9999/api/scans');
    onWire('elsewhere', { 'Content-Length': '999' });
    sent('counted', `${BASE}/api/events`);
    onWire('counted', { 'Content-Length': '120' });
    isCounting = false;
    sent('after', `${BASE}/api/events`);
    onWire('after', { 'Content-Length': '999' });
    expect(await stop()).toEqual([{ path: '/api/events', requests: 1, bytes: 120 }]);
  });

  it('adds up the requests to one endpoint whatever id each names', async () => {
    const { session, sent, onWire } = fakeSession();
    const stop = countUploads(session, BASE, () => true);
    for (const [id, length] of [
      ['1', '1000'],
      ['2', '500'],
    ]) {
      sent(id, `${BASE}/api/uploads/6f1c2a9e-57b4-4a8e-9d0e-1b2c3d4e5f60${id}/part`);
      onWire(id, { 'Content-Length': length });
    }
    expect(await stop()).toEqual([{ path: '/api/uploads/:id/part', requests: 2, bytes: 1500 }]);
  });
});

describe('endpointOf', () => {
  it('folds ids but keeps the words of a path', () => {
    expect(endpointOf(`${BASE}/api/scans/locate?x=1`)).toBe('/api/scans/locate');
    expect(endpointOf(`${BASE}/api/scans/0b6f3a0e-6d1c-4f7e-9a51-2f4d7e8c9b10`)).toBe('/api/scans/:id');
    expect(endpointOf(`${BASE}/api/pending-uploads`)).toBe('/api/pending-uploads');
  });
});
