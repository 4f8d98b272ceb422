import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vet_referral_waitlist')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('scan_id', 'text', (c) => c.references('scans.id').onDelete('set null'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('pet_name', 'text')
    .addColumn('pet_age', 'text')
    .addColumn('pet_breed', 'text')
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('urgency_level', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('concern', 'text')
    .addColumn('notes', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('waitlist_created_idx')
    .on('vet_referral_waitlist')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('vet_partners')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('business_name', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip_code', 'text', (c) => c.notNull())
    .addColumn('commission_rate', 'integer', (c) => c.notNull().defaultTo(20))
    .addColumn('website_url', 'text')
    .addColumn('services_offered', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('specialties', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('availability_hours', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('inactive'))
    .addColumn('latitude', 'real')
    .addColumn('longitude', 'real')
    .addColumn('rating', 'real')
    .addColumn('user_ratings_total', 'integer')
    .addColumn('place_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vet_partners_status_idx').on('vet_partners').column('status').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vet_partners').execute();
  await db.schema.dropTable('vet_referral_waitlist').execute();
}
