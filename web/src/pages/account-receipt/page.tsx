import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer, ReceiptText } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PRODUCT_NAME } from '#common/brand.ts';
import { cardLabel } from '#common/card-label.ts';
import type { TReceiptDocument } from '#common/contracts/billing.ts';
import { formatCents, PLANS } from '#common/plans.ts';
import { receiptQuery } from '#web/api/billing.queries.ts';
import { DeadEndPage } from '#web/components/dead-end-page.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { useToastsAtBottomOnPhone } from '#web/components/ui/toast-placement.ts';
import { formatDate } from '#web/lib/format-date.ts';

/**
 * /account/billing/receipts/:paymentId: one payment's receipt, printable (the browser's print dialog
 * makes the PDF; styles.css keeps site chrome off paper). Our business details come from config.
 */
export function AccountReceiptPage() {
  const { paymentId = '' } = useParams();
  const { data, isPending, isError } = useQuery(receiptQuery(paymentId));
  // A toast from the Billing page (a payment, a refund) would otherwise cover "Back to billing".
  useToastsAtBottomOnPhone();
  return (
    <div className="mx-auto grid max-w-2xl grid-cols-1 gap-5 px-4 py-8 sm:px-6 sm:py-10 print:max-w-none print:p-0">
      <PageTitle title={data ? `Receipt ${data.receipt.number}` : 'Receipt'} />
      <div data-print-hidden className="flex flex-wrap items-center justify-between gap-3">
        <Button asChild variant="ghost" size="sm">
          <Link to="/account/billing">
            <ArrowLeft aria-hidden="true" />
            Back to billing
          </Link>
        </Button>
        {data ? (
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print or save as PDF
          </Button>
        ) : null}
      </div>
      {isPending ? <PageSpinner label="Loading the receipt…" /> : null}
      {isError ? (
        <DeadEndPage title="Receipt not found" icon={ReceiptText}>
          This receipt is not on your account.
        </DeadEndPage>
      ) : null}
      {data ? <ReceiptDocument document={data} /> : null}
    </div>
  );
}

function ReceiptDocument({ document }: { document: TReceiptDocument }) {
  const { receipt, seller, customer } = document;
  const amount = formatCents(receipt.amountCents, receipt.currency);
  const rows: [string, string][] = [
    ['Receipt number', receipt.number],
    ['Date paid', formatDate(receipt.paidAt)],
    ['Plan', `${PRODUCT_NAME} ${PLANS.plus.name}, ${receipt.interval}`],
    ['Period', `${formatDate(receipt.periodStart)} to ${formatDate(receipt.periodEnd)}`],
    ['Paid with', cardLabel({ brand: receipt.cardBrand, last4: receipt.cardLast4 })],
  ];
  return (
    <article
      data-print-report
      aria-labelledby="receipt-title"
      className="grid gap-6 rounded-2xl border border-line bg-white p-5 sm:p-8 print:border-0 print:p-0"
    >
      {/* Stacked and left-aligned on a phone: wrapped beside the title, the seller's right-aligned
          lines hung on the far edge under it. */}
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 id="receipt-title" className="text-3xl font-extrabold">
            Receipt
          </h1>
          <p className="mt-1 text-sm text-muted-ink">{receipt.number}</p>
        </div>
        <address className="text-sm not-italic sm:text-right" aria-label="Paid to">
          <span className="font-bold">{seller.name}</span>
          {seller.addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
          <span className="block">{seller.email}</span>
          {seller.taxId ? <span className="block">Tax ID: {seller.taxId}</span> : null}
        </address>
      </header>
      <section aria-label="Billed to" className="text-sm">
        <p className="font-semibold text-muted-ink">Billed to</p>
        {customer.name ? <p>{customer.name}</p> : null}
        {customer.email ? <p>{customer.email}</p> : null}
      </section>
      <dl className="grid grid-cols-[9rem_1fr] gap-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-muted-ink">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="flex items-baseline justify-between border-t border-line pt-4 text-lg font-bold">
        <span>Amount paid</span>
        <span data-testid="receipt-amount" className="tabular-nums">
          {amount}
        </span>
      </p>
      {receipt.refundedAt ? (
        <p className="rounded-xl bg-sand/60 p-3 text-sm" data-testid="receipt-refund">
          Refunded in full on {formatDate(receipt.refundedAt)}.
        </p>
      ) : null}
    </article>
  );
}
