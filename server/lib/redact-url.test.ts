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

  it('removes a vet report link’s token from its page, API and photo paths', () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUv_-';
    expect(redactUrlTokens(`/vet-report/${token}`)).toBe('/vet-report/[redacted]');
    expect(redactUrlTokens(`/api/vet-report/${token}?x=1`)).toBe('/api/vet-report/[redacted]?x=1');
    expect(redactUrlTokens(`/media/vet-report/${token}/scans/s1/photo`)).toBe(
      '/media/vet-report/[redacted]/scans/s1/photo',
    );
    expect(redactUrlTokens('/api/pets/p1/vet-report-links/l1')).toBe('/api/pets/p1/vet-report-links/l1');
  });
});
