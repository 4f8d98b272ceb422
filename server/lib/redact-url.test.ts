import { describe, expect, it } from 'vitest';
import { redactUrlTokens } from './redact-url.ts';

describe('redactUrlTokens', () => {
  it('removes token values and keeps everything else', () => {
    expect(redactUrlTokens('/reset-password?token=abc_DEF-123')).toBe('/reset-password?token=[redacted]');
    expect(redactUrlTokens('/confirm-email?x=1&token=abc&y=2')).toBe(
      '/confirm-email?x=1&token=[redacted]&y=2',
    );
    expect(redactUrlTokens('/api/scans?page=2')).toBe('/api/scans?page=2');
    expect(redactUrlTokens('/share/token=abc')).toBe('/share/token=abc');
  });
});
