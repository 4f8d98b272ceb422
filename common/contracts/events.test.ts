import { describe, expect, it } from 'vitest';
import { PERSONAL_DATA_ISSUE, type TAnalyticsEvent, ZEventsBatch } from './events.ts';

/** Every event with the properties the web sends (web/src: grep "track("). */
const WEB_EVENTS: TAnalyticsEvent[] = [
  { name: 'scan_started', props: { method: 'upload', user_type: 'guest' } },
  { name: 'scan_started', props: { method: 'camera', user_type: 'plus' } },
  { name: 'landing_page_scan', props: { method: 'upload' } },
  { name: 'scan_completed', props: { severity: 'concerning' } },
  { name: 'guest_registration_shown', props: { severity: 'urgent' } },
  { name: 'guest_registration_completed', props: { severity: 'normal' } },
  { name: 'vet_referral_submitted', props: { urgency_level: 'medium' } },
  { name: 'scan_shared', props: { platform: 'whatsapp' } },
  { name: 'shared_scan_viewed', props: { status: 'tartar', severity: 'concerning' } },
  { name: 'vet_finder_used', props: { method: 'gps' } },
  { name: 'page_view', props: { path: '/pricing' } },
];

const parse = (events: unknown[]) => ZEventsBatch.safeParse({ events });

describe('analytics events contract', () => {
  it('accepts every event the web sends, unchanged', () => {
    const result = parse(WEB_EVENTS);
    expect(result.success).toBe(true);
    expect(result.data?.events).toEqual(WEB_EVENTS);
  });

  it('refuses a property an event does not list, naming the ones it takes', () => {
    const result = parse([{ name: 'scan_completed', props: { severity: 'normal', breed: 'beagle' } }]);
    expect(result.error?.issues[0]).toMatchObject({
      code: 'unrecognized_keys',
      path: ['events', 0, 'props'],
      message: 'scan_completed takes only severity; not breed',
    });
  });

  it('refuses values outside each property’s set, and nested values', () => {
    for (const props of [{ severity: 'mild' }, { severity: 3 }, { severity: { nested: 'normal' } }]) {
      expect(parse([{ name: 'scan_completed', props }]).success).toBe(false);
    }
    expect(parse([{ name: 'scan_shared', props: { platform: 'myspace' } }]).success).toBe(false);
  });

  it('refuses e-mail addresses and phone numbers in any key or value, with the personal-data code', () => {
    for (const props of [
      { page: 'john.doe@example.com' },
      { severity: 'call +44 7700 900123' },
      { 'john.doe@example.com': 'normal' },
    ]) {
      const result = parse([{ name: 'scan_completed', props }]);
      expect(result.error?.issues[0]).toMatchObject({ code: 'custom', params: PERSONAL_DATA_ISSUE });
    }
  });

  it('scrubs a page path instead of refusing it', () => {
    const result = parse([{ name: 'page_view', props: { path: '/x/john.doe@example.com?next=/home' } }]);
    expect(result.data?.events[0]?.props).toEqual({ path: '/x/:email' });
  });

  it('refuses unknown event names', () => {
    expect(parse([{ name: 'credit_card_entered' }]).error?.issues[0]?.message).toBe('Unknown event name');
  });
});
