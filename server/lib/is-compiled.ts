/**
 * True in the compiled server (dist/server, built by vite.server.config.ts, which keeps the source
 * tree's layout), false when running the .ts sources (tsx, vitest, `npm run dev`). Paths that differ
 * between the two (the analyser worker file, the built web app) are chosen from it.
 */
export const IS_COMPILED = import.meta.url.endsWith('.js');
