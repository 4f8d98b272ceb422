import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPet, ZPetList } from '#common/contracts/pets.ts';
import { seedScan } from '../setup/seed.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';
import { addPet, photoForm, uploadScanForPet } from './pets-support.ts';
import { healthyMouth, setPlan, uploadScan } from './scans-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function plusMember() {
  const member = await signUpUser(t.app);
  await setPlan(t.db, member.userId, 'plus_active');
  return member;
}

describe('pet profiles', () => {
  it('creates, reads, lists, updates and deletes the owner’s pet', async () => {
    const { cookie } = await plusMember();
    const created = await addPet(t.app, cookie, {
      name: ' Bella ',
      species: 'cat',
      breed: 'Siamese',
      ageYears: 4,
    });
    expect(created.statusCode).toBe(201);
    const pet = ZPet.parse(created.json());
    expect(pet).toMatchObject({
      name: 'Bella',
      species: 'cat',
      breed: 'Siamese',
      ageYears: 4,
      isBirthDateEstimated: true,
    });

    const read = await t.app.inject({ url: `/api/pets/${pet.id}`, headers: { cookie } });
    expect(read.json()).toMatchObject({ id: pet.id, name: 'Bella' });

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/pets/${pet.id}`,
      headers: { cookie },
      payload: { birthDate: '2020-02-29', breed: null },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      birthDate: '2020-02-29',
      breed: null,
      isBirthDateEstimated: false,
    });

    const list = ZPetList.parse((await t.app.inject({ url: '/api/pets', headers: { cookie } })).json());
    expect(list.pets.map((p) => p.id)).toEqual([pet.id]);
    expect(list.petLimit).toBeNull();

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/pets/${pet.id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/pets/${pet.id}`, headers: { cookie } })).statusCode).toBe(404);
  });

  it('refuses bad input with field issues', async () => {
    const { cookie } = await plusMember();
    for (const body of [
      { name: '' },
      { species: 'hamster' },
      { birthDate: '2024-02-30' },
      { birthDate: '2020-01-01', ageYears: 3 },
      { ageYears: -1 },
      { extra: 'x' },
    ]) {
      const response = await addPet(t.app, cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('keeps pets private: another member gets 404 on read, update, delete, photo and assigning a scan', async () => {
    const owner = await plusMember();
    const stranger = await plusMember();
    const pet = (await addPet(t.app, owner.cookie)).json();
    const headers = { cookie: stranger.cookie };
    const strangerScan = await seedScan(t.db, { userId: stranger.userId });
    const attempts = [
      t.app.inject({ url: `/api/pets/${pet.id}`, headers }),
      t.app.inject({ method: 'PATCH', url: `/api/pets/${pet.id}`, headers, payload: { name: 'Mine' } }),
      t.app.inject({ method: 'DELETE', url: `/api/pets/${pet.id}`, headers }),
      t.app.inject({ url: `/api/pets/${pet.id}/scans`, headers }),
      t.app.inject({ url: `/api/pets/${pet.id}/progress`, headers }),
      t.app.inject({ url: `/api/pets/${pet.id}/report`, headers }),
      t.app.inject({ url: `/api/pets/${pet.id}/events`, headers }),
      t.app.inject({ url: `/media/pets/${pet.id}/photo`, headers }),
      t.app.inject({
        method: 'PUT',
        url: `/api/scans/${strangerScan.id}/pet`,
        headers,
        payload: { petId: pet.id },
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
    }
    // …and the owner cannot file the stranger's scan under their pet either.
    const stolen = await t.app.inject({
      method: 'PUT',
      url: `/api/scans/${strangerScan.id}/pet`,
      headers: { cookie: owner.cookie },
      payload: { petId: pet.id },
    });
    expect(stolen.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/pets/${pet.id}`, headers: { cookie: owner.cookie } })).json().name,
    ).toBe('Rex');
  });

  it('answers 401 to a guest', async () => {
    for (const url of ['/api/pets', '/api/pets/x', '/api/pets/x/scans', '/api/pets/x/report']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/pets', payload: { name: 'a', species: 'dog' } }))
        .statusCode,
    ).toBe(401);
  });

  it('stores a pet photo without metadata, serves it to the owner only, and replaces it', async () => {
    const owner = await plusMember();
    const pet = (await addPet(t.app, owner.cookie)).json();
    const { payload, contentType } = photoForm({}, await healthyMouth());
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/pets/${pet.id}/photo`,
      payload,
      headers: { 'content-type': contentType, cookie: owner.cookie },
    });
    expect(uploaded.statusCode).toBe(200);
    const photoUrl = uploaded.json().photoUrl as string;
    expect(photoUrl).toMatch(new RegExp(`^/media/pets/${pet.id}/photo\\?v=`));
    const served = await t.app.inject({ url: photoUrl, headers: { cookie: owner.cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await t.app.inject({ url: photoUrl })).statusCode).toBe(404);

    const bad = photoForm({}, Buffer.from('not an image'));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/pets/${pet.id}/photo`,
      payload: bad.payload,
      headers: { 'content-type': bad.contentType, cookie: owner.cookie },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('INVALID_FILE_TYPE');
  });
});

describe('account deletion', () => {
  it('removes the member’s pets, their events and their photos', async () => {
    const { cookie, userId } = await plusMember();
    const pet = (await addPet(t.app, cookie)).json();
    const { payload, contentType } = photoForm({}, await healthyMouth());
    await t.app.inject({
      method: 'POST',
      url: `/api/pets/${pet.id}/photo`,
      payload,
      headers: { 'content-type': contentType, cookie },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/pets/${pet.id}/events`,
      headers: { cookie },
      payload: { kind: 'vet_visit', occurredOn: '2026-01-01' },
    });
    const photoKey = (
      await t.db.selectFrom('pets').select('photo_key').where('id', '=', pet.id).executeTakeFirstOrThrow()
    ).photo_key as string;
    expect(existsSync(path.join(t.config.dataDir, 'uploads', photoKey))).toBe(true);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie },
      payload: { password: 'secret-pass' },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await t.db.selectFrom('pets').selectAll().where('user_id', '=', userId).execute()).toEqual([]);
    expect(await t.db.selectFrom('pet_events').selectAll().where('pet_id', '=', pet.id).execute()).toEqual(
      [],
    );
    expect(existsSync(path.join(t.config.dataDir, 'uploads', photoKey))).toBe(false);
  });
});

