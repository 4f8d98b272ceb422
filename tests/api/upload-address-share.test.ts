import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../setup/test-app.ts';
import {
  expectReadInFull,
  expectUploadsBusy,
  isOpen,
  listeningApp,
  type RawAnswer,
  type RawUpload,
  startUpload,
  trickle,
  until,
  uploadWholeFile,
} from './raw-uploads-support.ts';

/**
 * One address gets only its share of the upload budget (UPLOADS_IN_FLIGHT_MB, README.md#configuration).
 * Seven requests from one address, each declaring nearly the largest photo and then
 * trickling, held the whole in-flight budget, and every other member's upload got 503. Scaled
 * down: a 4 MB budget, 2 MB of it per address, 1 MB photos. Before the fix the seven declared
 * lengths alone (four admitted) left under 200 kB for anyone else.
 */
const ATTACK_PHOTO_BYTES = 1_000_000;
const ATTACKERS = 7;
/** Larger than what the old reservations left beside the attack, far smaller than what is left now. */
const OTHER_PHOTO_BYTES = 300_000;
const SHARE_BYTES = 2 * 1024 * 1024;

const env = {
  MAX_UPLOAD_MB: '1',
  UPLOADS_IN_FLIGHT_MB: '4',
  UPLOADS_IN_FLIGHT_PER_ADDRESS_MB: '2',
  REQUEST_TIMEOUT_MS: '60000',
  REQUEST_IDLE_TIMEOUT_MS: '2000',
  ANALYSIS_TIMEOUT_MS: '1000',
};

let uploads: RawUpload[] = [];
let stopTrickle = () => {};
afterEach(() => {
  stopTrickle();
  for (const { socket } of uploads) socket.destroy();
  uploads = [];
});

/** Uploads that send all of a 1 MB photo but its last 100 bytes, then a byte every 500 ms. */
function hold(port: number, count: number, headers: (i: number) => Record<string, string> = () => ({})) {
  const held = Array.from({ length: count }, (_, i) =>
    startUpload({
      port,
      photoBytes: ATTACK_PHOTO_BYTES,
      sendBytes: ATTACK_PHOTO_BYTES - 100,
      headers: headers(i),
    }),
  );
  uploads.push(...held);
  stopTrickle = trickle(uploads);
  return held;
}

/** Resolves once `count` of the uploads were answered, with those answers. */
async function answered(held: RawUpload[], count: number): Promise<RawAnswer[]> {
  const answers: RawAnswer[] = [];
  for (const { answer } of held) answer.then((value) => answers.push(value));
  await until(() => answers.length >= count);
  return answers;
}

describe('one address holds at most its share of the upload budget', () => {
  let direct: { t: TestApp; port: number };
  beforeAll(async () => {
    direct = await listeningApp(env);
  });
  afterAll(async () => {
    await direct.t.close();
  });

  it('lets every other address upload while one address holds seven trickling uploads, and refuses that address past its share', {
    timeout: 30_000,
  }, async () => {
    const { t, port } = direct;
    // Forged X-Forwarded-For headers earn nothing: without TRUST_PROXY the share is the socket's address.
    const attack = hold(port, ATTACKERS, (i) => ({ 'X-Forwarded-For': `198.51.100.${i + 1}` }));
    await answered(attack, 3);

    const others = ['127.0.0.2', '127.0.0.3'];
    for (const localAddress of others) {
      await expectReadInFull(uploadWholeFile({ port, bytes: OTHER_PHOTO_BYTES, localAddress }));
    }

    // Past its share each further upload of that address is refused; what it holds stays within it.
    const refused = await answered(attack, ATTACKERS - Math.floor(SHARE_BYTES / ATTACK_PHOTO_BYTES));
    for (const answer of refused) expectUploadsBusy(answer);
    expect(attack.some(isOpen)).toBe(true);
    expect(t.app.uploadBudget.heldBy('127.0.0.1')).toBeLessThanOrEqual(SHARE_BYTES);

    // A renewed hold from that address gets nothing more; everyone else still uploads.
    expectUploadsBusy(await startUpload({ port, photoBytes: ATTACK_PHOTO_BYTES, sendBytes: 0 }).answer);
    await Promise.all(
      others.map((localAddress) =>
        expectReadInFull(uploadWholeFile({ port, bytes: OTHER_PHOTO_BYTES, localAddress })),
      ),
    );
  });
});

describe('behind a trusted proxy the share is per forwarded client address', () => {
  let proxied: { t: TestApp; port: number };
  beforeAll(async () => {
    proxied = await listeningApp({ ...env, TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await proxied.t.close();
  });

  it("gives each X-Forwarded-For client of a trusted proxy its own share, so one client's hold leaves another's upload alone", {
    timeout: 30_000,
  }, async () => {
    const { t, port } = proxied;
    const held = hold(port, 5, () => ({ 'X-Forwarded-For': '203.0.113.7' }));
    await answered(held, 1);

    await expectReadInFull(
      uploadWholeFile({ port, bytes: OTHER_PHOTO_BYTES, headers: { 'X-Forwarded-For': '192.0.2.44' } }),
    );
    const refused = await answered(held, 3);
    for (const answer of refused) expectUploadsBusy(answer);
    expect(t.app.uploadBudget.heldBy('203.0.113.7')).toBeLessThanOrEqual(SHARE_BYTES);
  });

  it('counts the addresses of one IPv6 /64 as one client, so a client cannot multiply its share', {
    timeout: 30_000,
  }, async () => {
    const { t, port } = proxied;
    const held = hold(port, 5, (i) => ({ 'X-Forwarded-For': `2001:db8:0:7::${i + 1}` }));
    const refused = await answered(held, 3);
    for (const answer of refused) expectUploadsBusy(answer);
    expect(t.app.uploadBudget.heldBy('2001:db8:0:7::/64')).toBeLessThanOrEqual(SHARE_BYTES);

    await expectReadInFull(
      uploadWholeFile({ port, bytes: OTHER_PHOTO_BYTES, headers: { 'X-Forwarded-For': '2001:db8:0:8::1' } }),
    );
  });
});
