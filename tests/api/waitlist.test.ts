import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '#server/services/admin/create-admin.ts';
import { guestCookie, seedScan } from '../setup/seed.ts';
import { cookieHeader, createTestApp, signUpUser, type TestApp, uniqueEmail } from '../setup/test-app.ts';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const email = uniqueEmail('admin');
  await createAdmin({ db: t.db, email, password: 'admin-pass' });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'admin-pass' },
  });
  adminCookie = cookieHeader(login);
});
afterAll(async () => t.close());

const join = (payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/vet-referral-waitlist',
    payload,
    headers: cookie ? { cookie } : {},
  });

describe('POST /api/vet-referral-waitlist', () => {
  it('stores a pending entry whose urgency follows the scan, and mails the owner and admins', async () => {
    const guest = guestCookie(t.app);
    const scan = await seedScan(t.db, { guestId: guest.guestId }, { status: 'pale', severity: 'urgent' });
    const email = uniqueEmail('owner');
    const response = await join(
      {
        email,
        location: 'Portland, OR',
        petName: 'Rex',
        petAge: '7',
        concern: 'Pale gums',
        urgencyLevel: 'low',
        scanId: scan.id,
      },
      guest.cookie,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email,
      status: 'pending',
      urgencyLevel: 'high',
      scanId: scan.id,
    });

    const mail = await t.db.selectFrom('outbox_emails').selectAll().orderBy('created_at').execute();
    expect(mail.some((m) => m.to_address === email && m.kind === 'waitlist_confirmation')).toBe(true);
    expect(mail.some((m) => m.kind === 'waitlist_urgent_admin' && m.to_address.startsWith('admin-'))).toBe(
      true,
    );
  });

  it('does not queue the same scan twice (double click)', async () => {
    const owner = await signUpUser(t.app);
    const scan = await seedScan(t.db, { userId: owner.userId });
    const payload = { email: owner.email, location: 'Austin, TX', scanId: scan.id };
    const [a, b] = await Promise.all([join(payload, owner.cookie), join(payload, owner.cookie)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    const rows = await t.db.selectFrom('referrals').select('id').where('scan_id', '=', scan.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('uses medium when no scan and no urgency are given', async () => {
    const response = await join({ email: uniqueEmail(), location: '97201' });
    expect(response.statusCode).toBe(201);
    expect(response.json().urgencyLevel).toBe('medium');
  });

  it('requires a valid email and a location', async () => {
    const response = await join({ email: 'nope', location: '  ' });
    expect(response.statusCode).toBe(400);
    const paths = response.json().issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'location']));
    const missing = await join({});
    expect(missing.statusCode).toBe(400);
  });

  it('lets only a scan raise urgency to high, and confirms an address once a day', async () => {
    const email = uniqueEmail('spam-target');
    const first = await join({ email, location: 'Visit spam.example', urgencyLevel: 'high' });
    const second = await join({ email, location: 'Visit spam.example again', urgencyLevel: 'high' });
    expect(first.json().urgencyLevel).toBe('medium');
    expect(second.statusCode).toBe(201);
    const mail = await t.db.selectFrom('outbox_emails').selectAll().where('to_address', '=', email).execute();
    expect(mail).toHaveLength(1);
    const adminMail = await t.db
      .selectFrom('outbox_emails')
      .select('subject')
      .where('kind', '=', 'waitlist_urgent_admin')
      .execute();
    expect(adminMail.every((m) => !m.subject.includes('spam.example'))).toBe(true);
  });

  it('queues one confirmation a day for ten concurrent joins by one address, +tags and case included', async () => {
    const local = `one-${Math.random().toString(36).slice(2, 8)}`;
    const guest = guestCookie(t.app);
    const scan = await seedScan(t.db, { guestId: guest.guestId });
    const emails = Array.from({ length: 10 }, (_, i) =>
      i === 0 ? `${local}@x.example` : `${local.toUpperCase()}+${i}@X.example`,
    );
    const responses = await Promise.all(
      emails.map((email) => join({ email, location: 'Salem, OR', scanId: scan.id }, guest.cookie)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const confirmations = await t.db
      .selectFrom('outbox_emails')
      .select('to_address')
      .where('kind', '=', 'waitlist_confirmation')
      .where('to_address', 'like', `${local}%`)
      .execute();
    expect(confirmations).toHaveLength(1);
  });

  it('tells each admin once about an urgent scan, however many join for it', async () => {
    const guest = guestCookie(t.app);
    const scan = await seedScan(t.db, { guestId: guest.guestId }, { status: 'pale', severity: 'urgent' });
    const countNotices = async () =>
      Number(
        (
          await t.db
            .selectFrom('outbox_emails')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('kind', '=', 'waitlist_urgent_admin')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await countNotices();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        join({ email: uniqueEmail('family'), location: 'Bend, OR', scanId: scan.id }, guest.cookie),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(5).fill(201));
    const admins = await t.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    expect(admins).toHaveLength(1);
    expect(await countNotices()).toBe(before + admins.length);
  });

  it('refuses unknown urgency levels and oversized fields', async () => {
    expect((await join({ email: uniqueEmail(), location: 'x', urgencyLevel: 'extreme' })).statusCode).toBe(
      400,
    );
    expect((await join({ email: uniqueEmail(), location: 'x', concern: 'y'.repeat(5000) })).statusCode).toBe(
      400,
    );
  });

  it("refuses to attach someone else's scan", async () => {
    const owner = await signUpUser(t.app);
    const stranger = await signUpUser(t.app);
    const scan = await seedScan(t.db, { userId: owner.userId });
    const response = await join({ email: stranger.email, location: 'x', scanId: scan.id }, stranger.cookie);
    expect(response.statusCode).toBe(404);
    const rows = await t.db.selectFrom('referrals').select('id').where('scan_id', '=', scan.id).execute();
    expect(rows).toHaveLength(0);
  });
});

describe('admin-only reads', () => {
  it('refuses guests and members (403)', async () => {
    const member = await signUpUser(t.app);
    for (const url of ['/api/vet-referral-waitlist', '/api/referrals']) {
      expect((await t.app.inject({ url })).statusCode).toBe(403);
      const asMember = await t.app.inject({ url, headers: { cookie: member.cookie } });
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().code).toBe('FORBIDDEN');
    }
  });

  it('gives admins the waitlist and the recent referrals', async () => {
    await join({ email: uniqueEmail('listed'), location: 'Denver, CO', petName: 'Milo' });
    const waitlist = await t.app.inject({
      url: '/api/vet-referral-waitlist',
      headers: { cookie: adminCookie },
    });
    expect(waitlist.statusCode).toBe(200);
    expect(waitlist.json().items[0]).toMatchObject({
      location: 'Denver, CO',
      petName: 'Milo',
      status: 'pending',
    });
    const referrals = await t.app.inject({ url: '/api/referrals', headers: { cookie: adminCookie } });
    expect(referrals.statusCode).toBe(200);
    expect(referrals.json().items.length).toBeLessThanOrEqual(10);
    expect(referrals.json().total).toBeGreaterThan(10);
    expect(referrals.json().items[0]).toEqual({
      id: expect.any(String),
      userEmail: expect.stringMatching(/^listed-/),
      petName: 'Milo',
      urgencyLevel: 'medium',
      status: 'pending',
      createdAt: expect.any(String),
      partnerName: null,
    });
  });
});
