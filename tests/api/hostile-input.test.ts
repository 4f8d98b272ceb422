import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('hostile input gets a clean 400, never a 500', () => {
  it('refuses NUL characters in paths, queries and JSON bodies', async () => {
    const member = await signUpUser(t.app);
    const requests = [
      t.app.inject({ url: '/api/scans/a%00b', headers: { cookie: member.cookie } }),
      t.app.inject({ url: '/media/scans/a%00b/photo' }),
      t.app.inject({ method: 'POST', url: '/api/scans/a%00b/share' }),
      t.app.inject({ url: '/api/scans?before=a%00', headers: { cookie: member.cookie } }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { firstName: 'A\u0000', lastName: 'B', email: 'nul@example.com', password: 'secret-pass' },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/vet-referral-waitlist',
        payload: { email: 'nul@example.com', location: 'x\u0000y' },
      }),
    ];
    for (const response of await Promise.all(requests)) {
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses deeply nested JSON with 400 JSON_TOO_DEEP and still serves normal bodies', async () => {
    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '['.repeat(30_000) + ']'.repeat(30_000),
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().code).toBe('JSON_TOO_DEEP');
    const deepObject = await t.app.inject({
      method: 'POST',
      url: '/api/vet-referral-waitlist',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"deep@example.com","location":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
    });
    expect(deepObject.statusCode).toBe(400);
    expect(deepObject.json().code).toBe('JSON_TOO_DEEP');
    const normal = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        firstName: 'Deep',
        lastName: 'Owner',
        email: 'deep-ok@example.com',
        password: 'secret-pass',
      },
    });
    expect(normal.statusCode).toBe(201);
  });

  it('answers a multipart body without a boundary or cut short with 400', async () => {
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/scans',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(noBoundary.statusCode).toBe(400);
    const cutShort = await t.app.inject({
      method: 'POST',
      url: '/api/scans',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff',
    });
    expect(cutShort.statusCode).toBe(400);
  });
});
