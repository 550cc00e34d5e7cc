/**
 * P values in powers of ten ("p = 6x10−5", "P = 5.36 x 10-5", "p = 2 × 10−3") under AMA style,
 * which writes P as a decimal with nothing below .001. Only reported values ("=") are rewritten:
 * a bound in a power of ten ("P < 5 × 10−8") is usually a threshold the authors set.
 */
import { amaPrecision } from './precision.ts';

export interface PowerEdit {
  start: number;
  end: number;
  correction: string;
  reason: string;
}

const POWER =
  /(?<![\p{L}\d])([Pp])((?:[- ]?values?)?)(\s*)=(\s*)([1-9])(?:[.·](\d+))?\s*[x×]\s*10\s*[−–-](\d{1,3})(?!\d|[.·]\d)/gu;

/** Any one space character already separates: it is kept (as for decimal P values). */
function spaced(written: string): string {
  return /^\s$/u.test(written) && written !== '\t' ? written : ' ';
}

export function amaPowerEdits(text: string): PowerEdit[] {
  const out: PowerEdit[] = [];
  for (const m of text.matchAll(POWER)) {
    const [written, , words, before, after, lead, rest, power] = m as unknown as string[];
    const exponent = Number(power);
    if (exponent < 1) continue;
    // Below .001 (10−4 and smaller): "P < .001", however many zeros the power stands for.
    const below = exponent >= 4;
    // 2 × 10−3 is .002: the mantissa's digits after exponent − 1 zeros.
    const digits = `${'0'.repeat(exponent - 1)}${lead}${rest ?? ''}`.replace(/0+$/, '') || '0';
    const precise = below
      ? { sign: '<', digits: '001', reason: 'It is below .001, which AMA reports as "P < .001".' }
      : (amaPrecision('=', digits) ?? { sign: '=', digits, reason: '' });
    const correction = `P${words}${spaced(before!)}${precise.sign}${spaced(after!)}.${precise.digits}`;
    out.push({
      start: m.index,
      end: m.index + written!.length,
      correction,
      reason: `AMA style writes P values as decimals, not powers of 10.${precise.reason ? ` ${precise.reason}` : ''}`,
    });
  }
  return out;
}
