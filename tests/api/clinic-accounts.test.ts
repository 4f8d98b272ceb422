import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '#server/lib/ids.ts';
import { cookieHeader, createTestApp, signUpUser, type TestApp, uniqueEmail } from '../setup/test-app.ts';
import { linkTokenFromMail, logIn, mailsTo, post, statusOfSession } from './account-basics-support.ts';
import { createClinic, signInClinicStaff } from './clinic-support.ts';
import { registration, signInAdmin } from './vets-support.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAdmin(t.app, t.db)).cookie;
});
afterAll(async () => t.close());

const accept = (token: string, password = 'clinic-secret', cookie = '') =>
  post(t.app, '/api/auth/clinic-invite', { token, firstName: 'Ana', lastName: 'Ruiz', password }, cookie);
const inviteToken = (email: string) => linkTokenFromMail(t.db, email, 'clinic/welcome');
const staffOf = (cookie: string) => t.app.inject({ url: '/api/clinic/staff', headers: { cookie } });
const invite = (cookie: string, email: string) => post(t.app, '/api/clinic/staff', { email }, cookie);
const remove = (cookie: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/clinic/staff/${id}`, headers: { cookie } });
const patchPartner = (id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/vet-partners/${id}`, payload, headers: { cookie: admin } });

/** A registered application, approved by the admin; returns the partner, its address and the approval answer. */
async function approvedApplication() {
  const input = registration();
  expect((await post(t.app, '/api/vet-partners/register', input)).statusCode).toBe(202);
  const partner = await t.db
    .selectFrom('vet_partners')
    .selectAll()
    .where('email', '=', input.email)
    .executeTakeFirstOrThrow();
  const approval = await post(t.app, `/api/vet-partners/${partner.id}/approve`, {}, admin);
  expect(approval.statusCode).toBe(200);
  return { partnerId: partner.id, email: input.email, approval: approval.json() };
}

