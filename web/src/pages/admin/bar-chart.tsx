interface Bar {
  label: string;
  value: number;
}

/**
 * A plain SVG column chart: one bar per item, the largest fills the height; labels come from the
 * caller. The first and last labels are HTML under the chart, so they keep their size when the
 * chart is scaled down to a phone's width.
 */
export function BarChart({ bars, title }: { bars: Bar[]; title: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const width = 600;
  const height = 160;
  const gap = 2;
  const barWidth = Math.max(1, width / Math.max(1, bars.length) - gap);
  const first = bars[0];
  const last = bars.at(-1);
  return (
    <figure className="grid gap-1">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title} className="h-auto w-full">
        {bars.map((bar, index) => {
          const h = (bar.value / max) * height;
          const x = index * (barWidth + gap);
          return (
            <rect
              key={bar.label}
              x={x}
              y={height - h}
              width={barWidth}
              height={Math.max(h, bar.value > 0 ? 1 : 0)}
              rx={2}
              className="fill-brand-600"
            >
              <title>{`${bar.label}: ${bar.value}`}</title>
            </rect>
          );
        })}
        <line x1={0} x2={width} y1={height} y2={height} className="stroke-line" />
      </svg>
      {first && last ? (
        <figcaption className="flex justify-between text-muted-ink text-xs" aria-hidden="true">
          <span>{first.label}</span>
          {last !== first ? <span>{last.label}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
