/** Card networks as payment providers name them, as a receipt prints them. */
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** "Visa ending 4242"; "Card ending 4242" for a network we do not name; "your card" when unknown. */
export function cardLabel(card: { brand: string | null; last4: string | null }): string {
  if (!card.last4) return 'your card';
  const brand = card.brand ? (BRAND_NAMES[card.brand.toLowerCase()] ?? 'Card') : 'Card';
  return `${brand} ending ${card.last4}`;
}