describe('the invite on approval', () => {
  it('mails the contact address a single-use link; accepting signs in as that clinic’s vet', async () => {
    const { partnerId, email, approval } = await approvedApplication();
    expect(approval.invite).toMatchObject({ outcome: 'sent', email });
    const mails = await mailsTo(t.db, email, 'clinic_invite');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body_text).toMatch(/http:\/\/localhost(:\d+)?\/clinic\/welcome\?token=[\w-]{43}\b/);
    const [approved] = await mailsTo(t.db, email, 'vet_application_approved');
    expect(approved?.body_text).toContain('A separate mail brings the link to set up your clinic');
    const invited = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(invited).toMatchObject({ role: 'vet', partner_id: partnerId, password_hash: null });
    expect((await post(t.app, '/api/auth/login', { email, password: 'clinic-secret' })).statusCode).toBe(401);

    const token = await inviteToken(email);
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({ role: 'vet', partnerId, firstName: 'Ana', email });
    const again = await accept(token, 'another-secret');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'TOKEN_INVALID',
      message: expect.stringMatching(/new invite/),
    });

    const cookie = await logIn(t.app, email, 'clinic-secret');
    const session = await t.app.inject({ url: '/api/auth/session', headers: { cookie } });
    expect(session.json().user).toMatchObject({ role: 'vet', partnerId });
    const staff = await staffOf(cookie);
    expect(staff.statusCode).toBe(200);
    expect(staff.json().staff).toEqual([
      expect.objectContaining({ email, firstName: 'Ana', status: 'active', isYou: true }),
    ]);
  });

  it('refuses an expired link and one for a clinic deactivated since', async () => {
    const { partnerId, email } = await approvedApplication();
    const token = await inviteToken(email);
    await t.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', sha256(token))
      .execute();
    expect((await accept(token)).json()).toMatchObject({ code: 'TOKEN_INVALID' });

    expect((await post(t.app, `/api/vet-partners/${partnerId}/invite`, {}, admin)).json()).toMatchObject({
      outcome: 'sent',
    });
    const fresh = await inviteToken(email);
    expect((await patchPartner(partnerId, { status: 'inactive' })).statusCode).toBe(200);
    expect((await accept(fresh)).statusCode).toBe(403);
    expect((await patchPartner(partnerId, { status: 'active' })).statusCode).toBe(200);
    expect((await accept(fresh)).statusCode).toBe(200);
  });

  it('tells the link’s page at once whether the link still works, and nothing more', async () => {
    const stateOf = async (token: string) => {
      const answer = await t.app.inject({
        url: `/api/auth/clinic-invite?token=${encodeURIComponent(token)}`,
      });
      expect(answer.statusCode).toBe(200);
      return answer.json();
    };
    const { partnerId, email } = await approvedApplication();
    const token = await inviteToken(email);
    expect(await stateOf(token)).toEqual({ usable: true });
    // Asking uses nothing up.
    expect(await stateOf(token)).toEqual({ usable: true });
    expect(await stateOf('z'.repeat(43))).toEqual({ usable: false });

    expect((await patchPartner(partnerId, { status: 'inactive' })).statusCode).toBe(200);
    expect(await stateOf(token)).toEqual({ usable: false });
    expect((await patchPartner(partnerId, { status: 'active' })).statusCode).toBe(200);

    expect((await accept(token)).statusCode).toBe(200);
    expect(await stateOf(token)).toEqual({ usable: false });

    const { email: other } = await approvedApplication();
    const expired = await inviteToken(other);
    await t.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', sha256(expired))
      .execute();
    expect(await stateOf(expired)).toEqual({ usable: false });

    const noToken = await t.app.inject({ url: '/api/auth/clinic-invite' });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('leaves an owner’s account alone and tells the admin', async () => {
    const owner = await signUpUser(t.app);
    const { approval } = await (async () => {
      const input = registration({ email: owner.email });
      await post(t.app, '/api/vet-partners/register', input);
      const row = await t.db
        .selectFrom('vet_partners')
        .select('id')
        .where('email', '=', owner.email)
        .executeTakeFirstOrThrow();
      return { approval: (await post(t.app, `/api/vet-partners/${row.id}/approve`, {}, admin)).json() };
    })();
    expect(approval.invite).toMatchObject({
      outcome: 'account_exists',
      message: expect.stringMatching(/left as it is/),
    });
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', owner.userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 'user', partner_id: null });
    expect(await mailsTo(t.db, owner.email, 'clinic_invite')).toHaveLength(0);
  });

  it('invites the contact of a partner the admin creates, or activates from pending', async () => {
    const created = await createClinic(t.app, admin);
    expect(created).toMatchObject({ invite: { outcome: 'sent', email: created.email } });
    const input = registration();
    await post(t.app, '/api/vet-partners/register', input);
    const row = await t.db
      .selectFrom('vet_partners')
      .select('id')
      .where('email', '=', input.email)
      .executeTakeFirstOrThrow();
    expect((await patchPartner(row.id, { status: 'active' })).json().invite).toMatchObject({
      outcome: 'sent',
    });
    expect(await mailsTo(t.db, input.email, 'clinic_invite')).toHaveLength(1);
  });

  it('answers bad input with 400 and a code', async () => {
    const short = await accept('x'.repeat(43), '123');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const noToken = await post(t.app, '/api/auth/clinic-invite', { password: 'clinic-secret' });
    expect(noToken.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const unknown = await accept('y'.repeat(43));
    expect(unknown.json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });
});

describe('/api/clinic/staff', () => {
  it('invites a colleague, who accepts; removing them ends their session at once', async () => {
    const clinic = await createClinic(t.app, admin);
    const lead = await signInClinicStaff(t.app, t.db, clinic.id);
    const colleague = uniqueEmail('colleague');
    const sent = await invite(lead.cookie, colleague.toUpperCase());
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ outcome: 'sent', email: colleague });
    const listed = (await staffOf(lead.cookie)).json().staff;
    expect(listed).toContainEqual(
      expect.objectContaining({ email: colleague, status: 'invited', isYou: false }),
    );

    const accepted = await accept(await inviteToken(colleague));
    expect(accepted.statusCode).toBe(200);
    const colleagueCookie = cookieHeader(accepted);
    expect((await staffOf(colleagueCookie)).statusCode).toBe(200);
    expect((await invite(lead.cookie, colleague)).json()).toMatchObject({ outcome: 'already_staff' });

    const id = listed.find((member: { email: string }) => member.email === colleague).id;
    expect((await remove(lead.cookie, id)).statusCode).toBe(204);
    expect(await statusOfSession(t.app, colleagueCookie)).toBe(401);
    expect(
      await t.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await remove(lead.cookie, lead.userId)).statusCode).toBe(403);
  });

  it('makes one account of two invites to one address at once', async () => {
    const clinic = await createClinic(t.app, admin);
    const lead = await signInClinicStaff(t.app, t.db, clinic.id);
    const email = uniqueEmail('twice');
    const answers = await Promise.all([invite(lead.cookie, email), invite(lead.cookie, email)]);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const rows = await t.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps each clinic to its own staff', async () => {
    const a = await createClinic(t.app, admin);
    const b = await createClinic(t.app, admin);
    const staffA = await signInClinicStaff(t.app, t.db, a.id);
    const staffB = await signInClinicStaff(t.app, t.db, b.id);
    const listA = (await staffOf(staffA.cookie)).json();
    expect(listA.clinicName).toBe(a.businessName);
    expect(listA.staff.map((member: { email: string }) => member.email)).not.toContain(staffB.email);
    expect((await remove(staffA.cookie, staffB.userId)).statusCode).toBe(404);
    expect(await statusOfSession(t.app, staffB.cookie)).toBe(200);
    // An address that is another clinic's staff is not moved over.
    expect((await invite(staffA.cookie, staffB.email)).json()).toMatchObject({ outcome: 'account_exists' });
    const row = await t.db
      .selectFrom('users')
      .select('partner_id')
      .where('id', '=', staffB.userId)
      .executeTakeFirst();
    expect(row?.partner_id).toBe(b.id);
  });

  it('refuses owners, admins and guests, and bad addresses', async () => {
    const owner = await signUpUser(t.app);
    expect((await staffOf(owner.cookie)).statusCode).toBe(403);
    expect((await staffOf(admin)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/clinic/staff' })).statusCode).toBe(401);
    const clinic = await createClinic(t.app, admin);
    const lead = await signInClinicStaff(t.app, t.db, clinic.id);
    const bad = await invite(lead.cookie, 'not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('ending a clinic’s access', () => {
  it('deactivating ends every staff session; deleting the partner deletes its staff', async () => {
    const clinic = await createClinic(t.app, admin);
    const one = await signInClinicStaff(t.app, t.db, clinic.id);
    const two = await signInClinicStaff(t.app, t.db, clinic.id);
    expect((await patchPartner(clinic.id, { status: 'inactive' })).statusCode).toBe(200);
    expect(await statusOfSession(t.app, one.cookie)).toBe(401);
    expect(await statusOfSession(t.app, two.cookie)).toBe(401);
    expect(
      (await post(t.app, '/api/auth/login', { email: one.email, password: 'clinic-pass-1' })).statusCode,
    ).toBe(200);
    const relogged = await logIn(t.app, one.email, 'clinic-pass-1');
    expect((await staffOf(relogged)).statusCode).toBe(403);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/vet-partners/${clinic.id}`,
      headers: { cookie: admin },
    });
    expect(deleted.statusCode).toBe(204);
    const left = await t.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [one.userId, two.userId])
      .execute();
    expect(left).toEqual([]);
    expect(await statusOfSession(t.app, relogged)).toBe(401);
  });

  it('rejecting an application ends the sessions of any staff it has', async () => {
    const input = registration();
    await post(t.app, '/api/vet-partners/register', input);
    const row = await t.db
      .selectFrom('vet_partners')
      .select('id')
      .where('email', '=', input.email)
      .executeTakeFirstOrThrow();
    const staff = await signInClinicStaff(t.app, t.db, row.id);
    const rejected = await post(
      t.app,
      `/api/vet-partners/${row.id}/reject`,
      { reason: 'No dental service listed.' },
      admin,
    );
    expect(rejected.statusCode).toBe(200);
    expect(await statusOfSession(t.app, staff.cookie)).toBe(401);
  });
});
