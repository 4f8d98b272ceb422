/**
 * Kept out of contracts/events.ts, which builds zod schemas when loaded: the web's event queue
 * needs only this number, and importing the contract would put all of zod in the first page's
 * JavaScript (docs/performance.md#first-load).
 */
export const MAX_EVENTS_PER_BATCH = 20;
