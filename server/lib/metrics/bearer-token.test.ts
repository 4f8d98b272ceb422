import { describe, expect, it } from 'vitest';
import { hasBearerToken } from './bearer-token.ts';

const TOKEN = 'a'.repeat(32);

describe('hasBearerToken', () => {
  it('takes the token after the Bearer scheme, in any case', () => {
    expect(hasBearerToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(hasBearerToken(`bearer ${TOKEN}`, TOKEN)).toBe(true);
  });

  it('refuses a missing header, another scheme, a bare token and a different token', () => {
    expect(hasBearerToken(undefined, TOKEN)).toBe(false);
    expect(hasBearerToken('', TOKEN)).toBe(false);
    expect(hasBearerToken(`Basic ${TOKEN}`, TOKEN)).toBe(false);
    expect(hasBearerToken(TOKEN, TOKEN)).toBe(false);
    expect(hasBearerToken(`Bearer ${'a'.repeat(31)}b`, TOKEN)).toBe(false);
  });

  it('refuses a token that only starts or ends with the right one', () => {
    expect(hasBearerToken(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(hasBearerToken(`Bearer x${TOKEN}`, TOKEN)).toBe(false);
    expect(hasBearerToken(`Bearer ${TOKEN} ${TOKEN}`, TOKEN)).toBe(false);
  });
});
