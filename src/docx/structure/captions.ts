/** Figure and table captions: by caption style, or by a leading "Figure 1." / "Table 2:" label. */
import type { Block, CaptionInfo, Section } from '../model.ts';

const LABEL =
  /^\s*((?:Supplementary|Supplemental|Suppl\.?|Additional file\s*\d*:?)?\s*(Figure|Fig\.?|Table|Chart|Scheme)\s*(S?\d+[A-Za-z]?|[IVX]+)(?:\s*(?:and|&|[-–,])\s*S?\d+[A-Za-z]?)?)\s*([.:|–—-]|\s)/i;

/** What follows a label in running text: a verb or "here" ("Figure 2 shows", "Table 1 below lists"). */
const SENTENCE_AFTER_LABEL =
  /^[\s.:]*(?:(?:below|above)\s+)?(shows?|presents?|summari[sz]es|lists?|gives|displays|illustrates|describes|reports|compares|depicts|provides|contains|includes|demonstrates|highlights|outlines|details|indicates|suggests|reveals|offers|sets out|and|here|is|was|are|were|has|had|have)\b/;

/** Whether the text after a "Figure 2" label reads as the rest of a sentence ("shows…", "here"). */
export function startsSentenceAfterLabel(rest: string): boolean {
  return SENTENCE_AFTER_LABEL.test(rest);
}

/** Lower-cased first letters of the labels LABEL accepts (after the trimmed text's start). */
const LABEL_START = new Set([...'safgtc'].map((letter) => letter.charCodeAt(0)));

export interface CaptionCandidate extends CaptionInfo {
  /** Normalised label for counting ("figure 3a", "table 2"). */
  key: string | null;
  supplementary: boolean;
  /**
   * What makes it a caption: a caption style; a label set apart (punctuation after it, or bold);
   * or only a label opening a short paragraph ("Figure 2 Flow of participants"), which
   * block-roles.ts grades by what stands beside it (a picture, a table).
   */
  evidence: 'style' | 'label' | 'shape';
}

function startsBold(block: Block): boolean {
  const first = block.runs.find((run) => block.text.slice(run.start, run.end).trim().length > 0);
  return first?.format.bold ?? false;
}

export function captionOf(block: Block): CaptionCandidate | null {
  const text = block.text.trim();
  if (text.length === 0) return null;
  const style = (block.styleName ?? '').toLowerCase();
  const styled = /caption|legend/.test(style) && !/captioned figure/.test(style);
  // Every label starts with one of these letters (Supplementary, Additional, Figure, Table, Chart…):
  // most paragraphs are ruled out before the expression runs.
  const match = LABEL_START.has(text.charCodeAt(0) | 0x20) ? LABEL.exec(text) : null;
  if (!styled && !match) return null;
  let evidence: CaptionCandidate['evidence'] = 'style';
  if (!styled) {
    // A sentence that merely starts with "Table 1 shows…" / "Figure 03 presents…" is not a caption,
    // bold label or not; nor is "Figure 1 here" (a placeholder). Otherwise require the label to be
    // followed by punctuation, or to be bold, or the paragraph to be short.
    if (startsSentenceAfterLabel(text.slice(match?.[0]?.length ?? 0))) return null;
    const punctuated = /[.:|–—-]$/.test(match?.[0]?.trim() ?? '');
    const setApart = punctuated || startsBold(block);
    if (!setApart && text.split(/\s+/).length > 40) return null;
    evidence = setApart ? 'label' : 'shape';
  }
  let kind: 'figure' | 'table';
  if (match) kind = /^tab/i.test(match[2] ?? '') ? 'table' : 'figure';
  else kind = /table/.test(style) ? 'table' : 'figure';
  const label = match ? (match[1] ?? '').trim() : null;
  const number = match?.[3] ?? null;
  const supplementary = Boolean(match && (/^S/i.test(number ?? '') || /suppl|additional/i.test(match[1] ?? '')));
  return {
    kind,
    block: block.index,
    label,
    key: number ? `${kind} ${number.toLowerCase().replace(/^0+(?=\d)/, '')}` : null,
    supplementary,
    evidence,
  };
}

/** The counting key of a caption's label as the model keeps it ("Figure 03" → "figure 3"), null when unlabelled. */
export function captionKeyOf(caption: Pick<CaptionInfo, 'kind' | 'label'>): string | null {
  const number = caption.label ? (LABEL.exec(`${caption.label} `)?.[3] ?? null) : null;
  return number ? `${caption.kind} ${number.toLowerCase().replace(/^0+(?=\d)/, '')}` : null;
}

/** Every caption of the body: paragraphs, and captions typed into the first row of their table (a common Word habit). */
export function findCaptions(body: Block[]): Map<number, CaptionCandidate> {
  const captions = new Map<number, CaptionCandidate>();
  for (const block of body) {
    if (block.kind === 'paragraph' || (block.kind === 'table-cell' && block.table?.row === 0)) {
      const caption = captionOf(block);
      if (caption) captions.set(block.index, caption);
    }
  }
  return captions;
}

/** Figures and tables counted as a reader counts: distinct main-text caption labels, plus each unlabelled caption. */
export function captionCounts(
  captions: Map<number, CaptionCandidate>,
  sections: Section[],
): { figures: number; tables: number } {
  const inSupplementary = (index: number): boolean =>
    sections.some((s) => s.role === 'supplementary' && index >= s.blockStart && index < s.blockEnd);
  const counted = [...captions.values()].filter((c) => !c.supplementary && !inSupplementary(c.block));
  const distinct = (kind: 'figure' | 'table'): number => {
    const keys = new Set<string>();
    let unlabelled = 0;
    for (const caption of counted) {
      if (caption.kind !== kind) continue;
      if (caption.key) keys.add(caption.key);
      else unlabelled++;
    }
    return keys.size + unlabelled;
  };
  return { figures: distinct('figure'), tables: distinct('table') };
}
