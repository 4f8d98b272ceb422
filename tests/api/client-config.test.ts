import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_CONFIG } from '#common/contracts/client-config.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { uploadScan } from './scans-support.ts';

const MB = 1024 * 1024;

let defaults: TestApp;
let raised: TestApp;
beforeAll(async () => {
  [defaults, raised] = await Promise.all([createTestApp(), createTestApp({ MAX_UPLOAD_MB: '40' })]);
});
afterAll(async () => Promise.all([defaults.close(), raised.close()]));

describe('GET /api/client-config', () => {
  it('tells anyone, signed in or not, the upload limits the server enforces', async () => {
    const response = await defaults.app.inject({ url: '/api/client-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      maxUploadBytes: 15 * MB,
      maxImagePixels: 50_000_000,
      acceptedImageTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
      payments: { provider: 'test', publishableKey: null },
    });
    // The web's fallback while the answer loads is the same as a default server's answer.
    expect(response.json()).toEqual(DEFAULT_CLIENT_CONFIG);
  });

  it('answers a raised MAX_UPLOAD_MB, and the server then accepts a file the default would refuse', async () => {
    const response = await raised.app.inject({ url: '/api/client-config' });
    expect(response.json().maxUploadBytes).toBe(40 * MB);

    // Past 15 MB and under 40 MB: refused as too large by default, read to the end (and then
    // found not to be an image) when the limit is raised.
    const big = { data: Buffer.alloc(20 * MB, 0x61) };
    expect((await uploadScan(defaults.app, big)).json().code).toBe('FILE_TOO_LARGE');
    expect((await uploadScan(raised.app, big)).json().code).toBe('INVALID_FILE_TYPE');
  });
});
