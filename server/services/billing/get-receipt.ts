import type { TReceiptDocument } from '#common/contracts/billing.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { findPaymentById } from '#server/db/repositories/billing.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { toReceipt } from './to-receipt.ts';

/**
 * GET /api/billing/receipts/:id: the printable receipt of one of the member's own payments (another
 * member's answers 404, as a payment that does not exist), with our business details from config.
 */
export async function getReceipt(options: {
  db: Db;
  config: Pick<Config, 'business'>;
  user: UserRow;
  paymentId: string;
}): Promise<TReceiptDocument> {
  const payment = await findPaymentById(options.db, options.paymentId);
  if (!payment || payment.user_id !== options.user.id) throw new AppError('NOT_FOUND', 'Receipt not found.');
  const { business } = options.config;
  const name = [options.user.first_name, options.user.last_name].filter(Boolean).join(' ');
  return {
    receipt: toReceipt(payment),
    seller: {
      name: business.name,
      addressLines: business.addressLines,
      email: business.email,
      taxId: business.taxId ?? null,
    },
    customer: { name: name || null, email: options.user.email },
  };
}