describe('the Starter pet limit', () => {
  it('keeps one pet on Starter and answers 403 PLUS_REQUIRED with a clear message for a second', async () => {
    const { cookie } = await signUpUser(t.app);
    expect((await addPet(t.app, cookie)).statusCode).toBe(201);
    const second = await addPet(t.app, cookie, { name: 'Luna' });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({ code: 'PLUS_REQUIRED' });
    expect(second.json().message).toMatch(/Starter keeps 1 pet profile\. Upgrade to Plus/);
    const list = (await t.app.inject({ url: '/api/pets', headers: { cookie } })).json();
    expect(list.petLimit).toBe(1);
  });

  it('lets only one of several simultaneous first pets through on Starter', async () => {
    const { cookie } = await signUpUser(t.app);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => addPet(t.app, cookie, { name: `Pet ${i}` })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403, 403, 403, 403]);
  });

  it('lets Plus keep many pets', async () => {
    const { cookie } = await plusMember();
    for (const name of ['A', 'B', 'C']) expect((await addPet(t.app, cookie, { name })).statusCode).toBe(201);
  });
});

describe('scans and pets', () => {
  it('files a scan under the pet named in the upload, and refuses someone else’s pet without using quota', async () => {
    const owner = await plusMember();
    const stranger = await plusMember();
    const pet = (await addPet(t.app, owner.cookie)).json();
    const photo = await healthyMouth();
    const scan = await uploadScanForPet(t.app, owner.cookie, photo, pet.id);
    expect(scan.statusCode).toBe(201);
    expect(scan.json().petId).toBe(pet.id);

    const refused = await uploadScanForPet(t.app, stranger.cookie, photo, pet.id);
    expect(refused.statusCode).toBe(404);
    const strangerScans = (
      await t.app.inject({ url: '/api/scans', headers: { cookie: stranger.cookie } })
    ).json();
    expect(strangerScans.scans).toHaveLength(0);

    const guest = await uploadScanForPet(t.app, '', photo, pet.id);
    expect(guest.statusCode).toBe(404);
  });

  it('gives Plus the readings behind each grade of a real scan in the detailed view', async () => {
    const { cookie } = await plusMember();
    const scan = await uploadScan(t.app, { data: await healthyMouth() }, cookie);
    const analysis = (
      await t.app.inject({ url: `/api/scans/${scan.json().id}/analysis`, headers: { cookie } })
    ).json();
    expect(analysis.mode).toBe('detailed');
    expect(analysis.readings).toHaveLength(10);
    expect(analysis.readings[0]).toMatchObject({ label: 'Chance of gum inflammation' });
    expect(analysis.readings[0].value).toMatch(/^\d+%$/);
    expect(analysis.readings[0].technical).toMatch(/Gum index: 1 from 50%, 2 from 75%, 3 from 90%/);
    // Plain words first (docs/product-rules.md#pets-and-plus): the healthy photo's chance reads as no
    // inflammation graded.
    expect(analysis.readings[0].meaning).toMatch(/no gum inflammation graded/);
    const tartar = analysis.readings.find((r: { label: string }) => r.label.startsWith('Chance of tartar'));
    expect(tartar.value).toMatch(/^\d+%$/);
  });

  it('assigns a scan after the fact, unassigns it, and keeps scans when their pet is deleted', async () => {
    const { cookie, userId } = await plusMember();
    const pet = (await addPet(t.app, cookie)).json();
    const scan = await seedScan(t.db, { userId });
    const assigned = await t.app.inject({
      method: 'PUT',
      url: `/api/scans/${scan.id}/pet`,
      headers: { cookie },
      payload: { petId: pet.id },
    });
    expect(assigned.json().petId).toBe(pet.id);
    expect((await t.app.inject({ url: `/api/pets/${pet.id}`, headers: { cookie } })).json().scanCount).toBe(
      1,
    );

    await t.app.inject({ method: 'DELETE', url: `/api/pets/${pet.id}`, headers: { cookie } });
    const kept = await t.app.inject({ url: `/api/scans/${scan.id}`, headers: { cookie } });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().petId).toBeNull();
  });

  it('attaches the scans made before any pet (the guest’s free scan) to the first pet when asked', async () => {
    const photo = await healthyMouth();
    const guestScan = await uploadScan(t.app, { data: photo });
    const guestCookie = guestScan.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const member = await signUpUser(t.app, {}, guestCookie);
    const pet = (await addPet(t.app, member.cookie, { attachUnassignedScans: true })).json();
    expect(pet.scanCount).toBe(1);
    const scans = (
      await t.app.inject({ url: `/api/pets/${pet.id}/scans`, headers: { cookie: member.cookie } })
    ).json();
    expect(scans.scans.map((s: { id: string }) => s.id)).toEqual([guestScan.json().id]);
  });
});
