/**
 * The keyboard flow over a check's findings (issue 26), printed above the list so nobody has to
 * guess it: J or ↓ next, K or ↑ previous, A accept, R reject, C comment, U undo. Letters act only
 * when the cursor is not in a text field (there they are text); Escape leaves a field for its
 * finding. Modifier keys are left to the browser and screen readers.
 */
export type KeyAction = 'next' | 'previous' | 'accept' | 'reject' | 'comment' | 'undo' | 'leave-field';

export const KEY_HINT = 'Keys: J or ↓ next · K or ↑ previous · A accept · R reject · C comment · U undo';

const LETTERS: Record<string, KeyAction> = {
  j: 'next',
  ArrowDown: 'next',
  k: 'previous',
  ArrowUp: 'previous',
  a: 'accept',
  r: 'reject',
  c: 'comment',
  u: 'undo',
};

export function keyAction(
  event: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean },
  inTextField: boolean,
): KeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  if (inTextField) return event.key === 'Escape' ? 'leave-field' : null;
  return LETTERS[event.key.length === 1 ? event.key.toLowerCase() : event.key] ?? null;
}
