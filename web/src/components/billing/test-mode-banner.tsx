import { FlaskConical } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

/**
 * Shown on every payment screen while the built-in test provider runs: nothing is charged, and
 * only the test card numbers work (docs/product-rules.md#billing).
 */
export function TestModeBanner({ className }: { className?: string }) {
  return (
    <div
      role="note"
      aria-label="Test mode"
      className={cn(
        'flex items-start gap-3 rounded-xl border-2 border-yellow-500 bg-yellow-200 px-4 py-3 text-sm text-yellow-950',
        className,
      )}
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        <strong className="font-extrabold tracking-wide">TEST MODE</strong>: payments run on the built-in test
        provider. No real card is charged and only the test card numbers below work.
      </p>
    </div>
  );
}

/** The test cards and what each does, as the test provider implements them. */
export function TestCardHint() {
  return (
    <div className="rounded-xl border border-line bg-sand/60 p-4 text-sm">
      <p className="font-semibold">Test cards (any future expiry date, any 3-digit security code)</p>
      <ul className="mt-2 grid gap-1 text-muted-ink">
        <li>
          <code className="font-mono text-ink">4242 4242 4242 4242</code>: payment succeeds
        </li>
        <li>
          <code className="font-mono text-ink">4000 0025 0000 3155</code>: asks for authentication, then
          succeeds
        </li>
        <li>
          <code className="font-mono text-ink">4000 0000 0000 0002</code>: card declined
        </li>
      </ul>
    </div>
  );
}
