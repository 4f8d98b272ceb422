import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { CLINIC_INBOX_STATUSES } from '#common/contracts/clinic-referrals.ts';
import {
  CLINIC_INBOX_PAGE_SIZE,
  type ClinicInboxStatus,
  clinicInboxQuery,
} from '#web/api/clinic-referrals.queries.ts';
import { REFERRAL_STATUS_LABEL } from '#web/components/clinic/referral-badges.tsx';
import { RequireClinic } from '#web/components/clinic/require-clinic.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { PageNav, pageCount } from '#web/components/ui/page-nav.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { InboxList } from './inbox-list.tsx';

export function ClinicInboxPage() {
  return <RequireClinic title="Referral inbox">{() => <ReferralInbox />}</RequireClinic>;
}

const isInboxStatus = (value: string | null): value is ClinicInboxStatus =>
  (CLINIC_INBOX_STATUSES as readonly (string | null)[]).includes(value);

/**
 * /clinic (docs/product-rules.md#referral-inbox): the referrals routed to this clinic, newest first.
 * The filter and page live in the address, so a reload or Back keeps them.
 */
function ReferralInbox() {
  const filterId = useId();
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = isInboxStatus(rawStatus) ? rawStatus : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const inbox = useQuery(clinicInboxQuery(page, status));
  const show = (next: { status?: string | null; page?: number }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status === undefined ? status : next.status;
    if (nextStatus) query.set('status', nextStatus);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query, { replace: true });
  };
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10 sm:px-6">
      <PageTitle title="Referral inbox" />
      <div className="grid gap-2">
        <h1 className="text-4xl font-extrabold">Referral inbox</h1>
        <p className="text-muted-ink">
          Pet owners PawSmile referred to your clinic. Open one to see the owner’s contact details and, when
          they shared it, their scan; then record when you have contacted them, booked a visit or seen the
          pet.
        </p>
      </div>
      <div className="grid gap-1.5 sm:max-w-xs">
        <label htmlFor={filterId} className="text-sm font-semibold">
          Status
        </label>
        <select
          id={filterId}
          value={status ?? ''}
          onChange={(event) => show({ status: event.target.value || null, page: 1 })}
          className="h-11 rounded-xl border border-field-line bg-white px-3 text-base sm:text-sm"
        >
          <option value="">All referrals</option>
          {CLINIC_INBOX_STATUSES.map((value) => (
            <option key={value} value={value}>
              {REFERRAL_STATUS_LABEL[value]}
            </option>
          ))}
        </select>
      </div>
      {inbox.isPending ? (
        <Spinner label="Loading referrals…" />
      ) : inbox.isError ? (
        <FormMessage>We could not load your referrals. Please reload the page.</FormMessage>
      ) : (
        <>
          <InboxList items={inbox.data.items} isFiltered={status !== null} />
          <PageNav
            label="Referral pages"
            page={inbox.data.page}
            pages={pageCount(inbox.data.total, CLINIC_INBOX_PAGE_SIZE)}
            onPageChange={(next) => show({ page: next })}
          />
        </>
      )}
    </div>
  );
}
