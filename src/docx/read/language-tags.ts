/**
 * Language tags Word records on text (w:lang/@w:val: "en-GB", "sv-SE", "de-DE"). Only a tag for a
 * language other than English matters to the checks: English tags say nothing about UK or US
 * spelling (many documents tag everything en-US whatever the variety), and "x-none", "zxx"
 * (no linguistic content), "und" or a malformed value name no language.
 */
const TAG = /^([a-z]{2,3})(?:-[a-z0-9]{1,8})*$/i;
const NO_LANGUAGE = new Set(['en', 'zxx', 'und', 'mul', 'mis']);

const known = new Map<string, string | null>();

/** The tag, when it names a language other than English; null otherwise. Cached: runs ask it constantly. */
export function otherLanguageTag(tag: string | null | undefined): string | null {
  if (!tag) return null;
  let other = known.get(tag);
  if (other === undefined) {
    const primary = TAG.exec(tag.trim())?.[1]?.toLowerCase();
    other = primary && !NO_LANGUAGE.has(primary) ? tag.trim() : null;
    if (known.size < 1000) known.set(tag, other);
  }
  return other;
}
