import { describe, expect, it } from 'vitest';
import { scrubStoredProps } from './2026-11-25T2301-analytics-props-scrub.ts';

describe('the analytics props scrub migration, row by row', () => {
  it('drops keys the event does not list and values that look personal', () => {
    expect(scrubStoredProps('page_view', '{"page":"john.doe@example.com"}')).toBe('{}');
    expect(
      scrubStoredProps('scan_started', '{"method":"upload","user_type":"+1 555 123 4567","ref":"x"}'),
    ).toBe('{"method":"upload"}');
  });

  it('scrubs page paths', () => {
    expect(scrubStoredProps('page_view', '{"path":"/u/john.doe@example.com?token=abc"}')).toBe(
      '{"path":"/u/:email"}',
    );
  });

  it('keeps props that pass unchanged', () => {
    const props = '{"status":"tartar","severity":"concerning"}';
    expect(scrubStoredProps('shared_scan_viewed', props)).toBe(props);
  });

  it('empties props that are not a JSON object, or belong to no known event', () => {
    expect(scrubStoredProps('page_view', 'not json')).toBe('{}');
    expect(scrubStoredProps('page_view', '["/pricing"]')).toBe('{}');
    expect(scrubStoredProps('credit_card_entered', '{"path":"/pricing"}')).toBe('{}');
  });
});
