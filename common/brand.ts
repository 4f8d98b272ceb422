/** The product's name, in one place (docs/product-rules.md#claims-and-copy). */
export const PRODUCT_NAME = 'PawSmile';
export const SUPPORT_EMAIL = 'support@pawsmile.app';
/** Date the legal pages were last changed (docs/product-rules.md#claims-and-copy). */
export const LEGAL_LAST_UPDATED = '2025-08-07';
