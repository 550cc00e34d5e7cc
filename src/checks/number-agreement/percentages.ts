/**
 * A percentage recomputed from its own n/N: "45/120 (37.5%)", "45 of 120 (37.5%)",
 * "45 (37.5%) of 120", "37.5% (45/120)", "(n = 71/102, 70%)", "Among the 7365 participants without
 * CKD, 966 (22%)". Only where both counts sit beside the percentage: then the three numbers are
 * certainly one quantity. A percentage must be n/N rounded (half a unit of its last decimal): a
 * truncated one ("49/126 (38%)" for 38.9 %) is reported too, as a copy editor marks it.
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
  // (n = 71/102, 70%) · (8/37; 21.6%) · (45/120, 37.5% of patients) — inside brackets
  {
    pattern: new RegExp(
      String.raw`(?<![\w.,/])(${NUM})\s?(?:/|of|out of)\s?(${NUM})\s?[,;]\s?${PCT}(?=(?:\s(?!of\s(?:whom|which|them|these|those)\b)[a-z][\w-]*){0,3}\s?[)\]])`,
      'g',
    ),
    order: 'n-N-p',
  },
  // Of 120 patients, 45 (37.5%) died · Among the 7365 participants without CKD, 966 (22%) died
  {
    pattern: new RegExp(
      String.raw`\b(?:[Oo]f|[Aa]mong)\s(?:the\s|all\s|these\s)?(${NUM})((?:\s[A-Za-z][\w-]*){1,4}),\s(${NUM})\s[([]\s?${PCT}\s?[)\]]`,
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

/** Whether `percent` is n/N rounded to the decimals it states (half a unit either way). */
export function roundsTo(n: number, total: number, percent: Stated): boolean {
  return Math.abs((100 * n) / total - percent.value) <= roundingTolerance(percent.decimals) + 1e-9;
}

function mismatch(n: Stated, total: Stated, percent: Stated): number | null {
  if (total.value <= 0 || n.value < 0 || n.decimals > 0 || total.decimals > 0) return null;
  if (n.value > total.value) return null; // "12/1000 person-years" style rates are not shares
  if (roundsTo(n.value, total.value, percent)) return null;
  return (100 * n.value) / total.value;
}

/** "38.9%, which rounds to 39%": the exact share, then as the percentage's own decimals give it. */
export function shareWords(exact: number, percent: Stated): string {
  return `${formatNumber(exact, percent.decimals + 1)}%, which rounds to ${formatNumber(exact, percent.decimals)}%, not ${percent.text}%`;
}

/** Where the n/N percentages of a block stand (matched or not): shares.ts leaves them to this reading. */
export function explicitShareSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  if (!text.includes('%')) return spans;
  for (const { pattern } of PATTERNS) {
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) spans.push([match.index, match.index + match[0].length]);
  }
  return spans;
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
        const exact = mismatch(n, total, percent);
        if (exact === null) continue;
        items.push(
          finding(ID, manuscript, block.index, match.index, match.index + match[0].length, {
            status: 'failed',
            key: 'percentage',
            reasoning: `${n.text}/${total.text} is ${shareWords(exact, percent)}: correct the count, the total or the percentage.`,
          }),
        );
      }
    }
  }
  return items;
}
