import { cpSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/** Data files the server reads beside its modules, copied to the same place in the build. */
const DATA_FOLDERS = ['server/adapters/analysis/embedding/mobilenet-v2'];

function copyDataFolders(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pawsmile-copy-data-folders',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      for (const folder of DATA_FOLDERS) cpSync(folder, path.resolve(outDir, folder), { recursive: true });
    },
  };
}

/**
 * The server compiled to plain JavaScript for `npm start` (scripts/build.mjs runs it). Every module
 * keeps its place in the source tree (server/x.ts → dist/server/x.js, common/y.ts → dist/common/y.js),
 * so the paths server/lib/is-compiled.ts picks hold, and the `#server/*` / `#common/*` aliases are
 * resolved at build time. Packages stay external and load from node_modules.
 */
export default defineConfig({
  publicDir: false,
  plugins: [copyDataFolders()],
  build: {
    ssr: true,
    outDir: 'dist',
    emptyOutDir: false,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rolldownOptions: {
      input: {
        'server/index': 'server/index.ts',
        // Loaded by file name from server/adapters/analysis/analysis-pool.ts, so nothing imports it.
        'server/adapters/analysis/analyse-photo.worker': 'server/adapters/analysis/analyse-photo.worker.ts',
      },
      output: {
        preserveModules: true,
        preserveModulesRoot: '.',
        entryFileNames: '[name].js',
        virtualDirname: 'server/_virtual',
      },
    },
  },
});
