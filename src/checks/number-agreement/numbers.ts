/** Reading numbers as writers write them: "1,473", "37·5", "−0.12", "37.5%". */

/** A number with its decimals as written (so the rounding tolerance follows what was stated). */
export interface Stated {
  value: number;
  decimals: number;
  text: string;
}

export const NUM = String.raw`[−-]?\d{1,3}(?:,\d{3})+(?:[.·]\d+)?|[−-]?\d+(?:[.·]\d+)?`;

export function parseNumber(text: string): Stated | null {
  const clean = text
    .replace(/,(?=\d{3}\b)/g, '')
    .replace('·', '.')
    .replace('−', '-');
  if (!/^-?\d+(?:\.\d+)?$/.test(clean)) return null;
  const dot = clean.indexOf('.');
  return { value: Number(clean), decimals: dot === -1 ? 0 : clean.length - dot - 1, text };
}

/** Half a unit of the last decimal stated: 38% → ±0.5, 37.5% → ±0.05. */
export function roundingTolerance(decimals: number): number {
  return 0.5 * 10 ** -decimals;
}

export function formatNumber(value: number, decimals: number): string {
  return value.toFixed(decimals);
}
