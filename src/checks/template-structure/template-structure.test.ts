import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../docx/index.ts';
import { corpusFiles, corpusAvailable, needsCorpus } from '../../../tests/support/corpus.ts';
import type { Manuscript, Section } from '../../docx/model.ts';
import { manuscriptWith, runOn } from '../framework/testing.ts';
import { templateStructure } from './index.ts';
import { longestIncreasing, normaliseHeading } from './headings.ts';

const hellp = corpusFiles('manuscripts').find((f) => f.name === 'ms-hellp-systematic-review');

/** Paragraphs with heading sections laid over them (roles given per heading). */
function doc(headings: [string, Section['role']?][], bodyStyle?: string): Manuscript {
  const specs = headings.flatMap(([h]) => [
    { text: h, styleName: 'heading 1' },
    { text: `Text under ${h}.`, ...(bodyStyle ? { styleName: bodyStyle } : {}) },
  ]);
  return manuscriptWith(specs, () => ({
    sections: headings.map(([h, role], i) => ({
      heading: h,
      headingBlock: i * 2,
      role: role ?? 'main',
      level: 1,
      blockStart: i * 2,
      blockEnd: i * 2 + 2,
      words: 3,
    })),
    headings: headings.map(([h]) => h),
  }));
}

const template = doc(
  [
    ['Abstract', 'abstract'],
    ['Introduction'],
    ['Methods'],
    ['Results'],
    ['Discussion'],
    ['Conflict of interest', 'disclosures'],
    ['References', 'references'],
  ],
  'Body Text Indent',
);

describe('headings', () => {
  it('normalises numbering, case and punctuation', () => {
    expect(normaliseHeading('2. Methods:')).toBe('methods');
    expect(normaliseHeading('Materials & Methods')).toBe('methods');
    expect(normaliseHeading('Patients and methods')).toBe('methods');
    expect(normaliseHeading('Ethics statement')).toBe('ethics');
    expect(normaliseHeading('Acknowledgments')).toBe('acknowledgements');
    expect(normaliseHeading('Background')).toBe('introduction');
  });
  it('finds a longest increasing run', () => {
    expect([...longestIncreasing([0, 2, 1, 3])].length).toBe(3);
  });
});

describe('template-structure', () => {
  it('finds nothing wrong when the manuscript follows the template', () => {
    const original = doc(
      [
        ['Abstract', 'abstract'],
        ['1. Introduction'],
        ['2. Methods'],
        ['3. Results'],
        ['4. Discussion'],
        ['Competing interests', 'disclosures'],
        ['References', 'references'],
      ],
      'Body Text Indent',
    );
    const result = runOn(templateStructure, original, {}, {}, template);
    expect(result.results).toEqual([]);
    expect(result.summary).toBe('No problems found.');
  });

  it('reports missing, out-of-order and extra headings', () => {
    const original = doc(
      [
        ['Abstract', 'abstract'],
        ['Introduction'],
        ['Results'],
        ['Methods'],
        ['Limitations'],
        ['References', 'references'],
      ],
      'Body Text Indent',
    );
    const result = runOn(templateStructure, original, {}, {}, template);
    const missing = result.results.filter((r) => r.status === 'failed' && !r.coordinates).map((r) => r.name);
    expect(missing).toEqual(['Discussion', 'Conflict of interest']);
    const outOfOrder = result.results.filter((r) => r.status === 'failed' && r.coordinates).map((r) => r.original);
    expect(outOfOrder).toHaveLength(1);
    expect(['Results', 'Methods']).toContain(outOfOrder[0]);
    const extra = result.results.filter((r) => r.status === 'warning').map((r) => r.original);
    expect(extra).toEqual(['Limitations']);
  });

  it('points an out-of-order heading at its place in the text', () => {
    const original = doc(
      [
        ['Abstract', 'abstract'],
        ['Introduction'],
        ['Methods'],
        ['Discussion'],
        ['Results'],
        ['Conflict of interest', 'disclosures'],
        ['References', 'references'],
      ],
      'Body Text Indent',
    );
    const result = runOn(templateStructure, original, {}, {}, template);
    const item = result.results.find((r) => r.status === 'failed')!;
    expect(original.previewText.slice(item.coordinates!.absolute.start, item.coordinates!.absolute.end)).toBe(
      item.original,
    );
  });

  it('never reports a section the template marks "(optional)" or "(if applicable)" as missing, and matches it when present', () => {
    const withOptional = doc([
      ['Abstract', 'abstract'],
      ['Introduction'],
      ['Methods'],
      ['Results'],
      ['Discussion'],
      ['Conclusions (optional)'],
      ['References', 'references'],
      ['Supporting information (if applicable)'],
    ]);
    const without = doc([
      ['Abstract', 'abstract'],
      ['Background'],
      ['Methods'],
      ['Results'],
      ['Discussion'],
      ['References', 'references'],
    ]);
    expect(runOn(templateStructure, without, {}, {}, withOptional).results).toEqual([]);
    const withBoth = doc([
      ['Abstract', 'abstract'],
      ['Introduction'],
      ['Methods'],
      ['Results'],
      ['Discussion'],
      ['Conclusion'],
      ['References', 'references'],
      ['Supporting Information'],
    ]);
    expect(runOn(templateStructure, withBoth, {}, {}, withOptional).results).toEqual([]);
  });

  it('reports template styles the manuscript never uses, unless asked not to', () => {
    const original = doc([
      ['Abstract', 'abstract'],
      ['Introduction'],
      ['Methods'],
      ['Results'],
      ['Discussion'],
      ['Conflict of interest', 'disclosures'],
      ['References', 'references'],
    ]);
    const result = runOn(templateStructure, original, {}, {}, template);
    expect(result.results.map((r) => r.reasoning)).toEqual([
      'The template uses the paragraph style "Body Text Indent", and the manuscript never does.',
    ]);
    expect(runOn(templateStructure, original, {}, { check_styles: false }, template).results).toEqual([]);
  });
});

