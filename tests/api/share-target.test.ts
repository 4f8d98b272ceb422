import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_TARGET_PATH } from '#common/share-target.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

/** A share sheet's POST: the photo in the `photo` field of a multipart form. */
function sharedPhotoForm(): { payload: Buffer; contentType: string } {
  const boundary = '----pawsmile-share';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="gums.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe(`POST ${SHARE_TARGET_PATH} (no service worker took the share)`, () => {
  it('opens the scanner with the marker that says the photo was not received, and keeps nothing', async () => {
    const { payload, contentType } = sharedPhotoForm();
    const response = await testApp.app.inject({
      method: 'POST',
      url: SHARE_TARGET_PATH,
      headers: { 'content-type': contentType, origin: 'http://localhost:3000' },
      payload,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/?shared-photo=unavailable');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers a share sheet that sends no Origin of ours, or another body, the same way', async () => {
    for (const headers of [
      { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' },
      { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' },
    ]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: SHARE_TARGET_PATH,
        headers,
        payload: 'title=gums',
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/?shared-photo=unavailable');
    }
  });

  it('is the only POST spared the cross-origin check: a cross-site form to the API is still refused', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'owner@example.com', password: 'a-long-password' }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_ORIGIN_REFUSED');
  });
});
