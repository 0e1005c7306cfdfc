import type { Comparison, Round } from './load';

/** One line of the results table: what was measured, the product's figure, its baseline, the ratio and the goal. */
export interface Row {
  what: string;
  product: string;
  baseline?: string;
  ratio?: string;
  goal?: string;
  /** Whether the goal is met; undefined when there is no goal. */
  met?: boolean;
}

const thousands = (value: number) => Math.round(value).toLocaleString('en-US');

/** `1,224 req/s, p99 193 ms, 412 µs CPU/req` */
export function formatRound(round: Round): string {
  const cpu = round.cpuUs === undefined ? '' : `, ${thousands(round.cpuUs)} µs CPU/req`;
  return `${thousands(round.rps)} req/s, p99 ${thousands(round.p99)} ms${cpu}`;
}

/** A row for a product figure beside its baseline, with a minimum ratio as the goal. */
export function comparisonRow(what: string, comparison: Comparison, minRatio: number, baselineLabel = ''): Row {
  return {
    what,
    product: formatRound(comparison.product),
    baseline: `${baselineLabel}${formatRound(comparison.baseline)}`,
    ratio:
      comparison.cpuRatio === undefined
        ? comparison.ratio.toFixed(2)
        : `${comparison.ratio.toFixed(2)} (CPU ${comparison.cpuRatio.toFixed(2)})`,
    goal: `≥ ${minRatio}`,
    met: comparison.ratio >= minRatio,
  };
}

export function markdownTable(rows: Row[]): string {
  const cell = (value: string | undefined) => (value ?? '—').replace(/\|/g, '\\|');
  const lines = ['| what | the portal | bare baseline, same run | ratio | goal | met |', '|---|---|---|---|---|---|'];
  for (const row of rows) {
    const met = row.met === undefined ? '—' : row.met ? 'yes' : '**no**';
    lines.push(
      `| ${cell(row.what)} | ${cell(row.product)} | ${cell(row.baseline)} | ${cell(row.ratio)} | ${cell(row.goal)} | ${met} |`,
    );
  }
  return lines.join('\n');
}
