/**
 * Joined paragraphs (paragraph-rules.ts, docs/engine.md): a paragraph whose mark is deleted, or a
 * drop cap, runs on into its next sibling in the accepted view; the two become one block addressed
 * by the first paragraph, keeping its source paragraphs in `Block.joined`.
 */
import type { JoinReason } from '../model.ts';
import { ORIGINAL_VIEW_JOIN } from '../paragraph-rules.ts';
import { tallyWords, type WordTally } from '../structure/words.ts';
import type { ParagraphState } from './reading-state.ts';

/** The other language most of a paragraph's text is tagged with: more than half its characters. */
export function mainLanguage(languages: Map<string, number>, length: number): string | null {
  for (const [tag, characters] of languages) if (characters * 2 > length) return tag;
  return null;
}

function markDeletion(at: number, author: string | undefined): { at: number; text: string; author?: string } {
  return author === undefined ? { at, text: '\n' } : { at, text: '\n', author };
}

/**
 * Runs paragraph `p` on into the block of its head (paragraph-rules.ts): its text, runs, deletions
 * and note marks follow the head's at the join's offset, and the block takes `p`'s paragraph
 * properties — its mark is the one that stays. A deleted mark is a "\n" of the original view.
 */
export function joinParagraph(head: ParagraphState, p: ParagraphState): void {
  const into = head.block;
  const from = p.block;
  const after = p.after as ParagraphState;
  const by = after.joinsNext as JoinReason;
  // A mark inserted and then deleted was never in the original either: no break to restore.
  const markNeverThere = by === 'deleted-mark' && after.markInserted !== null;
  const at = into.text.length;
  into.text += from.text;
  into.originalText += (markNeverThere ? '' : ORIGINAL_VIEW_JOIN[by]) + from.originalText;
  const runOffset = head.runIndex + 1;
  for (const span of from.runs)
    into.runs.push({ ...span, start: span.start + at, end: span.end + at, runIndex: span.runIndex + runOffset });
  head.runIndex += p.runIndex + 1;
  const deletions = by === 'deleted-mark' && !markNeverThere ? [markDeletion(at, after.markDeletedBy)] : [];
  for (const d of from.deletions ?? []) deletions.push({ ...d, at: d.at + at });
  for (const d of deletions) {
    into.deletions ??= [];
    const last = into.deletions[into.deletions.length - 1];
    if (last && last.at === d.at && last.author === d.author) last.text += d.text;
    else into.deletions.push(d);
  }
  if (from.noteRefs) {
    into.noteRefs ??= [];
    for (const ref of from.noteRefs) into.noteRefs.push({ ...ref, at: ref.at + at });
  }
  into.hasDrawing ||= from.hasDrawing;
  into.styleId = from.styleId;
  into.styleName = from.styleName;
  into.outlineLevel = from.outlineLevel;
  into.isListItem = from.isListItem;
  if (from.insertedMark) into.insertedMark = from.insertedMark;
  else delete into.insertedMark;
  const tally: WordTally = { words: 0, inWord: false };
  tallyWords(tally, into.text);
  into.words = tally.words;
  for (const [tag, characters] of p.otherLanguages ?? []) {
    head.otherLanguages ??= new Map();
    head.otherLanguages.set(tag, (head.otherLanguages.get(tag) ?? 0) + characters);
  }
  const lang = head.otherLanguages && mainLanguage(head.otherLanguages, into.text.length);
  if (lang) into.lang = lang;
  else delete into.lang;
  into.joined ??= [];
  into.joined.push({
    paragraphIndex: from.paragraphIndex,
    at,
    by,
    ...(markNeverThere ? { markInserted: true as const } : {}),
  });
}
