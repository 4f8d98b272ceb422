import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_ONLY_INVISIBLE_MESSAGE,
  PASSWORD_TOO_FEW_VISIBLE_MESSAGE,
  ZPassword,
  ZSignupRequest,
} from './auth.ts';

const messages = (password: string) =>
  ZPassword.safeParse(password).error?.issues.map((issue) => issue.message) ?? [];

describe('ZPassword', () => {
  it('refuses a password made only of spaces or other blanks', () => {
    for (const blank of ['      ', '\t\t\t\t\t\t', ' \n \u00a0  ']) {
      expect(messages(blank)).toEqual([PASSWORD_ONLY_INVISIBLE_MESSAGE]);
    }
  });

  it('keeps spaces inside a real password', () => {
    expect(ZPassword.parse('  my dog rex  ')).toBe('  my dog rex  ');
  });

  it('reports the blank password on the signup form field', () => {
    const result = ZSignupRequest.safeParse({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      password: '      ',
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: PASSWORD_ONLY_INVISIBLE_MESSAGE }),
    ]);
  });
});

describe('a password must have visible characters', () => {
  it('refuses six zero-width spaces or braille blanks with one clear message', () => {
    expect(messages('\u200b'.repeat(6))).toEqual([PASSWORD_ONLY_INVISIBLE_MESSAGE]);
    expect(messages('\u2800'.repeat(6))).toEqual([PASSWORD_ONLY_INVISIBLE_MESSAGE]);
  });

  it('counts only visible characters towards the minimum', () => {
    expect(messages('abc\u200b\u200b\u200b')).toEqual([PASSWORD_TOO_FEW_VISIBLE_MESSAGE]);
    expect(messages('abcde ')).toEqual([PASSWORD_TOO_FEW_VISIBLE_MESSAGE]);
    expect(PASSWORD_TOO_FEW_VISIBLE_MESSAGE).toContain(String(PASSWORD_MIN_LENGTH));
    expect(messages('abcdef\u200b')).toEqual([]);
  });

  it('gives only the length message to a short password', () => {
    expect(messages('\u200b\u200b')).toEqual([
      `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    ]);
  });
});
