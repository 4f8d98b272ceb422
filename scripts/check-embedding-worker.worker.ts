import { embedImage } from '#server/adapters/analysis/embedding/embed-image.ts';

/**
 * The worker file for scripts/check-embedding-worker.ts, shaped like analyse-photo.worker.ts: under
 * tsx, piscina only finds a module's handlers when it has a default export (it first `require`s
 * the file for the default handler; its fallback `import()` of a .ts file fails in the worker).
 */
export default embedImage;
