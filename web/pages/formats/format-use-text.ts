/**
 * What the delete confirmation says about the sessions that use a format (issue 26). Sessions keep
 * their own copy of the format (sessions.format_config), so deleting it changes none of their
 * checks or findings; they show the format as deleted. Wording: docs/web.md.
 */
import type { FormatUse } from '../../api/types.ts';

const SHOWN_NAMES = 5;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export function formatUseText(use: FormatUse): string {
  const mine = use.items.length;
  if (mine === 0 && use.others === 0) return 'No session uses this format.';
  const parts: string[] = [];
  if (mine > 0) {
    const names = use.items.slice(0, SHOWN_NAMES).map((s) => `"${s.name}"`);
    const more = mine > SHOWN_NAMES ? ` and ${mine - SHOWN_NAMES} more` : '';
    parts.push(`${plural(mine, 'your session', `your ${mine} sessions`)} ${names.join(', ')}${more}`);
  }
  if (use.others > 0) parts.push(`${use.others} ${plural(use.others, 'session', 'sessions')} of colleagues`);
  const they = mine + use.others === 1 ? 'It keeps its' : 'They keep their';
  return `Used by ${parts.join(' and ')}. ${they} own copy of the format, so checks and findings stay as they are; the format shows as deleted there.`;
}
