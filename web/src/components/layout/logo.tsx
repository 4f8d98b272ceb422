import { Link } from 'react-router';
import { PRODUCT_NAME } from '#common/brand.ts';
import { cn } from '#web/lib/cn.ts';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-9', className)}>
      <rect width="64" height="64" rx="18" className="fill-brand-700" />
      <g className="fill-paper">
        <ellipse cx="32" cy="40" rx="11" ry="9" />
        <circle cx="18" cy="27" r="5" />
        <circle cx="27" cy="19" r="5" />
        <circle cx="37" cy="19" r="5" />
        <circle cx="46" cy="27" r="5" />
      </g>
      <path
        d="M26 41c3 3 9 3 12 0"
        className="stroke-coral-500"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

export function Logo({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-2 rounded-lg font-display text-xl font-extrabold',
        className,
      )}
    >
      <LogoMark />
      <span>
        {PRODUCT_NAME.slice(0, 3)}
        <span className="text-brand-700">{PRODUCT_NAME.slice(3)}</span>
      </span>
    </Link>
  );
}
