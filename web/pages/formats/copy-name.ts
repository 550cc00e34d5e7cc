/**
 * The name of a duplicated format (issue 18; SPEC names no rule): "{name} (copy)", then
 * "{name} (copy 2)", "(copy 3)"… when that name is taken in the organisation, cut so that the
 * whole stays within the 200 characters a format name may have (docs/formats.md).
 */
export const FORMAT_NAME_MAX = 200;

export function copyName(name: string, taken: Iterable<string>): string {
  const names = new Set([...taken].map((n) => n.trim().toLowerCase()));
  const base = name.trim();
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ' (copy)' : ` (copy ${n})`;
    const candidate = `${base.slice(0, FORMAT_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!names.has(candidate.toLowerCase())) return candidate;
  }
}
