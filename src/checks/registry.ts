/**
 * The check catalogue: one explicit list, sorted by id. Stored runs, saved scripts and the API
 * use these ids, so they never come from file or class names. Each check helper adds its own
 * import and one line in the list, keeping both in id order (a test enforces the order).
 */
import type { CheckDefinition } from './types.ts';

export const CHECKS: readonly CheckDefinition[] = [
];
