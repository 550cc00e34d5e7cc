/**
 * A confidence interval's label as journals print it: a space between the percent sign and "CI"
 * ("95%CI" → "95% CI") and "CI" without full stops ("95% C.I." → "95% CI"). A full stop that also
 * ends the sentence stays ("… 95% C.I." at the end of a sentence → "95% CI.").
 */
export interface LabelEdit {
  start: number;
  end: number;
  correction: string;
}

// "95%CI", "95 %CI" (numbers-units closes up "95 %" too: both write "95% CI"), "95% C.I.".
const LABEL = /(?<![\d.·])(\d{2}(?:[.·]\d)?)\s?%(?:(CIs?)(?![\p{L}])|(\s?)C\.\s?I\.?)/gu;

/** "95%CI" → "95% CI"; "95% C.I." → "95% CI". */
export function normalLabel(label: string): string {
  return label.replace(/(\d)\s?%\s?(?=C)/u, '$1% ').replace(/% C\.\s?I\.?/u, '% CI');
}

export function ciLabelEdits(text: string): LabelEdit[] {
  const out: LabelEdit[] = [];
  for (const m of text.matchAll(LABEL)) {
    const start = m.index;
    const end = start + m[0].length;
    let correction = m[2] ? `${m[1]}% ${m[2]}` : `${m[1]}% CI`;
    // "C.I." closing a sentence: its last full stop is the sentence's.
    if (!m[2] && m[0].endsWith('.') && /^(?:\s*$|\s+\p{Lu})/u.test(text.slice(end))) correction += '.';
    if (correction !== m[0]) out.push({ start, end, correction });
  }
  return out;
}
