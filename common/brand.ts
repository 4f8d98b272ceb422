/** The product's name, in one place (DECISIONS.md). */
export const PRODUCT_NAME = 'PawSmile';
export const SUPPORT_EMAIL = 'support@pawsmile.app';
export const SUPPORT_PHONE = '+1 (555) 010-2040';
/** Date the legal pages were last changed (SPEC section 2). */
export const LEGAL_LAST_UPDATED = '2025-08-07';
