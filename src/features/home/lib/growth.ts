import { formatPercent } from './format';

/** none: there was nothing in the previous period to compare with. */
export type GrowthTrend = 'up' | 'down' | 'flat' | 'none';

export function growthTrend(growth: number | null): GrowthTrend {
  if (growth === null || !Number.isFinite(growth)) return 'none';
  if (growth > 0) return 'up';
  if (growth < 0) return 'down';
  return 'flat';
}

export interface GrowthDisplay {
  trend: GrowthTrend;
  /** What is drawn: "▲ 12.5%". Screen readers get the sentence instead (home:growth.<trend>). */
  symbol: string;
  value: string;
  /** A semantic colour token. */
  colour: string;
}

const SYMBOLS: Record<GrowthTrend, string> = { up: '▲', down: '▼', flat: '▬', none: '—' };
const COLOURS: Record<GrowthTrend, string> = {
  up: 'fg.success',
  down: 'fg.error',
  flat: 'fg.muted',
  none: 'fg.muted',
};

export function growthDisplay(growth: number | null): GrowthDisplay {
  const trend = growthTrend(growth);
  return {
    trend,
    symbol: SYMBOLS[trend],
    value: trend === 'none' ? '' : formatPercent(Math.abs(growth ?? 0)),
    colour: COLOURS[trend],
  };
}
