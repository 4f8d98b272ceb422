import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

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
  /** 'vet': a partner clinic's staff member (partner_id says which clinic); docs/product-rules.md#clinics. */
  role: 'user' | 'admin' | 'vet';
  subscription_status: string;
  is_trial: number;
  /** When Plus from the billing state ends; null for Plus granted outside billing (never lapses). */
  plus_until: string | null;
  /** The payment provider's customer id (Stripe), reused by later subscriptions. */
  billing_customer_id: string | null;
  /** The clinic a 'vet' account works for; null for owners and admins. */
  partner_id: string | null;
  /** 1 when the owner lets partner vets grade their pets' photos for the analyser (off by default). */
  photo_research_consent: Generated<number>;
  /** IANA zone the owner's reminders are sent in (docs/product-rules.md#reminders); 'UTC' by default. */
  time_zone: Generated<string>;
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
  /** The photo at most 1024 px on its long side, for screens; null on scans stored before it. */
  medium_key: string | null;
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
  /** 'dog' | 'cat' as the owner said at upload; null when they did not say. */
  species: string | null;
  share_id: string | null;
  is_shared: number;
  created_at: string;
  /** The member's pet in the photo; null when unassigned (or the pet was deleted). */
  pet_id: string | null;
  /** JSON TGradeReadings: what the grades were cut from; null for unclear photos and older scans. */
  readings: string | null;
  /** The browser's key for the request that made it (docs/product-rules.md#reload-during-analysis); null without one. */
  request_key: string | null;
}