describe('template-structure on real Word files', () => {
  it.skipIf(!corpusAvailable)(
    needsCorpus('compares a real BMJ Open manuscript with a journal template written by Word tooling'),
    async () => {
      const { Document, HeadingLevel, Packer, Paragraph } = await import('docx');
      const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 });
      const template = new Document({
        sections: [
          {
            children: [
              new Paragraph({ text: 'Title of the article', heading: HeadingLevel.TITLE }),
              ...[
                'Abstract',
                'Introduction',
                'Methods',
                'Results',
                'Discussion',
                'Conclusions',
                'Funding',
                'Data availability statement',
                'Competing interests',
                'References',
              ].flatMap((h) => [heading(h), new Paragraph({ text: 'Text.' })]),
            ],
          },
        ],
      });
      const templateManuscript = await readManuscript(new Uint8Array(await Packer.toBuffer(template)));
      const original = await readManuscript(readFileSync(hellp!.file));
      const result = runOn(templateStructure, original, {}, { check_styles: false }, templateManuscript);
      const failed = result.results.filter((r) => r.status === 'failed');
      // "Data availability statement" is "Availability of data and materials" in the manuscript: same role.
      expect(failed).toEqual([]);
      const extra = result.results.filter((r) => r.status === 'warning').map((r) => r.original);
      expect(extra).toContain('Article summary');
      expect(extra).not.toContain('Methods');
    },
  );
});

describe('template-structure against an unrelated template (issue 26)', () => {
  const file = (group: 'manuscripts' | 'articles', name: string) => corpusFiles(group).find((f) => f.name === name);
  const rodent = file('manuscripts', 'ms-rodent-trapping-review-with-comment');
  const article = file('articles', 'plos-pmed-1001300');

  it.skipIf(!corpusAvailable)(
    needsCorpus('says once that another finished article is no template, instead of listing every difference'),
    async () => {
      const original = await readManuscript(readFileSync(rodent!.file));
      const other = await readManuscript(readFileSync(article!.file));
      const result = runOn(templateStructure, original, {}, {}, other);
      expect(result.results).toHaveLength(1);
      const [only] = result.results;
      expect(only?.status).toBe('warning');
      expect(only?.details).toMatch(
        /^The template looks like another manuscript rather than the journal's template: only \d+ of its \d+ headings are in this manuscript, and it holds 60 references and [\d,]+ words of main text\. The structure was not compared/,
      );
    },
  );

  it.skipIf(!corpusAvailable)(
    needsCorpus('still compares a manuscript with itself, and a journal skeleton it does not follow'),
    async () => {
      const original = await readManuscript(readFileSync(rodent!.file));
      expect(runOn(templateStructure, original, {}, {}, original).results).toEqual([]);
      const skeleton = doc([['Abstract'], ['Introduction'], ['Methods'], ['Results'], ['Discussion'], ['References']]);
      const result = runOn(templateStructure, original, {}, { check_styles: false }, skeleton);
      expect(result.results.some((r) => r.name === 'Template document')).toBe(false);
    },
  );
});
