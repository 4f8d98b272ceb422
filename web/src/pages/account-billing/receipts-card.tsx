import { Link } from 'react-router';
import { cardLabel } from '#common/card-label.ts';
import type { TReceipt, TRefundReason } from '#common/contracts/billing.ts';
import { formatCents } from '#common/plans.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#web/components/ui/table.tsx';
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
          <Table layout="stack" className="max-md:[&_td]:px-0">
            <TableHeader>
              <TableRow>
                <TableHead className="pl-0">Date</TableHead>
                <TableHead>Description</TableHead>
                <TableHead className="text-right">Amount</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="pr-0">
                  <span className="sr-only">Receipt</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {receipts.map((receipt) => (
                <TableRow key={receipt.id}>
                  <TableCell label="Date" className="whitespace-nowrap md:pl-0">
                    {formatDate(receipt.paidAt)}
                  </TableCell>
                  <TableCell label="Description">
                    Plus, {receipt.interval}
                    <span className="block text-xs text-muted-ink">
                      {cardLabel({ brand: receipt.cardBrand, last4: receipt.cardLast4 })}
                    </span>
                  </TableCell>
                  <TableCell label="Amount" className="tabular-nums md:text-right">
                    {formatCents(receipt.amountCents, receipt.currency)}
                  </TableCell>
                  <TableCell label="Status">
                    {receipt.refundedAt ? (
                      <>
                        <Badge tone="neutral">Refunded {formatDate(receipt.refundedAt)}</Badge>
                        {receipt.refundReason && REFUND_NOTES[receipt.refundReason] ? (
                          <p className="mt-1 text-xs text-muted-ink">{REFUND_NOTES[receipt.refundReason]}</p>
                        ) : null}
                      </>
                    ) : (
                      <Badge tone="healthy">Paid</Badge>
                    )}
                  </TableCell>
                  <TableCell className="md:pr-0">
                    <ReceiptLink receipt={receipt} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

function ReceiptLink({ receipt }: { receipt: { id: string; paidAt: string } }) {
  return (
    <Link
      to={`/account/billing/receipts/${receipt.id}`}
      className="font-semibold whitespace-nowrap text-brand-700 underline"
      aria-label={`Receipt for ${formatDate(receipt.paidAt)}`}
    >
      Receipt
    </Link>
  );
}
