import type { TReferralHistoryItem } from '#common/contracts/referrals.ts';
import { REFERRAL_STATUS_LABEL } from '#web/components/clinic/referral-badges.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';

/** Every move on the referral, oldest first: the admin's routing and the clinic's own steps. */
export function ReferralHistory({ history }: { history: TReferralHistoryItem[] }) {
  return (
    <Card role="region" aria-labelledby="referral-history-title" className="grid gap-3 p-5">
      <h2 id="referral-history-title" className="text-xl font-bold">
        History
      </h2>
      <ol className="grid gap-3 text-sm">
        {history.map((item) => (
          <li key={item.id} className="grid gap-0.5 border-l-2 border-brand-200 pl-3">
            <span className="font-semibold">
              {item.fromStatus ? `${REFERRAL_STATUS_LABEL[item.fromStatus]} → ` : ''}
              {REFERRAL_STATUS_LABEL[item.toStatus]}
            </span>
            <span className="text-muted-ink">
              {item.changedBy}, {formatDateTime(item.createdAt)}
            </span>
            {item.note ? <span className="break-words">{item.note}</span> : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}
