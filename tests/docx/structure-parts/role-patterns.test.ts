/**
 * The patterns of issue 25 that gave parts the wrong role, each on a real .docx built for it and
 * read by the reader, and where the corpus has one, on the corpus file: boxes, table notes,
 * sentences opening "Figure 03 presents…", placeholders, a Discussion sub-section named like key
 * points, a thesis's English abstract after one in another language, author lines, callouts
 * "(fig.3)", parallel sub-headings.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authorship } from '../../../src/checks/authorship/index.ts';
import { runOn } from '../../../src/checks/framework/testing.ts';
import { figureTableFindings } from '../../../src/checks/loose-ends/cited-items.ts';
import { headingFindings } from '../../../src/checks/loose-ends/headings.ts';
import { readManuscript } from '../../../src/docx/index.ts';
import { type Manuscript, regionText } from '../../../src/docx/model.ts';
import { corpusAvailable, corpusDir, needsCorpus } from '../../support/corpus.ts';
import { buildDocx, escapeXml } from '../support/build-docx.ts';

const STYLES = `
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:pPr><w:outlineLvl w:val="1"/></w:pPr></w:style>`;

type Run = string | { text: string; bold?: true; superscript?: true; lang?: string };

function p(runs: Run | Run[], style?: string): string {
  const props = style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : '';
  const xml = (Array.isArray(runs) ? runs : [runs])
    .map((run) => {
      const r = typeof run === 'string' ? { text: run } : run;
      const rPr = `${'bold' in r ? '<w:b/>' : ''}${'superscript' in r ? '<w:vertAlign w:val="superscript"/>' : ''}${'lang' in r ? `<w:lang w:val="${r.lang}"/>` : ''}`;
      return `<w:r>${rPr ? `<w:rPr>${rPr}</w:rPr>` : ''}<w:t xml:space="preserve">${escapeXml(r.text)}</w:t></w:r>`;
    })
    .join('');
  return `<w:p>${props}${xml}</w:p>`;
}
const bold = (text: string): string => p({ text, bold: true });
const heading = (level: number, text: string): string => p(text, `Heading${level}`);
const table = (...rows: string[][]): string =>
  `<w:tbl>${rows.map((row) => `<w:tr>${row.map((c) => `<w:tc>${p(c)}</w:tc>`).join('')}</w:tr>`).join('')}</w:tbl>`;
const textBox = (...paragraphs: string[]): string =>
  `<w:p><w:r><w:drawing><wp:anchor><a:graphic><a:graphicData><wps:wsp><wps:txbx><w:txbxContent>${paragraphs.join('')}</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></w:r></w:p>`;

const read = (...paragraphs: string[]): Promise<Manuscript> =>
  readManuscript(buildDocx({ body: paragraphs.join(''), styles: STYLES }));
const mainText = (m: Manuscript): string => regionText(m, m.structure.mainText);
const roleOf = (m: Manuscript, text: string): string | undefined => {
  const block = m.blocks.find((b) => b.text.startsWith(text));
  return block ? m.structure.roles[block.index]?.role : undefined;
};
const TITLE = p('Delay in treatment of tuberculosis', 'Title');

describe('boxes are not main text', () => {
  it('a "Box 1" title and its text, a text box and a single-cell table are boxes', async () => {
    const m = await read(
      TITLE,
      heading(1, 'Introduction'),
      p('Guidelines changed in 2020.'),
      bold('Box 1: Recommendations'),
      p('Screen every contact within a week.'),
      p('Treat latent infection in children.'),
      heading(1, 'Methods'),
      p('We reviewed the guidelines.'),
      textBox(p('Text in a text box.')),
      table(['What this adds: a single framed cell.']),
      p('We then met the panel.'),
    );
    expect(mainText(m)).toBe(
      ['Guidelines changed in 2020.', 'We reviewed the guidelines.', 'We then met the panel.'].join('\n'),
    );
    for (const text of ['Box 1', 'Screen every', 'Treat latent', 'Text in a text box', 'What this adds'])
      expect(roleOf(m, text), text).toBe('box');
  });
});

describe('table notes', () => {
  it('the paragraph after a table is running text unless it reads like a note; a marked note further down is a note', async () => {
    const m = await read(
      TITLE,
      heading(1, 'Results'),
      p('Table 1. Delay by region'),
      table(['Region', 'Days'], ['North', '12'], ['South', '30']),
      p('Patients in the South waited more than twice as long, and most of them first saw a traditional healer.'),
      p('Delay fell after the campaign.'),
      p('Note: days from the first symptom to treatment.'),
      heading(1, 'Discussion'),
      p('Delay remains long.'),
    );
    expect(roleOf(m, 'Patients in the South')).toBe('body');
    expect(roleOf(m, 'Note: days')).toBe('table-note');
    expect(mainText(m)).not.toContain('Note: days');
    expect(mainText(m)).toContain('Patients in the South waited');
  });

  it.skipIf(!corpusAvailable)(
    needsCorpus('on the corpus: a prose paragraph after a table in the psilocybin meta-analysis is main text'),
    async () => {
      const m = await readManuscript(readFileSync(path.join(corpusDir, 'manuscripts/ms-psilocybin-cognition-ma.docx')));
      expect(roleOf(m, 'The results of our meta-analysis indicate')).toBe('body');
    },
  );
});

describe('captions and placeholders', () => {
  it('"Figure 03 presents…" is a sentence and "[Insert Figure 01 Here]" a placeholder: no figure counted', async () => {
    const m = await read(
      TITLE,
      heading(1, 'Results'),
      p([{ text: 'Figure 03', bold: true }, ' presents the number of patients by region and year of diagnosis.']),
      p('[Insert Figure 01 Here]'),
      p('Table 02 summarises the delays.'),
    );
    expect(m.structure.counts.figures).toBe(0);
    expect(m.structure.counts.tables).toBe(0);
    expect(roleOf(m, 'Figure 03')).toBe('body');
    expect(roleOf(m, '[Insert Figure 01')).toBe('placeholder');
    expect(mainText(m)).toContain('Figure 03 presents');
  });
});

describe('key points', () => {
  it('a Discussion sub-section named like key points is main text, not the key-points box', async () => {
    const m = await read(
      TITLE,
      bold('Abstract'),
      p('Delay was long.'),
      bold('Introduction'),
      p('Tuberculosis is curable.'),
      bold('Discussion'),
      p('Delay matters.'),
      bold('Implications for practice'),
      p('Clinics should screen coughing patients at once.'),
    );
    expect(m.structure.keySummaryPoints).toBeNull();
    expect(mainText(m)).toContain('Clinics should screen');
  });

  it.skipIf(!corpusAvailable)(
    needsCorpus('on the corpus: the psilocybin Discussion sub-section is not the key-points box'),
    async () => {
      const m = await readManuscript(readFileSync(path.join(corpusDir, 'manuscripts/ms-psilocybin-cognition-ma.docx')));
      expect(m.structure.keySummaryPoints).toBeNull();
    },
  );
});

describe('a thesis with an abstract in another language first', () => {
  it('finds the inline-labelled English abstract', async () => {
    const swedish = 'Fördröjning av behandling av tuberkulos är vanlig och leder till smittspridning i samhället.';
    const m = await read(
      TITLE,
      heading(1, 'Abstract'),
      p({ text: swedish, lang: 'sv-SE' }),
      p('Abstract: Delay in the treatment of tuberculosis is common and spreads the infection in the community.'),
      heading(1, 'Introduction'),
      p('Tuberculosis is curable.'),
    );
    const abstract = m.structure.abstract ? regionText(m, m.structure.abstract) : '';
    expect(abstract).toContain('Delay in the treatment');
    expect(abstract).not.toContain('Fördröjning');
  });
});

describe('author lines', () => {
  it('counts six authors written one per line, finds the affiliation line under them, and reads "Authors:"', async () => {
    const six = await read(
      TITLE,
      p('Kari Nordmann1'),
      p('Ola Hansen2'),
      p('Per Berg1'),
      p('Anne Lie3'),
      p('Siri Dahl2'),
      p('Jon Moe1'),
      p('1 Oslo kommune, Norway'),
      heading(1, 'Introduction'),
      p('Text.'),
    );
    const rows = runOn(authorship, six, { authorship_restriction: 5, authors_requirements: 'affiliations' }).results;
    expect(rows.find((r) => r.name === 'Authors')).toMatchObject({
      status: 'failed',
      details: '6 authors: 1 more than the 5 allowed.',
    });
    expect(rows.find((r) => r.name === 'Affiliations')?.status).toBe('pass');
    const labelled = await read(TITLE, p('Authors: Kari Nordmann, Ola Hansen'), heading(1, 'Introduction'), p('Text.'));
    expect(
      runOn(authorship, labelled, { authorship_restriction: 5 }).results.find((r) => r.name === 'Authors')?.details,
    ).toBe('2 authors, within the limit of 5.');
  });
});

describe('callouts and headings', () => {
  it('"(fig.3)" and "Fig4" cite Figures 3 and 4', async () => {
    const m = await read(
      TITLE,
      heading(1, 'Results'),
      p('Delay was longest in the South (fig.3), and fell after the campaign Fig4.'),
      p('Figure 3. Delay by region.'),
      p('Figure 4. Delay by year.'),
    );
    expect(figureTableFindings(m).filter((f) => /never cited|not cited/i.test(JSON.stringify(f)))).toEqual([]);
  });

  it('the same sub-heading under Results and under Discussion is not a duplicate', async () => {
    const m = await read(
      TITLE,
      bold('Results'),
      bold('Delay in treatment'),
      p('Median delay was 60 days.'),
      bold('Discussion'),
      bold('Delay in treatment'),
      p('Delay remains long.'),
    );
    expect(headingFindings(m).filter((f) => /appears twice/.test(f.reasoning ?? ''))).toEqual([]);
  });
});
