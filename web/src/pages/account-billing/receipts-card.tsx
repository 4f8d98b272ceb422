import { Link } from 'react-router';
import { cardLabel } from '#common/card-label.ts';
import type { TReceipt, TRefundReason } from '#common/contracts/billing.ts';
import { formatCents } from '#common/plans.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { formatDate } from '#web/lib/format-date.ts';

/** Why a refund was made, when it is not the plain "you or an admin asked for it". */
const REFUND_NOTES: Partial<Record<TRefundReason, string>> = {
  replaced_checkout: 'It arrived after you started a new checkout, so we refunded it at once.',
  guarantee: 'Refunded under the 30-day money-back guarantee.',
  plan_ended:
    'Your plan ended early with an earlier refund, so this payment for the time after was refunded too.',
};

/** Payment history: every Plus payment, newest first, with refunds marked and a printable receipt each. */
export function ReceiptsCard({ receipts }: { receipts: TReceipt[] }) {
  return (
    <Card role="region" aria-labelledby="receipts-title">
      <CardHeader>
        <CardTitle id="receipts-title">Payment history</CardTitle>
      </CardHeader>
      <CardContent>
        {receipts.length === 0 ? (
          <p className="text-sm text-muted-ink">No payments yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-muted-ink">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Date
                  </th>
                  <th scope="col" className="hidden py-2 pr-4 font-semibold sm:table-cell">
                    Description
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-semibold">
                    Amount
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Status
                  </th>
                  <th scope="col" className="hidden py-2 font-semibold sm:table-cell">
                    <span className="sr-only">Receipt</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {receipts.map((receipt) => (
                  <tr key={receipt.id} className="border-t border-line align-top">
                    <td className="py-2.5 pr-4 whitespace-nowrap">
                      {formatDate(receipt.paidAt)}
                      {/* On a phone the receipt link sits under the date: a fifth column would scroll out of view. */}
                      <ReceiptLink receipt={receipt} className="mt-1 block sm:hidden" />
                    </td>
                    <td className="hidden py-2.5 pr-4 sm:table-cell">
                      Plus, {receipt.interval}
                      <span className="block text-xs text-muted-ink">
                        {cardLabel({ brand: receipt.cardBrand, last4: receipt.cardLast4 })}
                      </span>
                    </td>
                    <td className="py-2.5 pr-4 text-right tabular-nums">
                      {formatCents(receipt.amountCents, receipt.currency)}
                    </td>
                    <td className="py-2.5 pr-4">
                      {receipt.refundedAt ? (
                        <>
                          <Badge tone="neutral">Refunded {formatDate(receipt.refundedAt)}</Badge>
                          {receipt.refundReason && REFUND_NOTES[receipt.refundReason] ? (
                            <p className="mt-1 text-xs text-muted-ink">
                              {REFUND_NOTES[receipt.refundReason]}
                            </p>
                          ) : null}
                        </>
                      ) : (
                        <Badge tone="healthy">Paid</Badge>
                      )}
                    </td>
                    <td className="hidden py-2.5 sm:table-cell">
                      <ReceiptLink receipt={receipt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function ReceiptLink({
  receipt,
  className = '',
}: {
  receipt: { id: string; paidAt: string };
  className?: string;
}) {
  return (
    <Link
      to={`/account/billing/receipts/${receipt.id}`}
      className={`font-semibold whitespace-nowrap text-brand-700 underline ${className}`}
      aria-label={`Receipt for ${formatDate(receipt.paidAt)}`}
    >
      Receipt
    </Link>
  );
}
