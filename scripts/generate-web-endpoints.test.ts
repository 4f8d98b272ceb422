import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  loadEndpointTables,
  renderWebEndpoints,
  WEB_DIR,
  webEndpointsFile,
} from './generate-web-endpoints.ts';

describe("the web's endpoint modules", () => {
  it('are what scripts/generate-web-endpoints.ts writes from the table now', async () => {
    const tables = await loadEndpointTables();
    expect(tables.size).toBeGreaterThan(0);
    for (const [domain, table] of tables) {
      const written = await readFile(webEndpointsFile(domain), 'utf8').catch(() => '(missing)');
      expect(written, `web/src/api/endpoints/${domain}.gen.ts is stale: run npm run gen:endpoints`).toBe(
        renderWebEndpoints(domain, table),
      );
    }
  });

  it('have no file left from a table that is gone', async () => {
    const domains = [...(await loadEndpointTables()).keys()];
    const files = (await readdir(WEB_DIR)).filter((file) => file.endsWith('.gen.ts'));
    expect(files.sort()).toEqual(domains.map((domain) => `${domain}.gen.ts`).sort());
  });
});
