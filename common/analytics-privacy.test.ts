import { describe, expect, it } from 'vitest';
import { findPersonalData, MAX_PAGE_PATH_LENGTH, scrubPagePath } from './analytics-privacy.ts';

describe('findPersonalData', () => {
  it.each([
    ['john.doe@example.com', 'an e-mail address'],
    ['John.Doe+pets@Example.co.uk', 'an e-mail address'],
    ['john @ example.com', 'an e-mail address'],
    ['john.doe%40example.com', 'an e-mail address'],
    ['+1 (555) 123-4567', 'a phone number'],
    ['07700 900123', 'a phone number'],
    ['555.123.4567', 'a phone number'],
    ['5551234567', 'a phone number'],
  ])('finds personal data in "%s"', (value, kind) => {
    expect(findPersonalData(value)).toBe(kind);
  });

  it.each(['upload', 'guest', 'high', 'whatsapp', '/pricing', '@home', 'a@b', 'room 101', 'tel-aviv'])(
    'finds none in "%s"',
    (value) => {
      expect(findPersonalData(value)).toBeNull();
    },
  );
});

describe('scrubPagePath', () => {
  it.each([
    ['/pricing', '/pricing'],
    ['/', '/'],
    ['/account/billing', '/account/billing'],
    ['/forgot-password', '/forgot-password'],
    ['/reset-password?token=abc&email=john.doe@example.com', '/reset-password'],
    ['/confirm-email#token=xyz', '/confirm-email'],
    ['/share/AbCdEfGhIjKlMnOpQrStUvWx', '/share/:id'],
    ['/scans/3f2a9c1e-4b7d-4e8a-9c2f-1a2b3c4d5e6f', '/scans/:id'],
    ['/pets/3f2a9c1e-4b7d-4e8a-9c2f-1a2b3c4d5e6f/compare', '/pets/:id/compare'],
    ['/john.doe@example.com', '/:email'],
    ['/u/john.doe%40example.com/x', '/u/:email/x'],
    ['john.doe@example.com', '/:email'],
    ['/call/+15551234567', '/call/:phone'],
    ['/pets/42', '/pets/:id'],
    ['/hello%20world', '/:id'],
    ['//pricing', '/pricing'],
  ])('keeps "%s" as "%s"', (path, expected) => {
    expect(scrubPagePath(path)).toBe(expected);
  });

  it('keeps paths short', () => {
    expect(scrubPagePath(`/${'a/'.repeat(200)}`)).toHaveLength(MAX_PAGE_PATH_LENGTH);
  });
});
