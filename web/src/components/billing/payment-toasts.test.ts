import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/api/client.ts';
import { setupErrorText } from './payment-toasts.ts';

describe('setupErrorText', () => {
  it("gives the server's reason and never blames the connection when the server answered", () => {
    const body = { code: 'SERVICE_UNAVAILABLE', message: 'Payments are down for maintenance.' } as const;
    const text = setupErrorText(new ApiError(503, JSON.stringify(body), body));
    expect(text).toMatch(/^Payments are down for maintenance\./);
    expect(text).not.toMatch(/connection/);
  });

  it('falls back to plain words when an answer had no message', () => {
    expect(setupErrorText(new ApiError(500, 'oops', undefined))).toMatch(
      /^Your subscription could not be set up\./,
    );
  });

  it('asks to check the connection only when no answer came', () => {
    expect(setupErrorText(new TypeError('Failed to fetch'))).toMatch(/check your connection/);
  });
});
