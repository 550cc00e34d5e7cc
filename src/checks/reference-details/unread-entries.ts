/**
 * What an editor sees wrong in a reference the parser could not read into fields (issue 24): an
 * entry that stops at its year with nothing saying where the work was published, a journal entry
 * whose volume or pages are missing, a page range that ends before it starts, "et all", a DOI
 * written twice over, and author lists not written surname first. Each answers the words of the
 * finding, or null; none proposes a correction (the missing facts are the source's, not ours).
 */

const LINK = /https?:\/\/|www\.|\bdoi\b|\b10\.\d{4,9}\//i;
/** Words that name a publisher: "Oxford University Press 2019." gives its source. */
const PUBLISHER = /\b(?:Press|Publish\w*|Publications?|Ltd|Inc|Elsevier|Springer|Wiley|Books?)\b/;
/** "London: Routledge", "New York, NY: Wiley": a place of capitalised words, then a short name. */
const PLACE_PUBLISHER = /^\s*\p{Lu}\p{Ll}+(?:,?\s+\p{Lu}\p{L}*){0,2}:\s*(?:\S+\s*){1,4}$/u;

/**
 * An entry that ends at its year ("Yousaf H. NHS Recovery Plan 2021-2026 2021.", "… Int J Cancer.
 * 2010."): no volume and pages, no publisher, no link — nothing says where it was published. A year
 * after ";" or "," follows a publisher ("London: BMJ; 2023.", "Springer, 2016."), so is not one.
 */
export function endsAtYear(text: string): string | null {
  const body = text.trim();
  if (LINK.test(body) || /\bIn:|\[Internet\]|\bAvailable\b|\bAccessed\b/i.test(body)) return null;
  const match = /(?:^|[^;,\s])(\.?\s+)((?:19|20)\d{2}[a-z]?)\.?$/.exec(body);
  if (!match) return null;
  const before = body.slice(0, match.index + 1);
  // An author, then something before the year: "Authors. Title" at least.
  if (!/\.\s+\S/.test(before)) return null;
  const lastPart = before.slice(before.lastIndexOf('. ') + 1);
  // A publisher's name or "Place: Publisher" ("London: Routledge 2019.") says where.
  if (PUBLISHER.test(lastPart) || PLACE_PUBLISHER.test(lastPart)) return null;
  const tail = body.length > 40 ? `…${body.slice(body.length - 40).replace(/^\S*\s/, '')}` : body;
  return `ends at its year ("${tail}"): there is no volume and pages, no publisher and no link — say where it was published.`;
}

/**
 * A journal entry whose year is followed by no volume or no pages ("… medicine 2020; Available
 * at: …", "… 2018; 52. Available at: …"), or a volume "n/a" ("Ecography. 2022;n/a: e06219").
 * "YEAR;" is the journal form (Vancouver's "2020;201:555"), so a report's "WHO; 2020." is not read.
 */
export function volumePagesMissing(text: string): string | null {
  const body = text.trim();
  const year = '(?:19|20)\\d{2}[a-z]?(?:\\s+\\p{Lu}\\p{Ll}{2}(?:\\s+\\d{1,2})?)?';
  const end = '(?=\\s*(?:Available|https?:|doi\\b|\\[|PMID|$))';
  if (new RegExp(`\\b${year};\\s*n\\/?a\\b`, 'iu').test(body))
    return 'gives its volume as "n/a": give the volume, or mark it online ahead of print.';
  // A journal name run into the year ("… medicine 2020;"): a year straight after a full stop
  // may follow a title, as software and preprints are cited ("R: A language …. 2018; Available at").
  const named = `(?<![.;:]\\s|[.;:])`;
  if (new RegExp(`${named}\\b${year};\\s*\\.?${end}`, 'u').test(body))
    return 'gives a year but no volume or pages: give them, or mark it online ahead of print.';
  if (new RegExp(`${named}\\b${year};\\s*\\d+(?:\\s*\\(\\d+\\))?\\.?${end}`, 'u').test(body))
    return 'gives a volume but no pages or article number.';
  return null;
}

