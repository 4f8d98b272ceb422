import { describe, expect, it } from 'vitest';
import { ZPassword, ZSignupRequest } from './auth.ts';

describe('ZPassword', () => {
  it('refuses a password made only of spaces or other blanks', () => {
    for (const blank of ['      ', '\t\t\t\t\t\t', ' \n \u00a0  ']) {
      const result = ZPassword.safeParse(blank);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain('Password cannot be only spaces');
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
      expect.objectContaining({ path: ['password'], message: 'Password cannot be only spaces' }),
    ]);
  });
});
