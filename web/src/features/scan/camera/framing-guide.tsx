import { cn } from '#web/lib/cn.ts';

const GUM_Y = 100;
const LEFT = 34;
/** Side view, front of the mouth on the left: the long canine, then premolars and molars. */
const TEETH = [
  { width: 40, depth: 86, isCanine: true },
  { width: 36, depth: 44, isCanine: false },
  { width: 40, depth: 46, isCanine: false },
  { width: 44, depth: 50, isCanine: false },
  { width: 58, depth: 54, isCanine: false },
  { width: 50, depth: 48, isCanine: false },
];
const STARTS = TEETH.reduce<number[]>((starts, _tooth, i) => {
  starts.push(i === 0 ? LEFT : (starts[i - 1] ?? LEFT) + (TEETH[i - 1]?.width ?? 0));
  return starts;
}, []);

/** One gum arch over each tooth, dipping between teeth where the gum points down (papillae). */
const GUM_LINE = TEETH.map(({ width }, i) => {
  const x = STARTS[i] ?? LEFT;
  return `${i === 0 ? `M${x} ${GUM_Y}` : ''} Q${x + width / 2} ${GUM_Y - 30} ${x + width} ${GUM_Y}`;
}).join(' ');

/** The canine is one long point; the cheek teeth have a pointed cusp and a flatter crown. */
const TEETH_PATHS = TEETH.map(({ width, depth, isCanine }, i) => {
  const x = STARTS[i] ?? LEFT;
  return isCanine
    ? `M${x + 4} ${GUM_Y - 4} Q${x + 6} ${GUM_Y + depth * 0.6} ${x + width / 2} ${GUM_Y + depth} Q${x + width - 6} ${GUM_Y + depth * 0.6} ${x + width - 4} ${GUM_Y - 4}`
    : `M${x + 4} ${GUM_Y - 4} L${x + 6} ${GUM_Y + depth * 0.6} L${x + width / 2} ${GUM_Y + depth} L${x + width - 6} ${GUM_Y + depth * 0.6} L${x + width - 4} ${GUM_Y - 4}`;
});

/**
 * Where the mouth should sit in the viewfinder, seen from the side: the lifted lip at the top,
 * the gum line across the middle, the canine and the back teeth under it. Decorative apart
 * from its two labels: the dialog's description says it all in words.
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
      <text x="174" y="14" fill="currentColor" fontSize="13" fontWeight="700">
        lift the lip
      </text>
      {TEETH_PATHS.map((d) => (
        <path key={d} d={d} stroke="currentColor" strokeOpacity="0.8" strokeWidth="2" />
      ))}
      <path d={GUM_LINE} stroke="#fda4af" strokeWidth="5" />
      <text x="296" y="70" textAnchor="end" fill="currentColor" fontSize="14" fontWeight="700">
        gum line
      </text>
      <text
        x={LEFT + 20}
        y={GUM_Y + 104}
        textAnchor="middle"
        fill="currentColor"
        fontSize="13"
        fontWeight="700"
      >
        canine
      </text>
      <text x="230" y={GUM_Y + 76} textAnchor="middle" fill="currentColor" fontSize="13" fontWeight="700">
        back teeth
      </text>
    </svg>
  );
}