export interface ReferralTable {
  id: string;
  scan_id: string | null;
  user_id: string | null;
  email: string;
  pet_name: string | null;
  pet_age: string | null;
  pet_breed: string | null;
  location: string;
  urgency_level: 'high' | 'medium' | 'low';
  status: 'pending' | 'routed' | 'contacted' | 'booked' | 'completed' | 'declined' | 'cancelled';
  concern: string | null;
  notes: string | null;
  created_at: string;
  partner_id: string | null;
  routed_at: string | null;
  commission_rate: number | null;
  completed_at: string | null;
  /** 1 when the owner agreed to show this referral's scan to the clinic it is routed to. */
  share_scan: number;
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
  /** 'pending' while a public registration awaits review; admin-made partners are 'approved'. */
  review_status: 'pending' | 'approved' | 'rejected';
  rejection_reason: string | null;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ReferralStatusChangesTable {
  id: string;
  referral_id: string;
  from_status: ReferralTable['status'] | null;
  to_status: ReferralTable['status'];
  partner_id: string | null;
  partner_name: string | null;
  note: string | null;
  changed_by_user_id: string | null;
  /** Kept as text so the history still says who after that admin's account is gone. */
  changed_by_email: string;
  /** 1 when a clinic's staff member made the change (the clinic's inbox), 0 for an admin. */
  is_by_clinic: Generated<number>;
  created_at: string;
}

export interface AdminAuditLogTable {
  id: string;
  admin_user_id: string | null;
  admin_email: string;
  action: string;
  target_type: string;
  target_id: string | null;
  summary: string;
  created_at: string;
}

export interface ChatMessagesTable {
  id: string;
  user_id: string;
  message: string;
  response: string;
  sources: string | null; // JSON TChatSource[]
  answered_by: 'safety' | 'local' | 'model';
  is_emergency: number;
  created_at: string;
}

/** Model tokens a member used on one UTC day (YYYY-MM-DD), for the chat's daily budget. */
export interface ChatTokenUsageTable {
  user_id: string;
  day: string;
  tokens: number;
}

export interface SubscriptionsTable {
  id: string;
  user_id: string;
  provider: 'test' | 'stripe';
  provider_subscription_id: string;
  plan_interval: 'monthly' | 'yearly';
  /** creating (claimed, provider not called yet) | incomplete | active | past_due | canceled | … */
  status: string;
  amount_cents: number;
  current_period_end: string | null;
  cancel_at_period_end: number;
  /** The interval the plan switches to at the next renewal. */
  pending_interval: 'monthly' | 'yearly' | null;
  /** 1 while being set up, awaiting payment or running: at most one per user (unique index). */
  is_open: number;
  /** Set when a newer checkout replaced this one before it was paid: a payment landing here is refunded. */
  replaced_at: string | null;
  /** When the provider first reported it ended (status canceled). */
  canceled_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentsTable {
  id: string;
  user_id: string;
  subscription_id: string;
  provider: 'test' | 'stripe';
  /** Stripe invoice id, or the test provider's payment intent id. */
  provider_payment_id: string;
  /** What a refund is made against: Stripe payment intent id, or the test intent id. */
  provider_charge_ref: string | null;
  amount_cents: number;
  currency: string;
  plan_interval: 'monthly' | 'yearly';
  paid_at: string;
  refunded_at: string | null;
  refunded_by: string | null;
  /** Set by the one caller that refunds this payment, before the provider is called. */
  refund_claimed_at: string | null;
  refund_reason: RefundReason | null;
  card_brand: string | null;
  card_last4: string | null;
  /** The period this payment paid for (null on rows stored before it was recorded). */
  period_start: string | null;
  period_end: string | null;
  created_at: string;
}

/**
 * Why a payment was refunded: an admin's refund, the member's own 30-day guarantee, a payment that
 * landed on a checkout the member had replaced, a refund made at the provider (e.g. its dashboard), or
 * a later charge of a plan an admin or guarantee refund ended, for time the plan gives no Plus.
 */
export type RefundReason = 'admin' | 'guarantee' | 'replaced_checkout' | 'provider' | 'plan_ended';

export interface BillingWebhookEventsTable {
  event_id: string;
  type: string;
  received_at: string;
}

/** The built-in test provider's own state (server/adapters/payments/test-provider.ts). */
export interface TestPaymentSubscriptionsTable {
  id: string;
  user_id: string;
  plan_interval: 'monthly' | 'yearly';
  pending_interval: 'monthly' | 'yearly' | null;
  status: 'incomplete' | 'incomplete_expired' | 'active' | 'canceled';
  cancel_at_period_end: number;
  current_period_end: string | null;
  created_at: string;
  updated_at: string;
}

export interface TestPaymentIntentsTable {
  id: string;
  subscription_id: string;
  client_secret: string;
  amount_cents: number;
  plan_interval: 'monthly' | 'yearly';
  /** canceled: its checkout was replaced (or ended) before it was paid. */
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
  last_error: string | null;
  card_brand: string | null;
  card_last4: string | null;
  action_ready_at: string | null;
  paid_at: string | null;
  period_start: string | null;
  period_end: string | null;
  refunded_at: string | null;
  /** The key of the refund call that refunded it: the same key again is a replay, not a second refund. */
  refund_idempotency_key: string | null;
  created_at: string;
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
  /** The account it was queued for (null: to an address no account held); deleted with the account. */
  user_id: string | null;
  /** RFC 8058 one-click unsubscribe address, sent as List-Unsubscribe; null for other mail. */
  list_unsubscribe_url: string | null;
}

/** 'clinic_invite': the link that lets a new clinic staff member set a password (docs/product-rules.md#clinic-accounts). */
export type AuthTokenPurpose = 'password_reset' | 'email_change' | 'clinic_invite';

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
  /** 1 when the request was signed in, 0 when not; null on events stored before it was recorded. */
  is_signed_in: number | null;
  created_at: string;
}

export type PetSpecies = 'dog' | 'cat';

export interface PetsTable {
  id: string;
  user_id: string;
  name: string;
  species: PetSpecies;
  breed: string | null;
  /** YYYY-MM-DD; estimated from an age in years when the owner gave an age instead. */
  birth_date: string | null;
  is_birth_date_estimated: number;
  photo_key: string | null;
  created_at: string;
  updated_at: string;
}

export type PetEventKind = 'cleaning' | 'vet_visit';

export interface PetEventsTable {
  id: string;
  pet_id: string;
  kind: PetEventKind;
  occurred_on: string; // YYYY-MM-DD
  note: string | null;
  created_at: string;
}

/** One vision-model second opinion per scan, run by jobs/second-opinion-worker.ts. */
export interface SecondOpinionsTable {
  scan_id: string;
  /** 'running' is a worker's claim, good until claimed_until. */
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  model: string;
  run_after: string;
  claimed_until: string | null;
  result: string | null; // JSON TSecondOpinionReport
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export type GumColour = 'normal' | 'pale' | 'red' | 'blue_grey' | 'yellow';

/** A partner vet's grade of one scan (docs/vet-labels.md): the labels the analyser learns from. */
export interface VetGradesTable {
  id: string;
  scan_id: string;
  partner_id: string | null;
  vet_user_id: string | null;
  /** 0-3; null when the vet could not tell. */
  gingival_index: number | null;
  calculus_index: number | null;
  gum_colour: GumColour;
  is_usable: number;
  note: string | null;
  /** 0 when this vet had been served any of the analyser's output for the scan before grading. */
  is_blind: Generated<number>;
  created_at: string;
}

/** What a scan access log row served: an API answer about the scan, or one of its images. */
export type ScanAccessKind = 'view' | 'photo' | 'medium' | 'thumb' | 'overlay';

/**
 * Every time an owner's scan, or one of its images, was served to clinic staff: who, for which clinic,
 * why (through a referral, for grading, or an owner's public link they opened signed in), what, and
 * whether it carried the analyser's output (migration 2026-11-27T0101).
 */
export interface ScanAccessLogTable {
  id: string;
  scan_id: string;
  viewer_user_id: string | null;
  viewer_email: string;
  partner_id: string | null;
  referral_id: string | null;
  purpose: 'referral' | 'grading' | 'owner_link';
  kind: ScanAccessKind;
  /** 1 when it carried the analyser's status, indices, probabilities, findings or overlay. */
  shows_analyser: number;
  created_at: string;
}

/** A revocable link that opens one pet's vet report without an account; only the token's sha256 is kept. */
/** A photo sent ahead of its scan (migration 2026-11-26T0901); exactly one of user_id and guest_id is set. */
export interface PendingUploadsTable {
  id: string;
  user_id: string | null;
  guest_id: string | null;
  storage_key: string;
  byte_size: number;
  created_at: string;
  expires_at: string;
  /** Set while a scan uses it; a scan that failed clears it. */
  claimed_until: string | null;
}

export interface VetReportLinksTable {
  id: string;
  pet_id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  last_opened_at: string | null;
}

/** One pet's reminder mails (docs/product-rules.md#reminders); flags 0/1, days YYYY-MM-DD local. */
export interface PetRemindersTable {
  pet_id: string;
  user_id: string;
  is_photo_on: number;
  photo_interval_weeks: number;
  photo_enabled_at: string | null;
  photo_last_sent_on: string | null;
  is_brushing_on: number;
  /** 0 = Sunday … 6 = Saturday. */
  brushing_weekday: number;
  brushing_enabled_at: string | null;
  brushing_last_sent_on: string | null;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  guests: GuestsTable;
  scans: ScansTable;
  referrals: ReferralTable;
  vet_partners: VetPartnersTable;
  chat_messages: ChatMessagesTable;
  chat_token_usage: ChatTokenUsageTable;
  subscriptions: SubscriptionsTable;
  outbox_emails: OutboxEmailsTable;
  analytics_events: AnalyticsEventsTable;
  auth_tokens: AuthTokensTable;
  payments: PaymentsTable;
  billing_webhook_events: BillingWebhookEventsTable;
  test_payment_subscriptions: TestPaymentSubscriptionsTable;
  test_payment_intents: TestPaymentIntentsTable;
  pets: PetsTable;
  pet_events: PetEventsTable;
  second_opinions: SecondOpinionsTable;
  referral_status_changes: ReferralStatusChangesTable;
  admin_audit_log: AdminAuditLogTable;
  vet_grades: VetGradesTable;
  scan_access_log: ScanAccessLogTable;
  vet_report_links: VetReportLinksTable;
  pet_reminders: PetRemindersTable;
  pending_uploads: PendingUploadsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ScanRow = Selectable<ScansTable>;
export type SessionRow = Selectable<SessionsTable>;
export type AuthTokenRow = Selectable<AuthTokensTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type PetRow = Selectable<PetsTable>;
export type PetRemindersRow = Selectable<PetRemindersTable>;
export type VetReportLinkRow = Selectable<VetReportLinksTable>;
export type PendingUploadRow = Selectable<PendingUploadsTable>;
export type PetEventRow = Selectable<PetEventsTable>;
export type SecondOpinionRow = Selectable<SecondOpinionsTable>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;
