/**
 * template-structure (type4): the original against the uploaded template document. Required
 * headings (the template's) that are missing or out of order are problems; headings the template
 * lacks are warnings (a writer may add sub-structure); paragraph styles the template uses that
 * the original never uses are warnings (the journal's layout relies on them).
 */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { blockFinding, row, type4 } from '../framework/index.ts';
import type { CheckDefinition, CheckInput } from '../types.ts';
import { compareHeadings, headingsOf, type HeadingRef } from './headings.ts';

const ID = 'template-structure';

/** Styles every document has whether or not anyone chose them. */
const BUILT_IN_BODY_STYLES = new Set([
  'normal',
  'default paragraph font',
  'body text',
  'first paragraph',
  'compact',
  'list paragraph',
]);

function atHeading(
  manuscript: Manuscript,
  heading: HeadingRef,
  status: 'failed' | 'warning',
  reasoning: string,
  key: string,
): ResultItem {
  if (heading.block !== null && manuscript.blocks[heading.block]) {
    return blockFinding(ID, manuscript, heading.block, { status, reasoning, key });
  }
  return { ...row(ID, heading.text, status, reasoning, { key }), original: heading.text, reasoning };
}

function styleNames(manuscript: Manuscript): Map<string, string> {
  const names = new Map<string, string>();
  for (const block of manuscript.blocks) {
    if (block.kind !== 'paragraph' || !block.styleName) continue;
    const key = block.styleName.toLowerCase();
    if (!names.has(key)) names.set(key, block.styleName);
  }
  return names;
}

/**
 * The template is another finished manuscript, not a journal's template (most journals publish
 * none, so writers upload whatever they have; issue 26): it holds a reference list or the text of a
 * whole article, and fewer than half of its headings are in the manuscript. Then every difference
 * would be noise: the check says so once instead of listing them. A journal's skeleton (headings and
 * instructions, no references) is always compared, however little the manuscript follows it.
 */
function unrelatedTemplate(template: Manuscript, headings: number, matched: number): string | null {
  const references = template.structure.counts.references;
  const words = template.structure.mainText.words;
  const finished = references >= MIN_REFERENCES_OF_AN_ARTICLE || words >= MIN_WORDS_OF_AN_ARTICLE;
  if (!finished || matched * 2 >= headings) return null;
  const holds =
    references >= MIN_REFERENCES_OF_AN_ARTICLE
      ? `${references} references and ${words.toLocaleString('en-GB')} words of main text`
      : `${words.toLocaleString('en-GB')} words of main text`;
  return `The template looks like another manuscript rather than the journal's template: only ${matched} of its ${headings} headings are in this manuscript, and it holds ${holds}. The structure was not compared; upload the journal's own template (or a copy of a manuscript it accepted) to compare it.`;
}

/** A template with this many references, or this many words of main text, is a finished article. */
const MIN_REFERENCES_OF_AN_ARTICLE = 5;
const MIN_WORDS_OF_AN_ARTICLE = 1500;

export const templateStructure: CheckDefinition = {
  id: ID,
  version: 1,
  category: 'journal-requirements',
  name: 'Structure against the template',
  icon: 'layout-list',
  description: 'Compares the headings and paragraph styles of the manuscript with the template document.',
  resultType: 'type4',
  needsTemplate: true,
  parameters: [
    {
      name: 'check_styles',
      label: 'Compare paragraph styles',
      type: 'boolean',
      defaultValue: true,
      description: 'Report styles the template uses that the manuscript never uses.',
    },
  ],
  run({ manuscript, template, params }: CheckInput) {
    if (!template) return type4([row(ID, 'Template document', 'warning', 'No template document was given.')]);
    const templateHeadings = headingsOf(template, 9);
    const items: ResultItem[] = [];
    if (templateHeadings.length === 0) {
      items.push({
        ...row(ID, 'Template headings', 'warning', 'The template has no headings, so the structure was not compared.'),
        reasoning: 'The template has no headings, so the structure was not compared.',
      });
    } else {
      // Compare at the depth the template goes to: its sub-headings are required too, deeper ones in the original are the writer's.
      const depth = Math.max(...templateHeadings.map((h) => h.level));
      // A required heading counts wherever it sits (a writer may nest "Patient and public
      // involvement" under Methods); only headings down to the template's depth can be extra.
      const compared = compareHeadings(templateHeadings, headingsOf(manuscript, 9));
      const unrelated = unrelatedTemplate(template, templateHeadings.length, compared.matched.length);
      if (unrelated) return type4([{ ...row(ID, 'Template document', 'warning', unrelated), reasoning: unrelated }]);
      const { missing, outOfOrder } = compared;
      const extra = compared.extra.filter((h) => h.level <= depth);
      for (const heading of missing.filter((h) => !h.optional)) {
        const reasoning = `The template has the heading "${heading.text}", and the manuscript has no such section.`;
        items.push({ ...row(ID, heading.text, 'failed', reasoning, { key: `missing:${heading.key}` }), reasoning });
      }
      for (const { template: t, original: o } of outOfOrder) {
        items.push(
          atHeading(
            manuscript,
            o,
            'failed',
            `"${o.text}" is out of order: the template places "${t.text}" elsewhere in the sequence.`,
            `order:${o.key}`,
          ),
        );
      }
      for (const heading of extra) {
        items.push(
          atHeading(
            manuscript,
            heading,
            'warning',
            `"${heading.text}" is not a heading of the template.`,
            `extra:${heading.key}`,
          ),
        );
      }
    }
    if (params.check_styles !== false) {
      const used = styleNames(manuscript);
      for (const [key, name] of styleNames(template)) {
        if (used.has(key) || BUILT_IN_BODY_STYLES.has(key)) continue;
        const reasoning = `The template uses the paragraph style "${name}", and the manuscript never does.`;
        items.push({ ...row(ID, `Style ${name}`, 'warning', reasoning, { key: `style:${key}` }), reasoning });
      }
    }
    return type4(items);
  },
};
