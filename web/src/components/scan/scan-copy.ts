import { PRICES, STARTER_SCAN_LIMIT, STARTER_WINDOW_DAYS } from '#common/plans.ts';

/** Every quota sentence is built from plans.ts, never typed out (docs/product-rules.md#plans-and-quotas). */
export const STARTER_QUOTA_PHRASE = `${STARTER_SCAN_LIMIT} ${STARTER_SCAN_LIMIT === 1 ? 'scan' : 'scans'} every ${STARTER_WINDOW_DAYS} days`;

export const PLUS_MONTHLY_LABEL = `${PRICES.monthly.label}/${PRICES.monthly.per}`;

export const FREE_SCAN_USED_TEXT = `Sign up to get ${STARTER_QUOTA_PHRASE}, or upgrade to Plus for unlimited scans!`;

/** Said on a guest's result and on the 'Free Scan Used' panel: signing up keeps the result. */
export const KEEP_RESULT_TITLE = 'Create a free account to keep this result';

/** A trial account (no e-mail or password) is kept by adding them on /signup, which upgrades it in place. */
export const TRIAL_KEEP_TEXT = `Add an e-mail and password to keep your scans and get ${STARTER_QUOTA_PHRASE}.`;

/**
 * While only a scan still being processed holds the allowance (an upload cut off mid-way keeps its
 * slot for a few minutes; the server says SCAN_STILL_PROCESSING): never "used until next week".
 */
export const SCAN_STILL_PROCESSING_TITLE = 'Scan Still Processing';
export const SCAN_STILL_PROCESSING_TEXT =
  'A scan is still being processed. Please try again in a few minutes.';

export const SIGN_UP_FOR_MORE_TEXT = `Create a free account to get ${STARTER_QUOTA_PHRASE}, or upgrade to Plus.`;

export const SCREENING_DISCLAIMER =
  'This is a screening, not a diagnosis — it is not a substitute for veterinary care. A photo can suggest gingivitis, tartar and gum-colour alarms; it cannot stage periodontal disease.';
