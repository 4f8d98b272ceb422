/**
 * Public reads of a shared scan, `GET /api/share/:id` and the `/share/:id` page, hammered by
 * autocannon over loopback (32 connections, docs/performance.md#public-reads) for a bounded time, as a
 * guest's browser asks: no cookie, brotli accepted, so the pages are the server-rendered ones.
 */
import autocannon from 'autocannon';
import type { BenchRow } from './report-table.ts';
import type { BenchServer } from './server-process.ts';

export const READ_CONNECTIONS = 32;

async function hammer(server: BenchServer, path: string, seconds: number) {
  const result = await autocannon({
    url: `${server.baseUrl}${path}`,
    connections: READ_CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) throw new Error(`${path}: ${failures} failed requests under load`);
  return result;
}

export async function benchShareReads(
  server: BenchServer,
  shareId: string,
  options: { seconds: number },
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  // Equal footing: the landing page is the static baseline the issue compares with.
  for (const [label, path] of [
    ['GET /api/share/:id', `/api/share/${shareId}`],
    ['GET /share/:id page (server-rendered)', `/share/${shareId}`],
    ['GET / (landing, server-rendered)', '/'],
  ]) {
    await hammer(server, path, 1);
    const cpuBefore = server.cpuMs();
    const result = await hammer(server, path, options.seconds);
    // CPU per request hardly depends on what else runs on the machine, unlike requests/s.
    const cpuPerRequest = ((server.cpuMs() - cpuBefore) * 1000) / result.requests.total;
    const area = `${label} (${READ_CONNECTIONS} conn, ${options.seconds} s)`;
    const isShare = !label.startsWith('GET / ');
    rows.push(
      {
        area,
        figure: 'requests/s',
        value: result.requests.average.toFixed(0),
        goal: isShare ? '>= 5000' : undefined,
      },
      {
        area,
        figure: 'latency p99',
        value: `${result.latency.p99} ms`,
        goal: isShare ? '< 20 ms' : undefined,
      },
      { area, figure: 'server CPU per request', value: `${cpuPerRequest.toFixed(0)} µs` },
    );
  }
  return rows;
}
