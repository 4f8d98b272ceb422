import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueReminders } from '#server/services/reminders/send-due-reminders.ts';
import { verifyUnsubscribeToken } from '#server/services/reminders/unsubscribe-token.ts';
import { seedScan } from '../setup/seed.ts';
import { cookieHeader, createTestApp, type TestApp, uniqueEmail } from '../setup/test-app.ts';
import { addPet } from './pets-support.ts';

/**
 * The reminder scheduler's pass with an injected now (docs/product-rules.md#reminders), on the app's
 * own database, so it runs on PostgreSQL too when TEST_DATABASE_URL is set.
 */
let t: TestApp;
let now = new Date('2026-10-01T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp({}, { overrides: { clock: () => now } });
});
afterAll(async () => t.close());

const pass = (at: Date) => sendDueReminders({ db: t.db, config: t.config, now: at });

async function ownerWithPet(timeZone: string) {
  const email = uniqueEmail('job');
  const signup = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { firstName: 'Ann', lastName: 'Owner', email, password: 'secret-pass', timeZone },
  });
  const cookie = cookieHeader(signup);
  const userId = signup.json().user.id as string;
  const petId = (await addPet(t.app, cookie, { name: 'Rex' })).json().id;
  return { email, cookie, userId, petId };
}

function setReminders(
  owner: { cookie: string; petId: string },
  settings: {
    isPhotoOn: boolean;
    isBrushingOn: boolean;
    brushingWeekday?: number;
    photoIntervalWeeks?: number;
  },
) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/account/reminders/pets/${owner.petId}`,
    headers: { cookie: owner.cookie },
    payload: { photoIntervalWeeks: 4, brushingWeekday: 0, ...settings },
  });
}

const mailsTo = (email: string) =>
  t.db
    .selectFrom('outbox_emails')
    .select(['kind', 'subject', 'body_text', 'dedupe_key', 'user_id', 'list_unsubscribe_url'])
    .where('to_address', '=', email)
    .orderBy('created_at', 'asc')
    .execute();

describe('reminder scheduler pass', () => {
  it('queues the photo reminder at 08:00 in the owner’s zone, four weeks after the last scan, once', async () => {
    now = new Date('2026-10-01T12:00:00Z');
    const owner = await ownerWithPet('America/New_York');
    await seedScan(
      t.db,
      { userId: owner.userId },
      { pet_id: owner.petId, created_at: '2026-10-04T15:00:00.000Z' },
    );
    expect((await setReminders(owner, { isPhotoOn: true, isBrushingOn: false })).statusCode).toBe(200);

    // Due on 2026-11-01, the morning New York goes back to EST: 08:00 is 13:00 UTC.
    await pass(new Date('2026-11-01T12:59:00Z'));
    expect(await mailsTo(owner.email)).toEqual([]);
    // Two instances at once, then another pass later that day: one mail.
    await Promise.all([pass(new Date('2026-11-01T13:00:00Z')), pass(new Date('2026-11-01T13:00:00Z'))]);
    await pass(new Date('2026-11-01T22:00:00Z'));
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'reminder_photo',
      subject: 'PawSmile: time for a new dental photo',
      dedupe_key: `reminder:photo:${owner.petId}:2026-11-01`,
      user_id: owner.userId,
    });
    expect(mails[0]!.body_text).toContain("It has been 4 weeks since Rex's last dental photo.");

    // The link in the mail carries a token for this owner, pet and kind.
    const token = /\/unsubscribe\?token=([\w.-]+)/.exec(mails[0]!.body_text)?.[1] ?? '';
    expect(verifyUnsubscribeToken({ secret: t.config.unsubscribeSecret, token, now })).toEqual({
      ok: true,
      grant: { userId: owner.userId, petId: owner.petId, kind: 'photo' },
    });

    // The same token in the one-click address the dispatcher sends as List-Unsubscribe.
    expect(mails[0]!.list_unsubscribe_url).toBe(
      `http://localhost:${t.config.port}/api/reminders/one-click?token=${token}`,
    );

    // Ignored: the next one comes four weeks after that one, not every morning.
    await pass(new Date('2026-11-02T14:00:00Z'));
    expect(await mailsTo(owner.email)).toHaveLength(1);
    await pass(new Date('2026-11-29T13:00:00Z'));
    const repeated = await mailsTo(owner.email);
    expect(repeated.map((mail) => mail.dedupe_key)).toEqual([
      `reminder:photo:${owner.petId}:2026-11-01`,
      `reminder:photo:${owner.petId}:2026-11-29`,
    ]);
    expect(repeated[1]!.body_text).toContain("It has been 8 weeks since Rex's last dental photo.");
  });

  it('restarts the photo count when a scan is made', async () => {
    now = new Date('2026-10-01T12:00:00Z');
    const owner = await ownerWithPet('UTC');
    await seedScan(
      t.db,
      { userId: owner.userId },
      { pet_id: owner.petId, created_at: '2026-10-04T15:00:00.000Z' },
    );
    await setReminders(owner, { isPhotoOn: true, isBrushingOn: false });
    // A scan three days before the reminder was due moves it to four weeks after that scan.
    await seedScan(
      t.db,
      { userId: owner.userId },
      { pet_id: owner.petId, created_at: '2026-10-29T09:00:00.000Z' },
    );
    await pass(new Date('2026-11-01T09:00:00Z'));
    expect(await mailsTo(owner.email)).toEqual([]);
    await pass(new Date('2026-11-26T08:00:00Z'));
    expect((await mailsTo(owner.email)).map((mail) => mail.dedupe_key)).toEqual([
      `reminder:photo:${owner.petId}:2026-11-26`,
    ]);
  });

  it('queues the brushing nudge on the chosen weekday in Auckland, not on other days', async () => {
    now = new Date('2026-11-20T00:00:00Z');
    const owner = await ownerWithPet('Pacific/Auckland');
    await setReminders(owner, { isPhotoOn: false, isBrushingOn: true, brushingWeekday: 1 });
    // Sunday 2026-11-29 18:00 UTC is Monday 07:00 in Auckland: not yet.
    await pass(new Date('2026-11-29T18:00:00Z'));
    expect(await mailsTo(owner.email)).toEqual([]);
    await pass(new Date('2026-11-29T19:05:00Z'));
    await pass(new Date('2026-11-30T05:00:00Z'));
    const mails = await mailsTo(owner.email);
    expect(mails.map((mail) => [mail.kind, mail.dedupe_key])).toEqual([
      ['reminder_brushing', `reminder:brushing:${owner.petId}:2026-11-30`],
    ]);
    expect(mails[0]!.body_text).toContain('This reminder comes every Monday morning.');
    expect(mails[0]!.body_text).toContain(
      `Scan Rex:\nhttp://localhost:${t.config.port}/home?pet=${owner.petId}#scan\n`,
    );
  });

  it('skips a pet whose stored zone the runtime does not know and still mails the others', async () => {
    now = new Date('2026-11-01T00:00:00Z');
    const broken = await ownerWithPet('UTC');
    const fine = await ownerWithPet('UTC');
    for (const owner of [broken, fine]) await setReminders(owner, { isPhotoOn: false, isBrushingOn: true });
    await t.db
      .updateTable('users')
      .set({ time_zone: 'Mars/Olympus_Mons' })
      .where('id', '=', broken.userId)
      .execute();
    const warnings: object[] = [];
    await sendDueReminders({
      db: t.db,
      config: t.config,
      now: new Date('2026-11-08T09:00:00Z'),
      log: { warn: (details) => void warnings.push(details) },
    });
    expect(await mailsTo(broken.email)).toEqual([]);
    expect((await mailsTo(fine.email)).map((mail) => mail.kind)).toEqual(['reminder_brushing']);
    expect(warnings).toEqual([expect.objectContaining({ petId: broken.petId, kind: 'brushing' })]);
  });

  it('sends nothing for reminders that are off or were turned off', async () => {
    now = new Date('2026-11-01T00:00:00Z');
    const owner = await ownerWithPet('UTC');
    await setReminders(owner, { isPhotoOn: true, isBrushingOn: true, brushingWeekday: 0 });
    await setReminders(owner, { isPhotoOn: false, isBrushingOn: false });
    const untouched = await ownerWithPet('UTC');
    await pass(new Date('2027-02-07T09:00:00Z'));
    expect(await mailsTo(owner.email)).toEqual([]);
    expect(await mailsTo(untouched.email)).toEqual([]);
  });
});
