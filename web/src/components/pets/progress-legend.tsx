/** The two series' looks, shared by the chart's lines and its legend. */
export const GUM_COLOUR = '#b45309';
export const TARTAR_COLOUR = '#1d4ed8';
/** Tartar is dashed, so the two series read apart without colour and both show where they meet. */
export const TARTAR_DASH = '7 4';

/** The progress chart's legend, each entry a sample of its line and point. */
export function ProgressLegend() {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm" aria-label="Legend">
      <li className="flex items-center gap-2">
        <svg aria-hidden="true" width={28} height={12} className="shrink-0">
          <line x1={0} x2={28} y1={6} y2={6} stroke={GUM_COLOUR} strokeWidth={2.5} />
          <circle cx={14} cy={6} r={4} fill={GUM_COLOUR} />
        </svg>
        Gum inflammation
      </li>
      <li className="flex items-center gap-2">
        <svg aria-hidden="true" width={28} height={12} className="shrink-0">
          <line
            x1={0}
            x2={28}
            y1={6}
            y2={6}
            stroke={TARTAR_COLOUR}
            strokeWidth={2.5}
            strokeDasharray={TARTAR_DASH}
          />
          <rect x={8.5} y={0.5} width={11} height={11} fill={TARTAR_COLOUR} />
        </svg>
        Tartar
      </li>
    </ul>
  );
}
