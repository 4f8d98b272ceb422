import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPartnerStatus } from '#common/contracts/vet-partners.ts';
import { createTestApp, type TestApp, uniqueEmail } from '../setup/test-app.ts';
import { partnerInput, registration, signInAdmin } from './vets-support.ts';

let t: TestApp;
let admin: { cookie: string; email: string };
beforeAll(async () => {
  t = await createTestApp({ DISTANCE_UNIT: 'mi' });
  admin = await signInAdmin(t.app, t.db);
});
afterAll(async () => t.close());

const register = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/vet-partners/register', payload });
const asAdmin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });

describe('POST /api/vet-partners/register', () => {
  it('stores the clinic inactive and pending review, placed from its ZIP, and mails clinic and admins', async () => {
    const form = registration();
    const response = await register(form);
    expect(response.statusCode).toBe(202);
    expect(response.json().message).toContain('2 business days');
    const row = await t.db
      .selectFrom('vet_partners')
      .selectAll()
      .where('email', '=', form.email!)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'inactive',
      review_status: 'pending',
      state: 'OR',
      commission_rate: 20,
    });
    expect(row.latitude).toBeCloseTo(45.52, 1);
    expect(row.longitude).toBeCloseTo(-122.69, 1);
    expect(JSON.parse(row.services_offered)).toEqual(['dental cleanings', 'dental X-rays']);
    expect(JSON.parse(row.availability_hours!)).toMatchObject({ monday: '8:00-18:00', tuesday: null });
    const mail = await t.db.selectFrom('outbox_emails').selectAll().execute();
    const confirmation = mail.find(
      (m) => m.to_address === form.email && m.kind === 'vet_registration_confirmation',
    );
    expect(confirmation?.body_text).toContain('within 2 business days');
    expect(mail.some((m) => m.to_address === admin.email && m.kind === 'vet_registration_admin')).toBe(true);
  });

  it('is not listed on the finder until approved', async () => {
    const form = registration({ businessName: 'Unreviewed Clinic' });
    await register(form);
    const finder = await t.app.inject({ url: '/api/vet-partners?lat=45.52&lng=-122.68' });
    expect(finder.json().partners.map((p: { businessName: string }) => p.businessName)).not.toContain(
      'Unreviewed Clinic',
    );
  });

  it('validates every field with a clear message per field', async () => {
    const response = await register({
      businessName: ' ',
      contactName: '',
      email: 'not-an-email',
      phone: 'call me',
      address: '',
      city: '',
      state: 'Oregon',
      zipCode: '9720',
      websiteUrl: 'rosecity',
      servicesOffered: ['teeth whitening'],
      specialties: ['astrology'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    const paths = response.json().issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'businessName',
        'contactName',
        'email',
        'phone',
        'address',
        'city',
        'state',
        'zipCode',
        'websiteUrl',
        'servicesOffered.0',
        'specialties.0',
      ]),
    );
    expect((await register({})).statusCode).toBe(400);
  });

  it('accepts a Canadian postal code and normalises it', async () => {
    const form = registration({ city: 'Toronto', state: 'on', zipCode: 'm5v3l9' });
    expect((await register(form)).statusCode).toBe(202);
    const row = await t.db
      .selectFrom('vet_partners')
      .selectAll()
      .where('email', '=', form.email!)
      .executeTakeFirstOrThrow();
    expect(row.zip_code).toBe('M5V 3L9');
    expect(row.latitude).toBeCloseTo(43.65, 1);
  });

  it('keeps one pending application per clinic e-mail, even for racing submissions', async () => {
    const email = uniqueEmail('twice');
    const responses = await Promise.all([
      register(registration({ email })),
      register(registration({ email: email.toUpperCase() })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([202, 409]);
    expect(responses.find((r) => r.statusCode === 409)!.json().code).toBe('CONFLICT');
    const rows = await t.db.selectFrom('vet_partners').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it('stores nothing when the hidden honeypot field is filled, yet answers the same', async () => {
    const form = registration({ faxNumber: 'http://spam.example' });
    const response = await register(form);
    expect(response.statusCode).toBe(202);
    const rows = await t.db
      .selectFrom('vet_partners')
      .select('id')
      .where('email', '=', form.email!)
      .execute();
    expect(rows).toHaveLength(0);
  });
});

describe('registration rate limit', () => {
  it('refuses a sixth registration from one address within the hour', async () => {
    const limited = await createTestApp({ RATE_LIMIT_VET_REGISTRATIONS_PER_HOUR: '5' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/vet-partners/register',
          payload: registration(),
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/vet-partners (finder)', () => {
  it('lists only active partners, nearest first in miles, within 50 miles, unplaced ones last', async () => {
    const place = async (
      businessName: string,
      zipCode: string,
      city: string,
      status?: 'active' | 'paused',
    ) => {
      const response = await asAdmin(
        'POST',
        '/api/vet-partners',
        partnerInput({ businessName, zipCode, city, status }),
      );
      expect(response.statusCode).toBe(201);
      return response.json();
    };
    await place('Finder Downtown', '97205', 'Portland'); // downtown Portland
    await place('Finder Beaverton', '97005', 'Beaverton'); // ~7 mi west
    await place('Finder Salem', '97301', 'Salem'); // ~45 mi south
    await place('Finder Seattle', '98101', 'Seattle'); // ~145 mi: outside the radius
    await place('Finder Paused', '97204', 'Portland', 'paused');
    const unplaced = await place('Finder Nowhere', '00000', 'Zzqx');
    expect(unplaced.latitude).toBeNull();

    const response = await t.app.inject({ url: '/api/vet-partners?lat=45.5152&lng=-122.6784&radius=50' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.unit).toBe('mi');
    expect(body.radius).toBe(50);
    const names = body.partners
      .map((p: { businessName: string }) => p.businessName)
      .filter((n: string) => n.startsWith('Finder'));
    expect(names).toEqual(['Finder Downtown', 'Finder Beaverton', 'Finder Salem', 'Finder Nowhere']);
    const byName = Object.fromEntries(
      body.partners.map((p: { businessName: string }) => [p.businessName, p]),
    );
    expect(byName['Finder Beaverton'].distance).toBeGreaterThan(4);
    expect(byName['Finder Beaverton'].distance).toBeLessThan(10);
    expect(byName['Finder Salem'].distance).toBeGreaterThan(40);
    expect(byName['Finder Salem'].distance).toBeLessThan(50);
    expect(byName['Finder Nowhere'].distance).toBeNull();
    // The public finder never shows the commission or the contact's e-mail.
    expect(byName['Finder Downtown']).not.toHaveProperty('commissionRate');
    expect(byName['Finder Downtown']).not.toHaveProperty('email');
  });

  it('computes and labels distances in kilometres when so configured', async () => {
    const km = await createTestApp({ DISTANCE_UNIT: 'km' });
    try {
      const kmAdmin = await signInAdmin(km.app, km.db);
      await km.app.inject({
        method: 'POST',
        url: '/api/vet-partners',
        headers: { cookie: kmAdmin.cookie },
        payload: partnerInput({ businessName: 'Salem KM', zipCode: '97301', city: 'Salem' }),
      });
      const response = await km.app.inject({ url: '/api/vet-partners?lat=45.5152&lng=-122.6784' });
      const body = response.json();
      expect(body.unit).toBe('km');
      expect(body.radius).toBe(50);
      // Salem is ~70 km from Portland: outside a 50 km radius, inside 100 km.
      expect(body.partners).toHaveLength(0);
      const wider = (
        await km.app.inject({ url: '/api/vet-partners?lat=45.5152&lng=-122.6784&radius=100' })
      ).json();
      expect(wider.partners[0].distance).toBeGreaterThan(65);
      expect(wider.partners[0].distance).toBeLessThan(80);
    } finally {
      await km.close();
    }
  });

  it('refuses half a location or coordinates off the globe', async () => {
    expect((await t.app.inject({ url: '/api/vet-partners?lat=45' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/vet-partners?lat=95&lng=0' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/vet-partners?lat=abc&lng=0' })).statusCode).toBe(400);
  });
});

describe('GET /api/geocode', () => {
  it('places a ZIP code and a city offline', async () => {
    const zip = await t.app.inject({ url: '/api/geocode?location=97201' });
    expect(zip.statusCode).toBe(200);
    expect(zip.json().lat).toBeCloseTo(45.51, 1);
    expect(zip.json().lng).toBeCloseTo(-122.69, 1);
    const city = await t.app.inject({ url: `/api/geocode?location=${encodeURIComponent('Austin, TX')}` });
    expect(city.statusCode).toBe(200);
    expect(city.json().lat).toBeCloseTo(30.27, 1);
  });

  it('answers 400 for an empty location and 404 for one it cannot place', async () => {
    const empty = await t.app.inject({ url: '/api/geocode?location=%20' });
    expect(empty.statusCode).toBe(400);
    const unknown = await t.app.inject({ url: '/api/geocode?location=qqzzx' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('ZIP');
  });
});

describe('admin partner management', () => {
  it('edits a partner, re-placing it when the address moves, and records commission rules', async () => {
    const created = (
      await asAdmin('POST', '/api/vet-partners', partnerInput({ commissionRate: 'lots' as never }))
    ).json();
    expect(created.commissionRate).toBe(20); // unparseable: falls back to 20
    expect(
      (await asAdmin('POST', '/api/vet-partners', partnerInput({ commissionRate: 101 }))).statusCode,
    ).toBe(400);
    expect(
      (await asAdmin('POST', '/api/vet-partners', partnerInput({ commissionRate: -1 }))).statusCode,
    ).toBe(400);
    const noRate = { ...partnerInput() } as Record<string, unknown>;
    delete noRate.commissionRate;
    expect((await asAdmin('POST', '/api/vet-partners', noRate)).json().commissionRate).toBe(20);

    const edited = await asAdmin(
      'PATCH',
      `/api/vet-partners/${created.id}`,
      partnerInput({
        businessName: 'Harbor Vet Seattle',
        email: created.email,
        city: 'Seattle',
        state: 'WA',
        zipCode: '98101',
        commissionRate: '30' as never,
        servicesOffered: ['  cleanings ', '', 'x-rays'],
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      businessName: 'Harbor Vet Seattle',
      commissionRate: 30,
      servicesOffered: ['cleanings', 'x-rays'],
    });
    expect(edited.json().latitude).toBeCloseTo(47.61, 1);
  });

  it('pauses an active partner and activates any other, then deletes it', async () => {
    const created = (await asAdmin('POST', '/api/vet-partners', partnerInput())).json();
    expect(created.status).toBe('active');
    const paused = await asAdmin('PATCH', `/api/vet-partners/${created.id}`, {
      status: nextPartnerStatus('active'),
    });
    expect(paused.json().status).toBe('paused');
    const activated = await asAdmin('PATCH', `/api/vet-partners/${created.id}`, {
      status: nextPartnerStatus('paused'),
    });
    expect(activated.json().status).toBe('active');
    expect(nextPartnerStatus('inactive')).toBe('active');
    expect((await asAdmin('DELETE', `/api/vet-partners/${created.id}`)).statusCode).toBe(204);
    expect((await asAdmin('DELETE', `/api/vet-partners/${created.id}`)).statusCode).toBe(404);
    expect((await asAdmin('PATCH', `/api/vet-partners/${created.id}`, { status: 'active' })).statusCode).toBe(
      404,
    );
  });

  it('approves an application (listed from then on) and rejects another with a mailed reason', async () => {
    const good = registration({ businessName: 'Approve Me Clinic' });
    const bad = registration({ businessName: 'Reject Me Clinic' });
    await register(good);
    await register(bad);
    const dashboard = (await asAdmin('GET', '/api/admin/vet-partners')).json();
    const application = (name: string) =>
      dashboard.applications.find((a: { businessName: string }) => a.businessName === name);
    expect(application('Approve Me Clinic')).toMatchObject({ status: 'inactive', reviewStatus: 'pending' });

    const approved = await asAdmin(
      'POST',
      `/api/vet-partners/${application('Approve Me Clinic').id}/approve`,
    );
    expect(approved.json()).toMatchObject({ status: 'active', reviewStatus: 'approved' });
    const again = await asAdmin('POST', `/api/vet-partners/${application('Approve Me Clinic').id}/approve`);
    expect(again.statusCode).toBe(409);
    const finder = (await t.app.inject({ url: '/api/vet-partners?lat=45.52&lng=-122.68' })).json();
    expect(
      finder.partners.some((p: { businessName: string }) => p.businessName === 'Approve Me Clinic'),
    ).toBe(true);

    expect(
      (
        await asAdmin('POST', `/api/vet-partners/${application('Reject Me Clinic').id}/reject`, {
          reason: '',
        })
      ).statusCode,
    ).toBe(400);
    const rejected = await asAdmin('POST', `/api/vet-partners/${application('Reject Me Clinic').id}/reject`, {
      reason: 'We could not verify the clinic licence.',
    });
    expect(rejected.json()).toMatchObject({ status: 'inactive', reviewStatus: 'rejected' });
    const mail = await t.db
      .selectFrom('outbox_emails')
      .selectAll()
      .where('to_address', '=', bad.email!)
      .execute();
    expect(mail.find((m) => m.kind === 'vet_application_rejected')?.body_text).toContain(
      'could not verify the clinic licence',
    );
    // A rejected clinic may apply again.
    expect((await register(bad)).statusCode).toBe(202);
  });

  it('shows stat cards over approved partners', async () => {
    const body = (await asAdmin('GET', '/api/admin/vet-partners?limit=100')).json();
    const approved = await t.db
      .selectFrom('vet_partners')
      .selectAll()
      .where('review_status', '=', 'approved')
      .execute();
    expect(body.stats.total).toBe(approved.length);
    expect(body.stats.active).toBe(approved.filter((p) => p.status === 'active').length);
    expect(body.stats.paused).toBe(approved.filter((p) => p.status === 'paused').length);
    const mean = approved.reduce((sum, p) => sum + p.commission_rate, 0) / approved.length;
    expect(body.stats.averageCommission).toBeCloseTo(mean, 1);
  });
});
