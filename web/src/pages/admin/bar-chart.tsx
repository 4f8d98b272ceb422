interface Bar {
  label: string;
  value: number;
}

/** A plain SVG column chart: one bar per item, the largest fills the height; labels come from the caller. */
export function BarChart({ bars, title }: { bars: Bar[]; title: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const width = 600;
  const height = 160;
  const gap = 2;
  const barWidth = Math.max(1, width / Math.max(1, bars.length) - gap);
  return (
    <svg viewBox={`0 0 ${width} ${height + 20}`} role="img" aria-label={title} className="h-auto w-full">
      {bars.map((bar, index) => {
        const h = (bar.value / max) * height;
        const x = index * (barWidth + gap);
        return (
          <g key={bar.label}>
            <rect
              x={x}
              y={height - h}
              width={barWidth}
              height={Math.max(h, bar.value > 0 ? 1 : 0)}
              rx={2}
              className="fill-brand-600"
            >
              <title>{`${bar.label}: ${bar.value}`}</title>
            </rect>
            {index === 0 || index === bars.length - 1 ? (
              <text
                x={index === 0 ? 0 : width}
                y={height + 15}
                textAnchor={index === 0 ? 'start' : 'end'}
                className="fill-muted-ink text-[11px]"
              >
                {bar.label}
              </text>
            ) : null}
          </g>
        );
      })}
      <line x1={0} x2={width} y1={height} y2={height} className="stroke-line" />
    </svg>
  );
}
