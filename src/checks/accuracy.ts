/**
 * The measured precision of each check, as `npm run accuracy:checks` last wrote it from the
 * ledger (src/checks/accuracy.json). Read once; a missing or malformed file means "not measured",
 * never an error, so the catalogue is served whatever state the figures are in.
 */
import { readFileSync } from 'node:fs';
import type { CheckAccuracy, CheckRecall } from '../contract/checks.ts';

const FILE = new URL('./accuracy.json', import.meta.url);

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function isShare(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && value >= 0 && value <= 1);
}

/** One check's figures, or null when they are not what the harness writes. */
function readAccuracy(value: unknown): CheckAccuracy | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const { precision, right, wrong, labelled, findings, sampled, strictPrecision, strictRight, fixUnlabelled } = v;
  if (!isCount(right) || !isCount(wrong) || !isCount(labelled) || !isCount(findings)) return null;
  if (typeof sampled !== 'boolean' || !isShare(precision)) return null;
  if (!isShare(strictPrecision) || !isCount(strictRight) || !isCount(fixUnlabelled)) return null;
  if (strictRight > labelled || (strictPrecision !== null && fixUnlabelled > 0)) return null;
  const recall = readRecall(v.recall);
  return {
    precision,
    right,
    wrong,
    labelled,
    findings,
    sampled,
    strictPrecision,
    strictRight,
    fixUnlabelled,
    ...(recall ? { recall } : {}),
  };
}

function readCount<K extends string>(value: unknown, total: K): ({ found: number } & Record<K, number>) | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const of = v[total];
  if (!isCount(of) || !isCount(v.found) || v.found > of) return null;
  return { [total]: of, found: v.found } as { found: number } & Record<K, number>;
}

/** Recall figures when present and well formed; absent (not measured) otherwise. */
function readRecall(value: unknown): CheckRecall | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const seeded = readCount(v.seeded, 'planted');
  const markup = readCount(v.markup, 'marked');
  if (!seeded && !markup) return null;
  return { seeded, markup };
}

/** Figures by check id from the harness's file shape `{ generated, checks: { <id>: {...} } }`. */
export function parseAccuracyFile(text: string): Map<string, CheckAccuracy> {
  const figures = new Map<string, CheckAccuracy>();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return figures;
  }
  const checks = (parsed as { checks?: unknown } | null)?.checks;
  if (!checks || typeof checks !== 'object') return figures;
  for (const [id, value] of Object.entries(checks)) {
    const figure = readAccuracy(value);
    if (figure) figures.set(id, figure);
  }
  return figures;
}

let loaded: Map<string, CheckAccuracy> | undefined;

export function measuredAccuracy(): Map<string, CheckAccuracy> {
  if (!loaded) {
    try {
      loaded = parseAccuracyFile(readFileSync(FILE, 'utf8'));
    } catch {
      loaded = new Map();
    }
  }
  return loaded;
}
