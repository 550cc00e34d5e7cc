/**
 * Abbreviations a document uses but never defines. Precision first: only tokens in capitals
 * (2–5 letters, "RCTs" counted as "RCT") used at least twice in the authors' running text; never
 * one the document defines anywhere ("hazard ratio (HR)", "HR (hazard ratio)", "HR, hazard
 * ratio;" in a table footnote, an abbreviations list), one readers know without a definition
 * (DNA, HIV, WHO, CI), a Roman numeral, an instrument code ("SF-36"), a word in capitals for
 * emphasis, or a token in italics (a gene) or in a line set in capitals.
 */
import type { Block, Manuscript } from '../../docx/model.ts';

/** Abbreviations journals print without a definition (AMA, ICMJE and common house lists). */
const KNOWN = new Set(
  (
    'AIDS DNA RNA HIV UK USA US EU UN WHO NHS COVID SARS PCR TV PDF URL ID IQ CI SD SE ' +
    'USD GBP EUR ISBN ISSN DOI PMID PMCID NCT ISRCTN PROSPERO PRISMA CONSORT STROBE MEDLINE EMBASE ' +
    'CINAHL SPSS SAS STATA SQL API AI IT PC GPS AM PM BC AD UCL MIT BMJ JAMA NEJM ' +
    'PLOS CEO CV PI MD PHD MSC BSC BA MA RN DC NY LA ATP ADP NADH ID OK NO YES AND NOT ALL ANY NB ETC ' +
    'mRNA rRNA tRNA cDNA mtDNA miRNA ' +
    'A B C D E F G H I J K L M N O P Q R S T U V W X Y Z'
  ).split(' '),
);

const CANDIDATE = /(?<![\p{L}\d\-/.])(\p{Lu}{2,5})(s?)(?![\p{L}\d]|-\d|\.\d)/gu;

export interface Undefined {
  short: string;
  block: number;
  start: number;
  end: number;
  uses: number;
}

function italicAt(block: Block, start: number): boolean {
  return block.runs.some((r) => r.format.italic && r.start <= start && r.end > start);
}

