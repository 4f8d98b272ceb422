import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnsubscribeToken } from '#server/services/reminders/unsubscribe-token.ts';
import { cookieHeader, createTestApp, type TestApp, uniqueEmail } from '../setup/test-app.ts';
import { addPet } from './pets-support.ts';
import { setPlan } from './scans-support.ts';

/** The reminder settings endpoints and the no-login unsubscribe link (docs/product-rules.md#reminders). */
let t: TestApp;
const NOW = new Date('2026-11-26T10:00:00Z');
const ON = { isPhotoOn: true, photoIntervalWeeks: 4, isBrushingOn: true, brushingWeekday: 1 };

beforeAll(async () => {
  t = await createTestApp({}, { overrides: { clock: () => NOW } });
});
afterAll(async () => t.close());

/** A Plus member (so a second pet is allowed) with one pet, Rex. */
async function ownerWithPet(timeZone?: string) {
  const email = uniqueEmail('reminders');
  const signup = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { firstName: 'Ann', lastName: 'Owner', email, password: 'secret-pass', timeZone },
  });
  const owner = { cookie: cookieHeader(signup), userId: signup.json().user.id as string };
  await setPlan(t.db, owner.userId, 'plus_active');
  const pet = (await addPet(t.app, owner.cookie, { name: 'Rex' })).json();
  return { ...owner, petId: pet.id };
}

