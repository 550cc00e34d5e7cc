/**
 * A percentage recomputed from its own n/N: "45/120 (37.5%)", "45 of 120 (37.5%)",
 * "45 (37.5%) of 120", "37.5% (45/120)". Only where both counts sit beside the percentage: then the three numbers
 * are certainly one quantity.
 */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { finding } from '../framework/index.ts';
import { formatNumber, NUM, parseNumber, roundingTolerance, type Stated } from './numbers.ts';

const ID = 'number-agreement';
const PCT = String.raw`(${NUM})\s?%`;
const PATTERNS: { pattern: RegExp; order: 'n-N-p' | 'n-p-N' | 'N-n-p' | 'p-n-N' }[] = [
  // 45/120 (37.5%) · 45 of 120 (37.5%) · 45 out of 120 [37.5%]
  {
    pattern: new RegExp(String.raw`(?<![\w.,/])(${NUM})\s?(?:/|of|out of)\s?(${NUM})\s?[([]\s?${PCT}\s?[)\]]`, 'g'),
    order: 'n-N-p',
  },
  // 45 of 120 patients (37.5%) — up to three words between, none of them a number
  {
    pattern: new RegExp(
      String.raw`(?<![\w.,/])(${NUM})\s(?:of|out of)\s(?:the\s|all\s)?(${NUM})((?:\s[a-z][\w-]*){1,3})\s[([]\s?${PCT}\s?[)\]]`,
      'g',
    ),
    order: 'n-N-p',
  },
  // Of 120 patients, 45 (37.5%) died
  {
    pattern: new RegExp(
      String.raw`\b[Oo]f\s(?:the\s|all\s)?(${NUM})((?:\s[a-z][\w-]*){1,4}),\s(${NUM})\s[([]\s?${PCT}\s?[)\]]`,
      'g',
    ),
    order: 'N-n-p',
  },
  // 37.5% (45/120) · 37.5% (n = 45/120) · 37.5% [45 of 120]
  {
    pattern: new RegExp(
      String.raw`(?<![\w.,/])${PCT}\s?[([]\s?(?:n\s?=\s?)?(${NUM})\s?(?:/|of|out of)\s?(${NUM})\s?[)\]]`,
      'g',
    ),
    order: 'p-n-N',
  },
  // 45 (37.5%) of 120
  {
    pattern: new RegExp(
      String.raw`(?<![\w.,/])(${NUM})\s?[([]\s?${PCT}\s?[)\]]\s?(?:of|out of)\s(?:the\s|all\s)?(${NUM})(?![\w.,]\d)`,
      'g',
    ),
    order: 'n-p-N',
  },
];

function mismatch(n: Stated, total: Stated, percent: Stated): { exact: number; tolerance: number } | null {
  if (total.value <= 0 || n.value < 0 || n.decimals > 0 || total.decimals > 0) return null;
  if (n.value > total.value) return null; // "12/1000 person-years" style rates are not shares
  const exact = (100 * n.value) / total.value;
  // One unit of the last decimal stated: rounding takes half of it, truncation all of it.
  const tolerance = roundingTolerance(percent.decimals) * 2;
  if (Math.abs(exact - percent.value) <= tolerance + 1e-9) return null;
  return { exact, tolerance };
}

export function percentageFindings(manuscript: Manuscript): ResultItem[] {
  const items: ResultItem[] = [];
  for (const block of manuscript.blocks) {
    if (!block.text.includes('%')) continue;
    for (const { pattern, order } of PATTERNS) {
      pattern.lastIndex = 0;
      for (const match of block.text.matchAll(pattern)) {
        // Groups: the numbers in the order written; word groups (between the counts) are skipped.
        const numbers = match.slice(1).filter((g) => g !== undefined && !/^\s/.test(g));
        const [a, b, c] = [numbers[0]!, numbers[1]!, numbers[2]!];
        const n = parseNumber(order === 'N-n-p' || order === 'p-n-N' ? b : a);
        const total = parseNumber(order === 'n-N-p' ? b : order === 'N-n-p' ? a : c);
        const percent = parseNumber(order === 'n-p-N' ? b : order === 'p-n-N' ? a : c);
        if (!n || !total || !percent) continue;
        const wrong = mismatch(n, total, percent);
        if (!wrong) continue;
        const shown = formatNumber(wrong.exact, Math.max(percent.decimals, 1));
        items.push(
          finding(ID, manuscript, block.index, match.index, match.index + match[0].length, {
            status: 'failed',
            key: 'percentage',
            reasoning: `${n.text}/${total.text} is ${shown}%, not ${percent.text}% (tolerance for rounding: ±${formatNumber(wrong.tolerance, percent.decimals)} percentage points, one unit of the last decimal stated): correct the count, the total or the percentage.`,
          }),
        );
      }
    }
  }
  return items;
}