const DEFINED_AFTER = /^s?(?:\s*\(\s*\p{L}[\p{L}\s-]{3,}\)|\s*[,:=–—\t-]\s*\p{L}{3,})/u;
const INITIALS_BEFORE = /(?:\((?:\p{Lu}{2,5},\s*)*|\b(?:authors?|by)\s+\(?)$/u;
const INITIALS_AFTER = /^(?:,\s*\p{Lu}{2,5})+\)/u;

/**
 * Whether any whole-word occurrence of `short` in the document is defined after it ("HR (hazard
 * ratio)", "HR, hazard ratio;", "HR: …", "HR = …"), opens a compound ("MDR-TB") or sits among
 * initials ("(AFK, HBA)", "one author (KRG)"). Occurrences are found with indexOf, so a long
 * document costs one native scan per abbreviation.
 */
function explainedElsewhere(allText: string, short: string): boolean {
  for (let at = allText.indexOf(short); at !== -1; at = allText.indexOf(short, at + 1)) {
    const end = at + short.length;
    if (/[\p{L}\d]/u.test(allText[at - 1] ?? ' ')) continue;
    const after = allText.slice(end, end + 60);
    if (/^s?[\p{L}\d]/u.test(after) && !/^s(?![\p{L}\d])/u.test(after)) continue; // inside a longer word
    if (DEFINED_AFTER.test(after) || /^-\p{Lu}/u.test(after) || INITIALS_AFTER.test(after)) return true;
    // "analysis of variance (forthwith referred to as ANOVA)", "hereafter GRADE".
    if (
      /\b(?:referred to as|hereafter|henceforth|hereinafter|called|termed|known as|abbreviated(?: as)?)\s*$/iu.test(
        allText.slice(Math.max(0, at - 40), at),
      )
    )
      return true;
    // "(OH)" alone after words: the writer's definition, whatever its letters.
    if (allText[at - 1] === '(' && after.startsWith(')') && /\p{L}\s$/u.test(allText.slice(at - 3, at - 1)))
      return true;
    if (INITIALS_BEFORE.test(allText.slice(Math.max(0, at - 40), at)) && /^\)?/u.test(after)) {
      if (/\b(?:authors?|by)\s+\(?$/u.test(allText.slice(Math.max(0, at - 40), at))) return true;
    }
  }
  return false;
}

export function undefinedAbbreviations(
  manuscript: Manuscript,
  running: { block: Block }[],
  defined: ReadonlySet<string>,
): Undefined[] {
  const found = new Map<string, Undefined>();
  /** Written after its long form or its name somewhere: explained there, so no use is undefined. */
  const named = new Set<string>();
  for (const { block } of running) {
    const text = block.text;
    const letters = text.replace(/[^\p{L}]/gu, '');
    if (letters.length > 0 && letters.replace(/\p{Lu}/gu, '').length * 4 < letters.length) continue; // a line in capitals
    for (const m of text.matchAll(CANDIDATE)) {
      const short = m[1]!;
      if (KNOWN.has(short) || defined.has(short) || /^[IVXLC]+$/.test(short)) continue;
      if (italicAt(block, m.index)) continue;
      const end = m.index + m[0].length;
      // Notation, not an abbreviation: "QM(3)", "CH > TH", "21 CFR 1140", a company before a product.
      if (/^(?:\(|\s*[>→<]|\s+\d|:\w)/u.test(text.slice(end, end + 3)) || /[>→<]\s*$/u.test(text.slice(0, m.index)))
        continue;
      // Authors' initials: "(AFK, HBA)", "one author (KRG)", "by JGLL".
      if (
        /\b(?:authors?|by|investigators?|reviewers?)\s*\(?\s*(?:\p{Lu}{2,5},?\s+(?:and\s+)?)*$/u.test(
          text.slice(Math.max(0, m.index - 60), m.index),
        )
      )
        continue;
      if (
        /^\(?\s*\p{Lu}{2,5}(?:,\s*\p{Lu}{2,5})+/u.test(text.slice(Math.max(0, m.index - 1))) ||
        /\p{Lu}{2,5},\s*$/u.test(text.slice(Math.max(0, m.index - 8), m.index))
      )
        continue;
      // Written after its long form without brackets: "Beck Depression Inventory BDI".
      const before = text.slice(Math.max(0, m.index - 80), m.index).match(/\p{L}[\p{L}-]*/gu) ?? [];
      const initials = before
        .slice(-short.length)
        .map((w) => w[0]!.toUpperCase())
        .join('');
      if (initials === short) {
        named.add(short);
        continue;
      }
      // Named by the capitalised words before it ("German Socio-Economic Panel SOEP") or naming
      // a product after it ("BD Multitest"): a name, not an abbreviation to spell out.
      if (
        /(?<!\b(?:This|The|These|Those|That|A|An|Each|Every|All|In|For|With|Of|On|At|By|And|Or|But)\s+)(?<=\p{Lu}\p{Ll}+\s+)$/u.test(
          text.slice(Math.max(0, m.index - 20), m.index),
        ) ||
        /^\s+\p{Lu}\p{Ll}/u.test(text.slice(end, end + 3))
      ) {
        named.add(short);
        continue;
      }
      const entry = found.get(short);
      if (entry) entry.uses += 1;
      else found.set(short, { short, block: block.index, start: m.index, end: m.index + m[0].length, uses: 1 });
    }
  }
  const out: Undefined[] = [];
  let allText: string | null = null;
  for (const entry of found.values()) {
    if (entry.uses < 2 || named.has(entry.short)) continue;
    allText ??= manuscript.blocks.map((b) => b.text).join('\n');
    if (explainedElsewhere(allText, entry.short)) continue;
    out.push(entry);
  }
  return out;
}