const settings = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/account/reminders', headers: { cookie } });
const putPet = (cookie: string, petId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/account/reminders/pets/${petId}`, headers: { cookie }, payload });

describe('reminder settings', () => {
  it('are off for every pet until the owner turns them on, in the time zone sent at signup', async () => {
    const owner = await ownerWithPet('America/New_York');
    const response = await settings(owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      timeZone: 'America/New_York',
      canReceiveMail: true,
      pets: [
        {
          petId: owner.petId,
          petName: 'Rex',
          isPhotoOn: false,
          photoIntervalWeeks: 4,
          isBrushingOn: false,
          brushingWeekday: 0,
          lastScanAt: null,
          nextPhotoAt: null,
          nextBrushingAt: null,
        },
      ],
    });
  });

  it('stores UTC when the browser sent no zone or one the server does not know', async () => {
    for (const timeZone of [undefined, 'Mars/Olympus_Mons']) {
      const owner = await ownerWithPet(timeZone);
      expect((await settings(owner.cookie)).json().timeZone).toBe('UTC');
    }
  });

  it('saves a pet’s reminders and says when each next one is due, at 08:00 local', async () => {
    const owner = await ownerWithPet('America/New_York');
    const response = await putPet(owner.cookie, owner.petId, ON);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      isPhotoOn: true,
      isBrushingOn: true,
      brushingWeekday: 1,
      // No scans yet: four weeks from the day it was turned on.
      nextPhotoAt: '2026-12-24T13:00:00.000Z',
      nextBrushingAt: '2026-11-30T13:00:00.000Z',
    });
    expect((await settings(owner.cookie)).json().pets[0]).toMatchObject({
      isPhotoOn: true,
      isBrushingOn: true,
    });
  });

  it('refuses invalid settings with the field that is wrong', async () => {
    const owner = await ownerWithPet();
    for (const [payload, path] of [
      [{ ...ON, photoIntervalWeeks: 5 }, 'photoIntervalWeeks'],
      [{ ...ON, photoIntervalWeeks: '4' }, 'photoIntervalWeeks'],
      [{ ...ON, brushingWeekday: 7 }, 'brushingWeekday'],
      [{ ...ON, brushingWeekday: 1.5 }, 'brushingWeekday'],
      [{ ...ON, isPhotoOn: 'yes' }, 'isPhotoOn'],
      [{ isPhotoOn: true }, 'photoIntervalWeeks'],
    ] as const) {
      const response = await putPet(owner.cookie, owner.petId, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(path);
    }
  });

  it('answers 404 for another member’s pet and for a pet that does not exist, and changes nothing', async () => {
    const owner = await ownerWithPet();
    const stranger = await ownerWithPet();
    for (const petId of [owner.petId, 'no-such-pet']) {
      const response = await putPet(stranger.cookie, petId, ON);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await settings(owner.cookie)).json().pets[0].isPhotoOn).toBe(false);
    // The stranger's list holds only their own pet.
    expect((await settings(stranger.cookie)).json().pets.map((p: { petId: string }) => p.petId)).toEqual([
      stranger.petId,
    ]);
  });

  it('needs a signed-in member', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/reminders' })).statusCode).toBe(401);
    const put = await t.app.inject({ method: 'PUT', url: '/api/account/reminders/pets/x', payload: ON });
    expect(put.statusCode).toBe(401);
  });

  it('changes the time zone to a supported one and refuses others', async () => {
    const owner = await ownerWithPet();
    const put = (timeZone: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/account/time-zone',
        headers: { cookie: owner.cookie },
        payload: { timeZone },
      });
    expect((await put('Pacific/Auckland')).json()).toEqual({ timeZone: 'Pacific/Auckland' });
    expect((await settings(owner.cookie)).json().timeZone).toBe('Pacific/Auckland');
    for (const bad of ['Mars/Olympus_Mons', '', 42, 'x'.repeat(100)]) {
      const response = await put(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await settings(owner.cookie)).json().timeZone).toBe('Pacific/Auckland');
  });
});

describe('unsubscribe link', () => {
  const tokenFor = (
    userId: string,
    petId: string,
    kind: 'photo' | 'brushing',
    secret = t.config.unsubscribeSecret,
  ) => createUnsubscribeToken({ secret, grant: { userId, petId, kind }, now: NOW });
  const read = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/reminders/unsubscribe?token=${encodeURIComponent(token)}` });
  const confirm = (token: string, scope: string) =>
    t.app.inject({ method: 'POST', url: '/api/reminders/unsubscribe', payload: { token, scope } });

  it('reads what a good link would turn off without changing it, and needs no login', async () => {
    const owner = await ownerWithPet();
    await putPet(owner.cookie, owner.petId, ON);
    const response = await read(tokenFor(owner.userId, owner.petId, 'photo'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'photo', petName: 'Rex', isKindOn: true, isAnyOn: true });
    expect((await settings(owner.cookie)).json().pets[0].isPhotoOn).toBe(true);
  });

  it('turns off only that pet’s kind, then everything, with a good signature', async () => {
    const owner = await ownerWithPet();
    const second = (await addPet(t.app, owner.cookie, { name: 'Luna', species: 'cat' })).json();
    await putPet(owner.cookie, owner.petId, ON);
    await putPet(owner.cookie, second.id, ON);
    const token = tokenFor(owner.userId, owner.petId, 'brushing');

    const kind = await confirm(token, 'kind');
    expect(kind.statusCode).toBe(200);
    expect(kind.json()).toEqual({
      scope: 'kind',
      link: { kind: 'brushing', petName: 'Rex', isKindOn: false, isAnyOn: true },
    });
    let pets = (await settings(owner.cookie)).json().pets;
    expect(
      pets.map((p: { isPhotoOn: boolean; isBrushingOn: boolean }) => [p.isPhotoOn, p.isBrushingOn]),
    ).toEqual([
      [true, false],
      [true, true],
    ]);

    const all = await confirm(token, 'all');
    expect(all.json().link.isAnyOn).toBe(false);
    pets = (await settings(owner.cookie)).json().pets;
    expect(
      pets.every((p: { isPhotoOn: boolean; isBrushingOn: boolean }) => !p.isPhotoOn && !p.isBrushingOn),
    ).toBe(true);
  });

  it('never touches another owner’s reminders', async () => {
    const owner = await ownerWithPet();
    const other = await ownerWithPet();
    await putPet(other.cookie, other.petId, ON);
    // A genuine token of one owner naming another owner's pet (the pet id is not theirs).
    await confirm(tokenFor(owner.userId, other.petId, 'photo'), 'kind');
    expect((await settings(other.cookie)).json().pets[0].isPhotoOn).toBe(true);
  });

  it('refuses a bad signature, a changed payload and an expired link with a clear message', async () => {
    const owner = await ownerWithPet();
    await putPet(owner.cookie, owner.petId, ON);
    const good = tokenFor(owner.userId, owner.petId, 'photo');
    const [version, body, signature] = good.split('.') as [string, string, string];
    const otherKind = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), k: 'brushing' }),
    ).toString('base64url');
    const expired = createUnsubscribeToken({
      secret: t.config.unsubscribeSecret,
      grant: { userId: owner.userId, petId: owner.petId, kind: 'photo' },
      now: new Date(NOW.getTime() - 91 * 86_400_000),
    });
    for (const [token, reason] of [
      [tokenFor(owner.userId, owner.petId, 'photo', 'another-secret-'.repeat(3)), 'invalid'],
      [`${version}.${otherKind}.${signature}`, 'invalid'],
      ['not-a-token', 'invalid'],
      [expired, 'expired'],
    ] as const) {
      for (const response of [await read(token), await confirm(token, 'all')]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'TOKEN_INVALID', details: { reason } });
        expect(response.json().message).toMatch(reason === 'expired' ? /expired/ : /not valid/);
      }
    }
    expect((await settings(owner.cookie)).json().pets[0]).toMatchObject({
      isPhotoOn: true,
      isBrushingOn: true,
    });
  });

  it('refuses a missing token or scope', async () => {
    const owner = await ownerWithPet();
    const token = tokenFor(owner.userId, owner.petId, 'photo');
    expect((await t.app.inject({ method: 'GET', url: '/api/reminders/unsubscribe' })).statusCode).toBe(400);
    for (const payload of [{ token }, { token, scope: 'everything' }, { scope: 'all' }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/reminders/unsubscribe', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('turns the link’s kind off from a mail program’s one-click POST (RFC 8058), and refuses a bad token', async () => {
    const owner = await ownerWithPet();
    await putPet(owner.cookie, owner.petId, ON);
    const oneClick = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/reminders/one-click?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const bad = await oneClick(tokenFor(owner.userId, owner.petId, 'photo', 'wrong-secret-'.repeat(3)));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('TOKEN_INVALID');
    expect((await settings(owner.cookie)).json().pets[0].isPhotoOn).toBe(true);

    const response = await oneClick(tokenFor(owner.userId, owner.petId, 'photo'));
    expect(response.statusCode).toBe(200);
    expect((await settings(owner.cookie)).json().pets[0]).toMatchObject({
      isPhotoOn: false,
      isBrushingOn: true,
    });
  });

  it('still turns everything off after the pet was deleted', async () => {
    const owner = await ownerWithPet();
    const second = (await addPet(t.app, owner.cookie, { name: 'Luna', species: 'cat' })).json();
    await putPet(owner.cookie, second.id, ON);
    await putPet(owner.cookie, owner.petId, ON);
    const token = tokenFor(owner.userId, owner.petId, 'photo');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/pets/${owner.petId}`,
      headers: { cookie: owner.cookie },
    });
    expect((await read(token)).json()).toEqual({
      kind: 'photo',
      petName: null,
      isKindOn: false,
      isAnyOn: true,
    });
    expect((await confirm(token, 'all')).json().link.isAnyOn).toBe(false);
  });
});
