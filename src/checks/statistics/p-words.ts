/**
 * The letter P where no value follows it: "P value", "p-value", "P-trend", "P for interaction",
 * a table's "P-value" column heading. The journal's P-value style sets its case ("p" under The
 * Lancet's "p < 0.001", "P" under AMA and Vancouver); AMA and The Lancet write "P value" without a
 * hyphen. A P followed by its comparison ("p-value < 0.05") is rewritten whole by pValueEdits and
 * is not touched here.
 *
 * Left as written: a capital P that opens a sentence, and a P inside a longer word or code
 * ("P-gp", "P-selectin", "P450").
 */
export interface PWordEdit {
  start: number;
  end: number;
  correction: string;
}

const P_WORD =
  /(?<![\p{L}\d-])([Pp])(?:([- ])(values?)|([- ])(trend|interaction|heterogeneity|het)|( for (?:trend|interaction|heterogeneity)))(?![\p{L}-])/gu;

/**
 * `starts`: offsets that open a sentence (a capital P there stays). `marks`: offsets of
 * superscript note marks ("P-valueᵃ"), so a note letter glued to the word does not hide it.
 */
export function pWordEdits(text: string, letter: 'P' | 'p', starts: readonly number[]): PWordEdit[] {
  const out: PWordEdit[] = [];
  for (const m of text.matchAll(P_WORD)) {
    const start = m.index;
    const end = start + m[0].length;
    // A value follows: pValueEdits writes the whole "p-value < 0.05".
    if (/^\s*(?:[<>=≤≥]|(?:less|lower|smaller|greater|higher) than|of\s+[<>=≤≥]?\s*0?[.·]\d)/u.test(text.slice(end)))
      continue;
    const head = starts.includes(start) && m[1] === 'P' ? 'P' : letter;
    const rest = m[3] ? ` ${m[3]}` : m[0].slice(1);
    const correction = head + rest;
    if (correction === m[0]) continue;
    out.push({ start, end, correction });
  }
  return out;
}
