/**
 * The title: the Title-styled paragraph, else the first non-empty paragraph before any heading
 * (a first line that only says "Title" labels the title written under it). A document that opens
 * with "Highlights", "Abstract" or "Introduction" has no title line.
 */
import type { Block } from '../model.ts';
import { isMainSectionName, roleOfHeading } from './roles.ts';

const TITLE_LABEL = /^(full |article |manuscript )?title:?$/i;

export function recogniseTitle(body: Block[]): Block | undefined {
  let firstLine = body.find((block) => block.kind === 'paragraph' && block.text.trim());
  if (firstLine && TITLE_LABEL.test(firstLine.text.trim())) {
    const labelIndex = firstLine.index;
    firstLine = body.find((block) => block.index > labelIndex && block.kind === 'paragraph' && block.text.trim());
  }
  return (
    body.find((block) => /^title$/i.test(block.styleName ?? '') && block.text.trim()) ??
    (firstLine && roleOfHeading(firstLine.text) === null && !isMainSectionName(firstLine.text) ? firstLine : undefined)
  );
}