/**
 * A journal name then the year, then only the DOI ("… in France. Therapies 2023. https://doi.org/…"):
 * no volume or pages. Only with a DOI, which marks a journal article, and a journal that is one
 * run of capitalised words with no "," ";" or ":" (a publisher's address has them).
 */
export function doiOnlyArticle(text: string): string | null {
  const body = text.trim();
  const match =
    /\.\s+((?:\p{Lu}[\p{L}&-]*\.?\s+){1,6})((?:19|20)\d{2})\.\s+(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:?\s*)10\.\S+$/u.exec(
      body,
    );
  if (!match || PUBLISHER.test(match[1] ?? '')) return null;
  return `gives a year but no volume or pages ("${(match[1] ?? '').trim()} ${match[2]}."): give them, or mark it online ahead of print.`;
}

/** A page range after the volume that ends before it starts ("1997;25:284–29", 284 to 229). */
export function backwardsPages(text: string): string | null {
  for (const match of text.matchAll(/;\s*\d+(?:\s*\([^)]*\))?\s*:\s*(\d+)\s*[-–]\s*(\d+)(?![\d–-])/g)) {
    const first = match[1] ?? '';
    const last = match[2] ?? '';
    const whole = last.length < first.length ? first.slice(0, first.length - last.length) + last : last;
    if (Number(whole) < Number(first))
      return `gives the pages "${first}–${last}", a range that ends before it starts: check the pages against the source.`;
  }
  return null;
}

/** "et all" for "et al.". */
export function etAll(text: string): string | null {
  return /\bet\.?\s+all\b/i.test(text) ? 'writes "et all": write "et al."' : null;
}

/** "doi:https://doi.org/10.…": the DOI written twice over. */
export function doiTwice(text: string): string | null {
  const match = /\bdoi:\s*(https?:\/\/(?:dx\.)?doi\.org\/)(10\.\S+?)[.,;]?(?:\s|$)/i.exec(text);
  return match ? `writes the DOI twice over ("doi:${match[1]}"): write doi:${match[2]} or the link, not both.` : null;
}

const PARTICLE = '(?:van|von|de|der|den|del|della|di|da|du|le|la|ten|ter)';
const INITIALS_FIRST = /^\p{Lu}{1,3}\s+\p{Lu}[\p{Ll}'’-]+(?:\s+\d)?$/u;
const GIVEN_FIRST = /^\p{Lu}\p{Ll}+(?:\s+\p{Lu}\.?)?\s+\p{Lu}\p{Ll}+$/u;
const SURNAME_FIRST = /^\p{Lu}[\p{L}'’-]+(?:\s+[\p{L}'’-]+)*\s+\p{Lu}{1,3}$/u;
const PARTICLE_AFTER = new RegExp(
  `^(\\p{Lu}[\\p{L}'’-]+)\\s+(\\p{Lu}{1,3})\\s+(${PARTICLE}(?:\\s+${PARTICLE})?)$`,
  'u',
);

