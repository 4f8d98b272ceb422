import type { TAnalyticsEventName } from '#common/contracts/events.ts';

/**
 * What each event counts, said beside the event list: every event is sent by a browser at one
 * moment of one screen (none from a browser refusing tracking), while the funnels count accounts,
 * scans and payments from the database. An event and a funnel step with similar names (a sign-up,
 * a share) are two different counts, and the admin reads which is which here.
 */
export const ANALYTICS_EVENT_MEANINGS: Record<TAnalyticsEventName, string> = {
  scan_started: 'A photo sent for a scan, by a guest or a member.',
  scan_completed: 'A scan result shown to the person who took it.',
  guest_registration_shown: 'The sign-up prompt shown beside a guest’s serious result.',
  guest_registration_completed:
    'Only an account made from the sign-up prompt beside a guest’s result. A guest who signs up on the Sign up page is not counted here; the Guests funnel’s “Signed up” counts every guest whose scan moved into an account.',
  vet_referral_submitted: 'A vet referral request sent from the form.',
  scan_shared:
    'Copy or a network button pressed on a scan’s share card. Making the link, or copying it by hand, is not counted.',
  shared_scan_viewed: 'A shared result opened, once per page load, by anyone with the link (the owner too).',
  landing_page_scan: 'A scan started by a signed-out visitor on the landing page.',
  vet_finder_used: 'A search on the vet finder, by location or by a typed place.',
  page_view: 'A page opened in the app (the path only).',
};
