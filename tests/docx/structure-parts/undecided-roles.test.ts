/**
 * Checks that say what they could not decide (issue 25): where a paragraph whose role the engine
 * is unsure of could turn a verdict — names one per line with no label or mark, an affiliation
 * known only by its mark, a caption known only by the label opening it, key points named like a
 * Discussion sub-section, a statement's name written as a plain list item — the check answers a
 * warning naming the paragraph, never a pass or a failure on a guess. Each case is a real .docx
 * built for it and read by the reader; each has a sure twin that keeps today's verdict.
 */
import { describe, expect, it } from 'vitest';
import { authorship } from '../../../src/checks/authorship/index.ts';
import { elementCounts } from '../../../src/checks/element-counts/index.ts';
import { runOn } from '../../../src/checks/framework/testing.ts';
import { requiredStatements } from '../../../src/checks/required-statements/index.ts';
import { wordLimits } from '../../../src/checks/word-limits/index.ts';
import { readManuscript } from '../../../src/docx/index.ts';
import type { Manuscript } from '../../../src/docx/model.ts';
import { SURE } from '../../../src/docx/structure/block-roles.ts';
import { buildDocx, escapeXml } from '../support/build-docx.ts';

const STYLES = `
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr></w:style>`;

const p = (text: string, style?: string): string =>
  `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
const heading = (text: string): string => p(text, 'Heading1');
/** A bulleted paragraph (direct numbering), plain text. */
const bullet = (text: string): string =>
  `<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="3"/></w:numPr></w:pPr><w:r><w:t>${escapeXml(text)}</w:t></w:r></w:p>`;
const picture =
  '<w:p><w:r><w:drawing><wp:inline><a:graphic><a:graphicData/></a:graphic></wp:inline></w:drawing></w:r></w:p>';

const TITLE = p('Delay in treatment of tuberculosis in Oslo', 'Title');
const INTRODUCTION = [heading('Introduction'), p('Treatment of tuberculosis is often delayed in cities.')];

const read = (...paragraphs: string[]): Promise<Manuscript> =>
  readManuscript(buildDocx({ body: paragraphs.join(''), styles: STYLES }));

function roleOf(m: Manuscript, text: string): { role: string; confidence: number } | undefined {
  const block = m.blocks.find((b) => b.text.startsWith(text));
  return block ? m.structure.roles[block.index] : undefined;
}

const rowNamed = (result: ReturnType<typeof runOn>, name: string) => result.results.find((r) => r.name === name);

describe('authorship', () => {
  it('does not count authors on names one per line with no label or mark: it says it could not decide', async () => {
    const m = await read(TITLE, p('Kari Nordmann'), p('Ola Hansen'), p('Per Berg'), ...INTRODUCTION);
    expect(roleOf(m, 'Kari Nordmann')?.role).toBe('authors');
    expect(roleOf(m, 'Kari Nordmann')?.confidence).toBeLessThan(SURE);
    const authors = rowNamed(runOn(authorship, m, { authorship_restriction: 2 }), 'Authors');
    expect(authors?.status).toBe('warning');
    expect(authors?.details).toBe(
      '3 authors counted against the limit of 2, but 3 paragraphs from the paragraph "Kari Nordmann" in the front matter could not be read with certainty as author names (no label, no affiliation marks), so whether the limit is met could not be decided.',
    );
  });

  it('keeps the verdict when the names carry affiliation marks', async () => {
    const m = await read(TITLE, p('Kari Nordmann1'), p('Ola Hansen2'), p('Per Berg1'), ...INTRODUCTION);
    expect(rowNamed(runOn(authorship, m, { authorship_restriction: 2 }), 'Authors')).toMatchObject({
      status: 'failed',
      details: '3 authors: 1 more than the 2 allowed.',
    });
  });

  it('does not pass affiliations known only by a mark under unmarked names', async () => {
    const m = await read(
      TITLE,
      p('Authors: Kari Nordmann, Ola Hansen'),
      p('* Oslo kommune, Helseetaten, Norway'),
      ...INTRODUCTION,
    );
    const row = rowNamed(runOn(authorship, m, { authors_requirements: 'affiliations' }), 'Affiliations');
    expect(row?.status).toBe('warning');
    expect(row?.details).toContain(
      'The paragraph "* Oslo kommune, Helseetaten, Norway" in the front matter may be the affiliations',
    );
    const marked = await read(
      TITLE,
      p('Authors: Kari Nordmann*, Ola Hansen'),
      p('* Oslo kommune, Helseetaten, Norway'),
      ...INTRODUCTION,
    );
    expect(rowNamed(runOn(authorship, marked, { authors_requirements: 'affiliations' }), 'Affiliations')?.status).toBe(
      'pass',
    );
  });
});

describe('element-counts', () => {
  const results = [
    heading('Results'),
    p('Figure 1. Flow of patients through the study'),
    p('Figure 2. Delay by district'),
    p('Most patients were treated within a month.'),
  ];

  it('does not fail a figure count that only a paragraph opening "Figure 3 …" with nothing beside it pushes over', async () => {
    const m = await read(TITLE, ...INTRODUCTION, ...results, p('Figure 3 Study sites across the county'));
    expect(roleOf(m, 'Figure 3')?.confidence).toBeLessThan(SURE);
    expect(roleOf(m, 'Figure 1.')?.confidence).toBeGreaterThanOrEqual(SURE);
    const figures = rowNamed(runOn(elementCounts, m, { max_figures: 2 }), 'Figures');
    expect(figures?.status).toBe('warning');
    expect(figures?.details).toBe(
      '3 figures counted against the limit of 2, but the paragraph "Figure 3 Study sites across the county" under "Results" could not be read with certainty as a caption (a label opening a sentence, with no picture or table beside it), so whether the limit is met could not be decided.',
    );
    // Within the limit whether it is a caption or not: the pass stands.
    expect(rowNamed(runOn(elementCounts, m, { max_figures: 3 }), 'Figures')?.status).toBe('pass');
  });

  it('keeps the failure when a picture stands right above the caption', async () => {
    const m = await read(TITLE, ...INTRODUCTION, ...results, picture, p('Figure 3 Study sites across the county'));
    expect(rowNamed(runOn(elementCounts, m, { max_figures: 2 }), 'Figures')).toMatchObject({
      status: 'failed',
      details: '3 figures: 1 more than the 2 allowed.',
    });
  });
});

describe('key points', () => {
  const box = (name: string) => [heading(name), p('Screen contacts within a week.'), p('Treat at diagnosis.')];

  const setting = [heading('Study setting'), p('Oslo has eleven tuberculosis clinics.')];

  it('does not judge the length of key points named like a Discussion sub-section when no known main heading follows', async () => {
    const m = await read(TITLE, ...box('Implications for practice'), ...setting);
    expect(roleOf(m, 'Screen contacts')).toMatchObject({ role: 'key-points' });
    expect(roleOf(m, 'Screen contacts')?.confidence).toBeLessThan(SURE);
    const row = rowNamed(runOn(wordLimits, m, { max_words_key_summary_points: 5 }), 'Key summary points: words');
    expect(row?.status).toBe('warning');
    expect(row?.details).toBe(
      '8 words against the limit of 5, but the paragraph "Screen contacts within a week." under "Implications for practice" may not open key summary points (its heading is also the name of a Discussion sub-section), so whether the limit is met could not be decided.',
    );
    const asked = rowNamed(
      runOn(requiredStatements, m, { key_point_summary_info: 'Research in context' }),
      'Key summary points',
    );
    expect(asked?.status).toBe('warning');
    expect(asked?.details).toContain('could not be decided');
  });

  it('keeps the verdict under a "Key points" heading, or a shared name that the Introduction follows', async () => {
    for (const m of [
      await read(TITLE, ...box('Key points'), ...setting),
      await read(TITLE, ...box('Implications for practice'), ...INTRODUCTION),
    ])
      expect(
        rowNamed(runOn(wordLimits, m, { max_words_key_summary_points: 5 }), 'Key summary points: words'),
      ).toMatchObject({ status: 'failed', details: '8 words: 3 over the limit of 5.' });
  });
});

describe('required-statements', () => {
  const closing = [heading('References'), p('1. Smith J. Delay in tuberculosis care. Lancet 2020;1:1-2.')];

  it('does not pass a funding statement found only under a plain list item named "Funding"', async () => {
    const m = await read(
      TITLE,
      ...INTRODUCTION,
      bullet('Funding'),
      p('Norwegian Research Council, grant 12345.'),
      ...closing,
    );
    expect(roleOf(m, 'Funding')?.confidence).toBeLessThan(SURE);
    const funding = rowNamed(runOn(requiredStatements, m, {}), 'Funding');
    expect(funding?.status).toBe('warning');
    expect(funding?.details).toBe(
      'The line "Funding" after "Introduction" may head the funding statement, but its place in the manuscript could not be read with certainty (it may belong to what stands before it), so whether the manuscript has the statement could not be decided.',
    );
  });

  it('keeps the pass under a plain "Funding" line that is not a list item', async () => {
    const m = await read(
      TITLE,
      ...INTRODUCTION,
      p('Funding'),
      p('Norwegian Research Council, grant 12345.'),
      ...closing,
    );
    expect(rowNamed(runOn(requiredStatements, m, {}), 'Funding')).toMatchObject({
      status: 'pass',
      details: 'Found: "Norwegian Research Council, grant 12345."',
    });
  });
});
