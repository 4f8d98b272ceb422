/**
 * The one-address case of `npm run bench:held-uploads`: seven uploads from one address (under the
 * per-IP upload limit), six declaring a 15 MB photo and one a 10 MB photo, each sending all of it
 * but the last 200 bytes and then one byte every 5 s. Once they hold what they can, members at
 * other addresses scan a phone photo each; all of them must succeed (201) while the hold lasts.
 * Every address is a loopback address of its own (127.0.0.1 holds; 127.0.2.x scan).
 */
import http from 'node:http';
import { multipartBody } from '../../tests/api/scans-support.ts';
import { countByStatus, type HeldUpload, holdUpload } from './held-upload-client.ts';
import type { BenchServer } from './server-process.ts';

const MB = 1024 * 1024;
const HOLD_PHOTO_BYTES = [15, 15, 15, 15, 15, 15, 10].map((mb) => mb * MB);
const HOLDER_ADDRESS = '127.0.0.1';
const HELD_BYTES = 200;
const TRICKLE_MS = 5_000;
/** Time for the holder's bytes to arrive and its refusals to be answered before the others start. */
const SETTLE_MS = 3_000;
const OTHER_ADDRESSES = 10;
const SCANS_PER_ADDRESS = 2;

/** One whole scan of `photo` sent from `localAddress`; resolves with the status it was answered. */
function scanFrom(port: number, localAddress: string, body: { payload: Buffer; contentType: string }) {
  return new Promise<string>((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/api/scans',
        agent: false,
        headers: { 'content-type': body.contentType, 'content-length': body.payload.length },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(String(response.statusCode)));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    request.end(body.payload);
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const describeCounts = (statuses: string[]) =>
  countByStatus(statuses)
    .map(([status, count]) => `${count} x ${status}`)
    .join(', ');

/** Runs the case against `server`; true when every other address's scan succeeded during the hold. */
export async function benchOneAddress(
  server: BenchServer,
  photo: Buffer,
  options: { requestTimeoutMs: number },
): Promise<boolean> {
  const port = Number(new URL(server.baseUrl).port);
  console.log(
    `one address: ${HOLD_PHOTO_BYTES.length} uploads from ${HOLDER_ADDRESS} declaring ` +
      `${HOLD_PHOTO_BYTES.map((bytes) => bytes / MB).join(', ')} MB photos, all but the last ${HELD_BYTES} ` +
      `bytes sent, then 1 byte every ${TRICKLE_MS / 1000} s`,
  );
  const startedAt = Date.now();
  const holders: HeldUpload[] = HOLD_PHOTO_BYTES.map((photoBytes) =>
    holdUpload({
      port,
      startedAt,
      photoBytes,
      heldBytes: HELD_BYTES,
      trickleMs: TRICKLE_MS,
      giveUpMs: options.requestTimeoutMs + 60_000,
      localAddress: HOLDER_ADDRESS,
    }),
  );
  let holderStatuses: string[] = [];
  const answered = holders.map(({ outcome }) => outcome.then(({ status }) => holderStatuses.push(status)));
  await wait(SETTLE_MS);
  const refusedBeforeOthers = holderStatuses.length;
  console.log(
    `  after ${SETTLE_MS / 1000} s: ${HOLD_PHOTO_BYTES.length - refusedBeforeOthers} still held; ` +
      `answered: ${describeCounts(holderStatuses) || 'none'}`,
  );

  const body = multipartBody([{ data: photo }]);
  const scansStartedAt = Date.now();
  const statuses = (
    await Promise.all(
      Array.from({ length: OTHER_ADDRESSES }, async (_, i) => {
        const results: string[] = [];
        for (let scan = 0; scan < SCANS_PER_ADDRESS; scan++) {
          results.push(await scanFrom(port, `127.0.2.${i + 1}`, body));
        }
        return results;
      }),
    )
  ).flat();
  const scansSeconds = ((Date.now() - scansStartedAt) / 1000).toFixed(1);
  const stillHeld = HOLD_PHOTO_BYTES.length - holderStatuses.length;
  const succeeded = statuses.filter((status) => status === '201').length;
  console.log(
    `  other addresses during the hold: ${succeeded} of ${statuses.length} scans succeeded ` +
      `(${((100 * succeeded) / statuses.length).toFixed(0)}%; ${describeCounts(statuses)}) ` +
      `from ${OTHER_ADDRESSES} addresses in ${scansSeconds} s, while ${stillHeld} uploads of ${HOLDER_ADDRESS} were held`,
  );

  for (const { stop } of holders) stop();
  await Promise.all(answered);
  holderStatuses = holderStatuses.map((status) =>
    status === 'no answer (closed)' ? 'held until closed' : status,
  );
  console.log(`  ${HOLDER_ADDRESS} was answered: ${describeCounts(holderStatuses)}`);
  const isEveryScanDone = succeeded === statuses.length && stillHeld > 0;
  console.log(
    `  ${isEveryScanDone ? 'every other address succeeded' : 'NOT every other address succeeded'}\n`,
  );
  return isEveryScanDone;
}
