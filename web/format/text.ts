/** Shortens a label to `max` characters, ending with an ellipsis when cut (SPEC §9: 50 for session names, 30 for file names). */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text); // count characters, not UTF-16 units, so an accented or emoji name is not split
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

export const SESSION_NAME_MAX = 50;
export const FILE_NAME_MAX = 30;
