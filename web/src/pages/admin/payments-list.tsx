import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { paymentsQuery, useRefundPaymentMutation } from '#web/api/admin.queries.ts';
import { isApiError } from '#web/api/client.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmailAddress } from '#web/components/ui/email-address.tsx';
import { PageNav, pageCount } from '#web/components/ui/page-nav.tsx';
import { toast } from '#web/hooks/use-toast.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { dollars } from './money.ts';
import { RefundConfirmation } from './refund-confirmation.tsx';

/** Recent payments; a refund is offered within the 30-day money-back guarantee, after a confirmation. */
export function PaymentsList() {
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<string | null>(null);
  const payments = useQuery(paymentsQuery(page));
  const refund = useRefundPaymentMutation();
  const data = payments.data;
  const pages = data ? pageCount(data.total, data.limit) : 1;
  if (!data || data.items.length === 0) return null;
  return (
    <section aria-labelledby="payments-title" className="grid gap-2">
      <h3 id="payments-title" className="font-bold">
        Payments
      </h3>
      <ul className="grid gap-2">
        {data.items.map((payment) => (
          <li
            key={payment.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line bg-white p-3 text-sm"
          >
            <span>
              <span className="font-semibold">{dollars(payment.amountCents)}</span> {payment.interval} ·{' '}
              {payment.userEmail ? <EmailAddress email={payment.userEmail} /> : 'deleted account'}
              <span className="block text-muted-ink">
                Paid {formatDate(payment.paidAt)}
                {payment.refundedAt ? ` · refunded ${formatDate(payment.refundedAt)}` : ''}
              </span>
            </span>
            {payment.isRefundable ? (
              confirming === payment.id ? (
                <RefundConfirmation
                  payment={payment}
                  isRefunding={refund.isPending}
                  onKeep={() => setConfirming(null)}
                  onRefund={() =>
                    refund.mutate(payment.id, {
                      onSuccess: () => {
                        setConfirming(null);
                        toast({ title: 'Payment refunded', variant: 'success' });
                      },
                      onError: (error) =>
                        toast({
                          title: 'Refund failed',
                          description: isApiError(error) ? error.userMessage : 'Please try again.',
                          variant: 'error',
                        }),
                    })
                  }
                />
              ) : (
                <Button size="sm" variant="outline" onClick={() => setConfirming(payment.id)}>
                  Refund
                </Button>
              )
            ) : null}
          </li>
        ))}
      </ul>
      <PageNav label="Payment pages" page={page} pages={pages} onPageChange={setPage} />
    </section>
  );
}
