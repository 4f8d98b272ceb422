/** SPEC's delay before a signed-out visitor is taken to /login (docs/product-rules.md#dental-chat). */
export const LOGIN_REDIRECT_MS = 500;
