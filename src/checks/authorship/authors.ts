/**
 * Splitting an author line into authors: "Jane Doe1,2, John Smith MD, PhD3* and Li Wei4".
 * Affiliation marks (digits, letters after a name, symbols) and degrees are dropped; what is
 * left between separators must look like a name (two or more words, or an initial and a name).
 */
const DEGREES = new Set(
  [
    'md',
    'phd',
    'dphil',
    'msc',
    'bsc',
    'mph',
    'mba',
    'ma',
    'ba',
    'bs',
    'ms',
    'mbbs',
    'mbchb',
    'frcp',
    'frcs',
    'frcpc',
    'facp',
    'facc',
    'facs',
    'rn',
    'bsn',
    'msn',
    'pharmd',
    'dds',
    'dmd',
    'do',
    'mrcp',
    'frcpath',
    'franzcp',
    'frcpsych',
    'frcog',
    'mrcgp',
    'frcgp',
    'dnp',
    'np',
    'pa',
    'mpharm',
    'mres',
    'mmed',
    'med',
    'dr',
    'prof',
    'professor',
    'jr',
    'sr',
    'ii',
    'iii',
    'mstat',
    'msph',
    'scd',
    'drph',
    'fmedsci',
    'frs',
    'obe',
    'cbe',
    'mbe',
    'dsc',
    'bpharm',
    'bmedsci',
  ].map((d) => d.toLowerCase()),
);

function isDegree(token: string): boolean {
  return DEGREES.has(token.replace(/[.\s]/g, '').toLowerCase());
}

/** Strips affiliation marks and symbols that follow or precede a name. */
function cleanName(part: string): string {
  return part
    .replace(/[*†‡§¶‖#✉]+/g, ' ')
    .replace(/(?<=\p{L})\d+(?:[,–-]\d+)*(?=\s|$)/gu, ' ')
    .replace(/\s\d+(?:[,–-]\d+)*(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function looksLikeName(text: string): boolean {
  const words = text.split(' ').filter(Boolean);
  if (words.length < 2 || words.length > 6) return false;
  return words.every(
    (w) =>
      /^[\p{Lu}][\p{L}'’.-]*$/u.test(w) ||
      /^(van|von|de|dem|del|della|der|den|da|di|du|la|le|el|al|bin|ten|ter|dos|das|zu|af|y)$/i.test(w),
  );
}

/** A group author: "the MultiCare Study Group", "CRASH-3 trial collaborators". */
const GROUP = /\b(group|consortium|collaborat\w*|investigators|network|team|committee)\b/i;
/** Words of institutions: a block full of them lists affiliations, not authors. */
const INSTITUTION =
  /\b(university|universit[éäà]|hospital|clinic|institute|instituto|center|centre|department|school|college|council|foundation|ministry|laborator(y|ies))\b/gi;

export function splitAuthors(line: string): string[] {
  // "and", "&" and semicolons separate authors; commas too, except inside "Smith, MD".
  const parts = line
    .replace(/\s+(and|&)\s+/gi, ', ')
    .split(/[,;]/)
    .map(cleanName)
    .filter((p) => p !== '' && !isDegree(p));
  const names: string[] = [];
  for (const part of parts) {
    const withoutDegrees = part
      .split(' ')
      .filter((w) => !isDegree(w))
      .join(' ');
    if (looksLikeName(withoutDegrees) || (GROUP.test(part) && part.length < 120)) names.push(withoutDegrees);
  }
  return names;
}

/** Authors over the lines of the author region (one line per author also works). */
export function authorsOf(lines: string[]): string[] {
  return lines.flatMap((full) => {
    // A group author followed by its members' affiliations: the affiliations are not authors.
    const group = GROUP.exec(full);
    const line =
      group && (full.slice(group.index).match(INSTITUTION) ?? []).length >= 2
        ? full.slice(0, group.index + group[0].length)
        : full;
    if ((line.match(INSTITUTION) ?? []).length >= 2) {
      // An affiliation list; a group author that heads it still counts once.
      const head = GROUP.exec(line.slice(0, 120));
      return head ? [line.slice(0, head.index + head[0].length).trim()] : [];
    }
    return splitAuthors(line);
  });
}

/** True when every part of the line is a name, a degree or a group author: an author line. */
export function looksLikeAuthorLine(line: string): boolean {
  const parts = line
    .replace(/\s+(and|&)\s+/gi, ', ')
    .split(/[,;]/)
    .map(cleanName)
    .filter((p) => p !== '');
  if (parts.length === 0 || line.length > 2000) return false;
  let names = 0;
  for (const part of parts) {
    if (isDegree(part)) continue;
    const withoutDegrees = part
      .split(' ')
      .filter((w) => !isDegree(w))
      .join(' ');
    if (looksLikeName(withoutDegrees) || (GROUP.test(part) && part.length < 120)) names += 1;
    else return false;
  }
  return names > 0;
}
