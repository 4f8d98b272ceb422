import { cn } from '#web/lib/cn.ts';

const TEETH = 6;
const LEFT = 34;
const TOOTH_WIDTH = 42;
const GUM_Y = 100;

/** One gum arch over each tooth, dipping between teeth where the gum points down (papillae). */
const GUM_LINE = Array.from({ length: TEETH }, (_, i) => {
  const x = LEFT + i * TOOTH_WIDTH;
  return `${i === 0 ? `M${x} ${GUM_Y}` : ''} Q${x + TOOTH_WIDTH / 2} ${GUM_Y - 34} ${x + TOOTH_WIDTH} ${GUM_Y}`;
}).join(' ');

/** Side teeth hanging from the gum line, each with a pointed cusp. */
const TEETH_PATHS = Array.from({ length: TEETH }, (_, i) => {
  const x = LEFT + i * TOOTH_WIDTH;
  return `M${x + 4} ${GUM_Y - 4} L${x + 6} ${GUM_Y + 48} Q${x + TOOTH_WIDTH / 2} ${GUM_Y + 84} ${x + TOOTH_WIDTH - 6} ${GUM_Y + 48} L${x + TOOTH_WIDTH - 4} ${GUM_Y - 4}`;
});

/**
 * Where the mouth should sit in the viewfinder: the lifted lip at the top, the gum line across
 * the middle, the side teeth under it. Decorative: the dialog's description says it in words.
 */
export function FramingGuide({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      data-testid="camera-framing-guide"
      viewBox="0 0 320 220"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn(
        'pointer-events-none absolute inset-x-[6%] top-1/2 w-[88%] -translate-y-1/2 text-white drop-shadow-[0_1px_2px_rgb(0_0_0/0.8)]',
        className,
      )}
    >
      {/* The lifted lip, with an arrow up: lift it clear of the gum line. */}
      <path d="M24 38 Q160 4 296 38" stroke="currentColor" strokeWidth="3" strokeDasharray="8 7" />
      <path d="M160 44 V20 M151 29 L160 20 L169 29" stroke="currentColor" strokeWidth="3" />
      {TEETH_PATHS.map((d) => (
        <path key={d} d={d} stroke="currentColor" strokeOpacity="0.75" strokeWidth="2" />
      ))}
      <path d={GUM_LINE} stroke="#fda4af" strokeWidth="5" />
      <text x="296" y="68" textAnchor="end" fill="currentColor" fontSize="14" fontWeight="700">
        gum line
      </text>
    </svg>
  );
}
