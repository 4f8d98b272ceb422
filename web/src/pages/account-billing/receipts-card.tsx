import type { TReceipt } from '#common/contracts/billing.ts';
import { formatCents, MONEY_BACK_DAYS } from '#common/plans.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { formatDate } from '#web/lib/format-date.ts';

/** Payment history: every Plus payment, newest first, with refunds marked. */
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
                  <th scope="col" className="py-2 font-semibold">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {receipts.map((receipt) => (
                  <tr key={receipt.id} className="border-t border-line">
                    <td className="py-2.5 pr-4 whitespace-nowrap">{formatDate(receipt.paidAt)}</td>
                    <td className="hidden py-2.5 pr-4 sm:table-cell">Plus, {receipt.interval}</td>
                    <td className="py-2.5 pr-4 text-right tabular-nums">
                      {formatCents(receipt.amountCents, receipt.currency)}
                    </td>
                    <td className="py-2.5">
                      {receipt.refundedAt ? (
                        <>
                          <Badge tone="neutral">Refunded {formatDate(receipt.refundedAt)}</Badge>
                          {receipt.refundReason === 'replaced_checkout' ? (
                            <p className="mt-1 text-xs text-muted-ink">
                              It arrived after you started a new checkout, so we refunded it at once.
                            </p>
                          ) : null}
                        </>
                      ) : (
                        <Badge tone="healthy">Paid</Badge>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="mt-4 text-xs text-muted-ink">
          {MONEY_BACK_DAYS}-day money-back guarantee: ask within {MONEY_BACK_DAYS} days of a payment and we
          refund it in full (see the terms).
        </p>
      </CardContent>
    </Card>
  );
}
