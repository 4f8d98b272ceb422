/** The product's name, in one place (DECISIONS.md). */
export const PRODUCT_NAME = 'PawSmile';
export const SUPPORT_EMAIL = 'support@pawsmile.app';
/** Date the legal pages were last changed (SPEC section 2). */
export const LEGAL_LAST_UPDATED = '2025-08-07';