/** The author list: before the first full stop, without a trailing "(2018)" or "et al". */
function authorParts(text: string): string[] {
  const list = (text.split(/\.\s/)[0] ?? '')
    .replace(/\s*\((?:19|20)\d{2}[a-z]?\)\s*$/, '')
    .replace(/,?\s*et\.?\s*al+\.?$/i, '');
  return list
    .split(/,\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * An author list not written surname first: initials before surnames ("HJ Chin, JM Ahn, KY Na"),
 * given names before surnames ("Xie, Yan, Benjamin Bowe, Ali H Mokdad"), or a particle after the
 * initials ("Poll T van der" for van der Poll T). Every reference style writes the surname first.
 */
export function authorOrder(text: string): string | null {
  const parts = authorParts(text);
  for (const part of parts) {
    const particle = PARTICLE_AFTER.exec(part);
    if (particle)
      return `writes "${part}" with the particle after the initials: write "${particle[3]} ${particle[1]} ${particle[2]}".`;
  }
  if (parts.length < 2 || parts.some((part) => SURNAME_FIRST.test(part))) return null;
  const reversed = parts.filter((part) => INITIALS_FIRST.test(part) || GIVEN_FIRST.test(part));
  if (reversed.length < 2) return null;
  return `writes authors given name or initials first ("${reversed.slice(0, 3).join('", "')}"): every reference style writes the surname first, then the initials.`;
}

/**
 * Two bare numbers where the volume stands, before the pages or the link ("Trials 14 13: 209.",
 * "BMJ 24 325: 444.", "BMJ Open 1 2(1) Available:"): the volume is garbled (issue 31). A year
 * first ("2012 13: 209") is a missing separator, not judged here; a bracketed issue ("141 (2–3):")
 * is the issue.
 */
export function garbledVolume(text: string): string | null {
  // "BMJ Open.  10; 8(1): e015069": a number of one or two digits where the year stands, with no
  // month before it ("2018 Jan 10;8(1)" is a date) — a day left from a date whose year is gone.
  const day = /(\p{L}\.?)\s+(\d{1,2});\s*(\d{1,4})(\(\d+\))?(?=\s*:\s*[\p{L}\d])/u.exec(text);
  if (day && !MONTH_BEFORE.test(text.slice(0, day.index + day[1]!.length)))
    return `gives "${day[2]}; ${day[3]}${day[4] ?? ''}" where the year and volume stand: "${day[2]}" is no year; check the date and volume against the source.`;
  const match = /(\p{L}\.?)\s+(\d{1,4})\s+(\d{1,4})(\(\d+\))?(?=\s*(?::\s*[\p{L}\d]|Available\b))/u.exec(text);
  if (!match || /^(?:1[89]|20)\d\d$/.test(match[2]!)) return null;
  const words = `${match[2]} ${match[3]}${match[4] ?? ''}`;
  return `gives two numbers where the volume stands ("${words}"): check the volume and issue against the source.`;
}

/** A month (or season) just before: "2018 Jan 10;8(1)" is a date. */
const MONTH_BEFORE =
  /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|January|February|March|April|June|July|August|September|October|November|December|Spring|Summer|Autumn|Fall|Winter)\.?$/u;

/**
 * Pages that go on after the full stop that closes them ("1993;59:830–833. 837–838, 844"): the
 * discontinuous pages are written with commas, "830–3, 837–8, 844" (issue 31).
 */
export function pagesAfterStop(text: string): string | null {
  const match =
    /;\s*\d+(?:\s*\([^)]*\))?\s*:\s*(\d+\s*[–-]\s*\d+)\.\s+(\d+(?:\s*[–-]\s*\d+)?(?:\s*,\s*\d+(?:\s*[–-]\s*\d+)?)*)\.?\s*$/u.exec(
      text.trim(),
    );
  if (!match) return null;
  return `gives pages "${match[1]}. ${match[2]}": the pages go on after the full stop that closes them; write discontinuous pages with commas.`;
}

/**
 * An article whose journal runs straight into its pages with no volume ("… trial. Evid Based
 * Complement Alternat Med 1–9."), in a list that writes "Journal volume: pages" (issue 31): the
 * journal is a run of capitalised words after the title's full stop, with no ":" or "," that a
 * publisher's place would bring.
 */
export function journalWithoutVolume(text: string): string | null {
  const match = /\.\s+((?:\p{Lu}[\p{L}&-]*\.?\s+){1,8})(\d+\s*[–-]\s*\d+)\.?$/u.exec(text.trim());
  if (!match || PUBLISHER.test(match[1]!)) return null;
  return `gives pages ("${match[1]!.trim()} ${match[2]}") but no volume: give the volume, or the article number.`;
}
