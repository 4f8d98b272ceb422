import { describe, expect, it } from 'vitest';
import { greetingLine, SIGN_OFF_LINES } from './mail-greeting.ts';

describe('greetingLine', () => {
  it('greets by name, and without one when there is none to use', () => {
    expect(greetingLine('Ann')).toBe('Hello Ann,');
    expect(greetingLine('  Ann ')).toBe('Hello Ann,');
    expect(greetingLine(null)).toBe('Hello,');
    expect(greetingLine(undefined)).toBe('Hello,');
    expect(greetingLine('   ')).toBe('Hello,');
  });
});

describe('SIGN_OFF_LINES', () => {
  it('ends a mail with a blank line and the team', () => {
    expect([...SIGN_OFF_LINES]).toEqual(['', '— The PawSmile team']);
  });
});
