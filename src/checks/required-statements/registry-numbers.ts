/**
 * Trial and review registry numbers. Well-formed patterns come from the registries' own formats
 * (ClinicalTrials.gov NCT + 8 digits, ISRCTN + 8 digits, ANZCTR ACTRN + 14 digits, PROSPERO
 * CRD + 11 digits, EudraCT yyyy-nnnnnn-cc, EU CT yyyy-nnnnnn-cc-nn, DRKS + 8 digits, UMIN +
 * 9 digits, CTRI/yyyy/mm(m)/nnnnnn, ChiCTR, PACTR + 15 digits).
 */
export interface RegistryNumber {
  text: string;
  start: number;
  end: number;
  wellFormed: boolean;
  /** What a well-formed number looks like, for malformed ones. */
  expected?: string;
}

const WELL_FORMED = [
  /\bNCT\d{8}\b/g,
  /\bISRCTN\d{8}\b/g,
  /\bACTRN\d{14}\b/g,
  /\bCRD\d{11}\b/g,
  /\b(?:19|20)\d{2}-\d{6}-\d{2}(?:-\d{2})?\b/g,
  /\bDRKS\d{8}\b/g,
  /\bUMIN\d{9}\b/g,
  /\bCTRI\/\d{4}\/\d{2,3}\/\d{6}\b/g,
  /\bChiCTR-?(?:[A-Z]{2,4}-?)?\d{8,10}\b/g,
  /\bPACTR\d{15}\b/g,
  /\bjRCT[a-z]?\d{10}\b/g,
];

/** Prefix-led tokens that look like an attempt at a registry number, with the digits they need. */
const ATTEMPTS: { pattern: RegExp; digits: number; expected: string }[] = [
  { pattern: /\bNCT[\s-]?\d+\b/g, digits: 8, expected: 'NCT followed by 8 digits' },
  { pattern: /\bISRCTN[\s-]?\d+\b/g, digits: 8, expected: 'ISRCTN followed by 8 digits' },
  { pattern: /\bACTRN[\s-]?\d+\b/g, digits: 14, expected: 'ACTRN followed by 14 digits' },
  { pattern: /\bCRD[\s-]?\d{6,}\b/g, digits: 11, expected: 'CRD followed by 11 digits' },
];

/** Every pattern above needs one of these: most paragraphs are skipped on this one test. */
const CUE = /NCT|ISRCTN|ACTRN|CRD|DRKS|UMIN|CTRI|ChiCTR|PACTR|jRCT|\d{4}-\d{6}-/;

export function findRegistryNumbers(text: string): RegistryNumber[] {
  if (!CUE.test(text)) return [];
  const found: RegistryNumber[] = [];
  const taken = new Set<number>();
  for (const pattern of WELL_FORMED) {
    for (const m of text.matchAll(pattern)) {
      found.push({ text: m[0], start: m.index, end: m.index + m[0].length, wellFormed: true });
      taken.add(m.index);
    }
  }
  for (const { pattern, digits, expected } of ATTEMPTS) {
    for (const m of text.matchAll(pattern)) {
      if (taken.has(m.index)) continue;
      const digitCount = m[0].replace(/\D/g, '').length;
      const separated = /[\s-]/.test(m[0]);
      if (digitCount === digits && !separated) continue;
      found.push({ text: m[0], start: m.index, end: m.index + m[0].length, wellFormed: false, expected });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
