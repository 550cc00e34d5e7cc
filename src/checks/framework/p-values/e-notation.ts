/**
 * P values in a spreadsheet's e-notation ("P = <2.232-e05", "p = 3.1e-4", "P < 1E-10"): the
 * exponent is negative (a P value is below 1). AMA (no leading zero) writes them as decimals with
 * nothing below .001; the other styles as a power of ten, "2·232 × 10⁻⁵", in the journal's letter
 * and decimal mark. A doubled sign ("= <") is the bound it states.
 */
import { amaPrecision } from './precision.ts';

export interface ENotationEdit {
  start: number;
  end: number;
  correction: string;
  reason: string;
}

const E_NOTATION =
  /(?<![\p{L}\d])([Pp])(?:[- ]?values?)?\s*(=\s*<|<=|<|=|≤)\s*(\d)(?:[.·](\d+))?\s*(?:-\s*[eE]\s*-?|[eE]\s*-)\s*0*(\d{1,3})(?![\d.·])/gu;

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

function superscript(n: number): string {
  return [...String(n)].map((d) => SUPERSCRIPT[Number(d)]).join('');
}

export function eNotationEdits(
  text: string,
  letter: 'P' | 'p',
  ama: boolean,
  decimalMark: string,
  capitalAt: (index: number) => boolean,
): ENotationEdit[] {
  const out: ENotationEdit[] = [];
  for (const m of text.matchAll(E_NOTATION)) {
    const [written, , signWritten, lead, rest, power] = m as unknown as string[];
    const exponent = Number(power);
    if (exponent < 1) continue;
    const sign = signWritten!.replace(/\s/g, '').replace(/^=</, '<').replace('<=', '≤');
    const head = capitalAt(m.index) ? 'P' : letter;
    let correction: string;
    if (ama) {
      const digits = `${'0'.repeat(exponent - 1)}${lead}${rest ?? ''}`.replace(/0+$/, '') || '0';
      const precise = exponent >= 4 ? { sign: '<', digits: '001' } : (amaPrecision(sign, digits) ?? { sign, digits });
      correction = `${head} ${precise.sign} .${precise.digits}`;
    } else {
      const mantissa = rest ? `${lead}${decimalMark}${rest}` : lead!;
      correction = `${head} ${sign} ${mantissa} × 10⁻${superscript(exponent)}`;
    }
    out.push({
      start: m.index,
      end: m.index + written!.length,
      correction,
      reason: `"${written}" is a spreadsheet's e-notation for ${lead}${rest ? `.${rest}` : ''} × 10 to the power −${exponent}.`,
    });
  }
  return out;
}
