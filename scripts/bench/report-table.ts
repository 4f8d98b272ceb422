/** The bench's one table: every figure with the goal it is read against (docs/performance.md). */
export interface BenchRow {
  area: string;
  figure: string;
  value: string;
  goal?: string;
}

export function formatTable(rows: BenchRow[]): string {
  const headers: BenchRow = { area: 'area', figure: 'figure', value: 'value', goal: 'goal' };
  const all = [headers, ...rows];
  const width = (key: keyof BenchRow) => Math.max(...all.map((row) => (row[key] ?? '').length));
  const widths = { area: width('area'), figure: width('figure'), value: width('value') };
  const line = (row: BenchRow) =>
    [
      row.area.padEnd(widths.area),
      row.figure.padEnd(widths.figure),
      row.value.padStart(widths.value),
      row.goal ?? '',
    ]
      .join('  ')
      .trimEnd();
  const rule = '-'.repeat(line(headers).length + 12);
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

export function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
