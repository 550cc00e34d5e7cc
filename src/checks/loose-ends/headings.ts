/** Headings: empty heading paragraphs, and the same heading twice among the sections of one parent. */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { isMainSectionName, roleOfHeading } from '../../docx/structure/roles.ts';
import { blockFinding } from '../framework/index.ts';

const ID = 'loose-ends';

function normal(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/^\s*(?:\d+(?:\.\d+)*\.?|[IVX]+\.|[A-Z]\.)\s+/i, '')
    .replace(/[\s:.]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function headingFindings(manuscript: Manuscript): ResultItem[] {
  const items: ResultItem[] = [];
  for (const block of manuscript.blocks) {
    if (block.kind !== 'paragraph' || block.text.trim() !== '') continue;
    if (!/^heading [1-9]$/i.test(block.styleName ?? '')) continue;
    items.push(
      blockFinding(ID, manuscript, block.index, {
        status: 'warning',
        key: 'empty-heading',
        name: 'Empty heading',
        details: `An empty paragraph in the style "${block.styleName}".`,
        reasoning:
          'An empty paragraph in a heading style adds heading space and is read as a blank heading by converters and submission systems: delete it or give it the normal style.',
      }),
    );
  }
  // Parent of each section: the nearest earlier section of a lower level. Where the headings are
  // all one level (bold lines, no heading styles), the part a sub-heading belongs to is the last
  // named section above it ("Delay in treatment" under Results and again under Discussion is two
  // parts, not a repeat).
  const stack: { level: number; index: number }[] = [];
  const seen = new Map<string, number>();
  let namedPart = -1;
  for (const [index, section] of manuscript.structure.sections.entries()) {
    if (section.heading === null || section.headingBlock === null) continue;
    while (stack.length && stack[stack.length - 1]!.level >= section.level) stack.pop();
    const parent = stack[stack.length - 1]?.index ?? -1;
    stack.push({ level: section.level, index });
    const text = normal(section.heading);
    if (!text) continue;
    const named = isMainSectionName(section.heading) || roleOfHeading(section.heading) !== null;
    if (named) namedPart = index;
    const key = `${parent}|${section.level}|${named ? 'named' : namedPart}|${text}`;
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, section.headingBlock);
      continue;
    }
    items.push(
      blockFinding(ID, manuscript, section.headingBlock, {
        status: 'warning',
        key: 'duplicate-heading',
        reasoning: `The heading "${section.heading.trim()}" appears twice in the same part of the manuscript: merge the sections or rename one.`,
      }),
    );
  }
  return items;
}
