import type { Insertable, Selectable, Updateable } from 'kysely';

/**
 * Kysely table types. Portable column conventions so one set of queries runs on
 * SQLite and PostgreSQL: ids are text, timestamps are ISO-8601 UTC text
 * (lexically sortable), booleans are integers 0/1, lists and objects are JSON text.
 */

export interface UsersTable {
  id: string;
  email: string | null;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  role: 'user' | 'admin';
  subscription_status: string;
  is_trial: number;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string; // sha256 of the cookie token; the token itself is never stored
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface GuestsTable {
  id: string; // random id in the signed guest cookie
  claimed_by_user_id: string | null;
  /** When the guest first became an account; kept after that account is deleted. */
  first_claimed_at: string | null;
  created_at: string;
}

export interface ScansTable {
  id: string;
  user_id: string | null;
  guest_id: string | null;
  /** 'reserved' holds a quota slot while the photo is analysed; 'complete' is a finished result. */
  state: 'reserved' | 'complete';
  is_guest_scan: number;
  counts_toward_quota: number;
  ip_hash: string | null;
  image_key: string | null;
  thumb_key: string | null;
  overlay_key: string | null;
  status: string | null;
  severity: string | null;
  confidence: number | null;
  gingival_index: number | null;
  calculus_index: number | null;
  findings: string | null; // JSON
  quality: string | null; // JSON
  advice: string | null;
  products: string | null; // JSON
  analyser: string | null;
  analyser_version: string | null;
  share_id: string | null;
  is_shared: number;
  created_at: string;
}

export interface WaitlistTable {
  id: string;
  scan_id: string | null;
  user_id: string | null;
  email: string;
  pet_name: string | null;
  pet_age: string | null;
  pet_breed: string | null;
  location: string;
  urgency_level: 'high' | 'medium' | 'low';
  status: 'pending' | 'contacted' | 'booked' | 'completed' | 'cancelled';
  concern: string | null;
  notes: string | null;
  created_at: string;
}

export interface VetPartnersTable {
  id: string;
  business_name: string;
  contact_name: string;
  email: string;
  phone: string | null;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  commission_rate: number;
  website_url: string | null;
  services_offered: string; // JSON string[]
  specialties: string; // JSON string[]
  availability_hours: string | null; // JSON {monday..sunday}
  status: 'active' | 'paused' | 'inactive';
  latitude: number | null;
  longitude: number | null;
  rating: number | null;
  user_ratings_total: number | null;
  place_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface ChatMessagesTable {
  id: string;
  user_id: string;
  message: string;
  response: string;
  created_at: string;
}

export interface SubscriptionsTable {
  id: string;
  user_id: string;
  provider: 'test' | 'stripe';
  provider_subscription_id: string;
  plan_interval: 'monthly' | 'yearly';
  status: string; // incomplete | active | canceled | past_due
  amount_cents: number;
  current_period_end: string | null;
  created_at: string;
  updated_at: string;
}

export interface OutboxEmailsTable {
  id: string;
  to_address: string;
  subject: string;
  body_text: string;
  kind: string;
  /** 'sending' is a dispatcher's claim, good until claimed_until (see jobs/mail-dispatcher.ts). */
  status: 'queued' | 'sending' | 'sent' | 'failed' | 'stored';
  attempts: number;
  last_error: string | null;
  /** Mail that may go out only once carries a key; a unique index turns repeats into no-ops. */
  dedupe_key: string | null;
  claimed_until: string | null;
  created_at: string;
  sent_at: string | null;
}

export type AuthTokenPurpose = 'password_reset' | 'email_change';

export interface AuthTokensTable {
  id: string;
  user_id: string;
  purpose: AuthTokenPurpose;
  token_hash: string; // sha256 of the mailed token; the token itself is never stored
  new_email: string | null; // the address being confirmed, for 'email_change'
  expires_at: string;
  used_at: string | null; // set when redeemed, or when a newer request replaced it
  created_at: string;
}

export interface AnalyticsEventsTable {
  id: string;
  name: string;
  props: string; // JSON, no personal data
  visitor_hash: string | null; // keyed hash, never the raw IP or e-mail
  created_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  guests: GuestsTable;
  scans: ScansTable;
  vet_referral_waitlist: WaitlistTable;
  vet_partners: VetPartnersTable;
  chat_messages: ChatMessagesTable;
  subscriptions: SubscriptionsTable;
  outbox_emails: OutboxEmailsTable;
  analytics_events: AnalyticsEventsTable;
  auth_tokens: AuthTokensTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ScanRow = Selectable<ScansTable>;
export type SessionRow = Selectable<SessionsTable>;
export type AuthTokenRow = Selectable<AuthTokensTable>;
