import { Link } from 'react-router';
import { PRODUCT_NAME } from '#common/brand.ts';
import { cn } from '#web/lib/cn.ts';
import { PAW_MARK } from '#web/pwa/paw-mark.ts';

export function LogoMark({ className }: { className?: string }) {
  const { viewBox, cornerRadius, palm, toes, smile } = PAW_MARK;
  return (
    <svg viewBox={`0 0 ${viewBox} ${viewBox}`} aria-hidden="true" className={cn('size-9', className)}>
      <rect width={viewBox} height={viewBox} rx={cornerRadius} className="fill-brand-700" />
      <g className="fill-paper">
        <ellipse {...palm} />
        {toes.map((toe) => (
          <circle key={`${toe.cx}-${toe.cy}`} {...toe} />
        ))}
      </g>
      <path
        d={smile.d}
        className="stroke-coral-500"
        strokeWidth={smile.strokeWidth}
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
