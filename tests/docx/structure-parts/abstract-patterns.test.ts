/**
 * The abstract patterns of issue 13 §3, each on a real .docx built for it and read by the reader:
 * where the abstract is, which labels it has, where it ends, and what is not main text.
 */
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../../src/docx/index.ts';
import { regionText, type Manuscript } from '../../../src/docx/model.ts';
import { buildDocx, escapeXml } from '../support/build-docx.ts';

const STYLES = `
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:pPr><w:outlineLvl w:val="1"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading3"><w:name w:val="heading 3"/><w:pPr><w:outlineLvl w:val="2"/></w:pPr></w:style>`;

type Run = string | { text: string; bold?: true; superscript?: true };

function p(runs: Run | Run[], style?: string): string {
  const props = style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : '';
  const xml = (Array.isArray(runs) ? runs : [runs])
    .map((run) => {
      const r = typeof run === 'string' ? { text: run } : run;
      const rPr =
        'bold' in r || 'superscript' in r
          ? `<w:rPr>${'bold' in r ? '<w:b/>' : ''}${'superscript' in r ? '<w:vertAlign w:val="superscript"/>' : ''}</w:rPr>`
          : '';
      return `<w:r>${rPr}<w:t xml:space="preserve">${escapeXml(r.text)}</w:t></w:r>`;
    })
    .join('');
  return `<w:p>${props}${xml}</w:p>`;
}
const bold = (text: string): string => p({ text, bold: true });
const heading = (level: number, text: string): string => p(text, `Heading${level}`);
const cell = (inner: string): string => `<w:tc>${inner}</w:tc>`;
const table = (...rows: string[][]): string =>
  `<w:tbl>${rows.map((row) => `<w:tr>${row.map((c) => cell(p(c))).join('')}</w:tr>`).join('')}</w:tbl>`;
const textBox = (...paragraphs: string[]): string =>
  `<w:p><w:r><w:drawing><wp:anchor><a:graphic><a:graphicData><wps:wsp><wps:txbx><w:txbxContent>${paragraphs.join('')}</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></w:r></w:p>`;

const read = (...paragraphs: string[]): Promise<Manuscript> =>
  readManuscript(buildDocx({ body: paragraphs.join(''), styles: STYLES }));

const TITLE = p('Early mobilisation after hip fracture surgery', 'Title');

function abstractText(m: Manuscript): string {
  return m.structure.abstract ? regionText(m, m.structure.abstract) : '';
}
function mainText(m: Manuscript): string {
  return regionText(m, m.structure.mainText);
}

describe('"Abstract" below the top heading level, with its labels one level below or standing alone', () => {
  it('Heading 2 "Abstract" with the labels as short paragraphs of their own', async () => {
    const m = await read(
      TITLE,
      heading(2, 'Abstract'),
      p('Background'),
      p('Falls are common after surgery.'),
      p('Methods'),
      p('We followed 120 patients.'),
      p('Results'),
      p('Mobilisation on day one halved falls.'),
      p('Conclusions:'),
      p('Mobilise early.'),
      heading(2, 'Introduction'),
      p('Hip fracture is common in older people.'),
    );
    expect(m.structure.abstract?.labels).toEqual(['Background', 'Methods', 'Results', 'Conclusions']);
    expect(m.structure.abstract?.words).toBe(5 + 4 + 6 + 2);
    expect(m.structure.abstract?.wordsWithLabels).toBe(17 + 4);
    expect(m.structure.abstract?.structured).toBe(true);
    expect(mainText(m)).toBe('Hip fracture is common in older people.');
  });

  it('Heading 3 "Abstract" with bold label lines, and a label the author did not bold', async () => {
    const m = await read(
      TITLE,
      heading(2, 'Manuscript'),
      heading(3, 'Abstract'),
      p('Purpose'),
      p('To measure falls.'),
      bold('Methods'),
      p('A cohort of 120 patients.'),
      bold('Results'),
      p('Falls halved.'),
      heading(3, 'Introduction'),
      p('Hip fracture is common.'),
    );
    expect(m.structure.abstract?.labels).toEqual(['Purpose', 'Methods', 'Results']);
    expect(abstractText(m)).toBe('To measure falls.\nA cohort of 120 patients.\nFalls halved.');
    expect(m.structure.abstract?.wordsWithLabels).toBe(10 + 3);
    expect(mainText(m)).toBe('Hip fracture is common.');
  });

  it('Heading 2 "Abstract" with Heading 3 labels', async () => {
    const m = await read(
      TITLE,
      heading(2, 'Abstract'),
      heading(3, 'Objective'),
      p('To measure falls.'),
      heading(3, 'Design'),
      p('Cohort study.'),
      heading(2, 'Introduction'),
      p('Hip fracture is common.'),
    );
    expect(m.structure.abstract).toMatchObject({ labels: ['Objective', 'Design'], words: 5, wordsWithLabels: 7 });
  });

  it('an "Abstract" heading left empty does not take in the sections of the paper', async () => {
    const long = `${'Patients were followed for a year after surgery and their falls were counted. '.repeat(50)}`;
    const m = await read(
      TITLE,
      bold('Abstract'),
      bold('Methods'),
      p(long),
      bold('Results'),
      p('Falls halved.'),
      bold('Discussion'),
      p('Mobilise early.'),
    );
    expect(m.structure.abstract).toBeNull();
    expect(mainText(m)).toBe(`${long}\nFalls halved.\nMobilise early.`);
  });

  it('a repeated label opens the main text: "Background" after the abstract is the introduction', async () => {
    const m = await read(
      TITLE,
      bold('Abstract'),
      bold('Background'),
      p('Falls are common.'),
      bold('Methods'),
      p('A cohort.'),
      bold('Background'),
      p('Hip fracture is common in older people.'),
      bold('Methods'),
      p('We recruited patients.'),
    );
    expect(m.structure.abstract?.labels).toEqual(['Background', 'Methods']);
    expect(abstractText(m)).toBe('Falls are common.\nA cohort.');
    expect(mainText(m)).toBe('Hip fracture is common in older people.\nWe recruited patients.');
  });
});

describe('"Abstract:" written at the start of its own paragraph', () => {
  it('opens the abstract; it is in neither count, and a label after it is a label', async () => {
    const m = await read(
      TITLE,
      p('Jane Smith, University of Leeds'),
      p([{ text: 'Abstract:', bold: true }, ' Background: Falls are common after surgery.']),
      p('Methods: We followed 120 patients.'),
      p('Keywords: falls; hip fracture'),
      heading(1, 'Introduction'),
      p('Hip fracture is common.'),
    );
    expect(m.structure.abstract).toMatchObject({
      labels: ['Background', 'Methods'],
      words: 5 + 4,
      wordsWithLabels: 11,
    });
    expect(m.structure.headings).toEqual(['Introduction']);
    expect(mainText(m)).toBe('Hip fracture is common.');
  });
});

describe('labels written in the paragraph', () => {
  it('"Objective." and "Methods —" are labels: out of the word count, in the count with labels', async () => {
    const m = await read(
      TITLE,
      heading(1, 'Abstract'),
      p('Objective. To measure falls after surgery.'),
      p('Methods — A cohort of 120 patients.'),
      p([{ text: 'Setting and data.', bold: true }, ' Four hospitals in Scotland.']),
      heading(1, 'Introduction'),
      p('Text.'),
    );
    expect(m.structure.abstract?.labels).toEqual(['Objective', 'Methods', 'Setting and data']);
    expect(m.structure.abstract?.words).toBe(5 + 5 + 4);
    expect(m.structure.abstract?.wordsWithLabels).toBe(14 + 1 + 2 + 3);
  });

  it('an ordinary sentence that ends in a full stop is not a label', async () => {
    const m = await read(
      TITLE,
      heading(1, 'Abstract'),
      p('Falls matter. We counted them.'),
      heading(1, 'Methods'),
      p('x'),
    );
    expect(m.structure.abstract).toMatchObject({ labels: [], words: 5, wordsWithLabels: 5, structured: false });
  });
});

describe('where the abstract ends when no heading follows it', () => {
  const ABSTRACT = [heading(1, 'Abstract'), p('We followed 120 patients after surgery.'), p('Falls halved.')];

  it('a paragraph with numbered citations begins the introduction', async () => {
    const m = await read(
      TITLE,
      ...ABSTRACT,
      p('Hip fracture is common in older people [1,2].'),
      p('Falls follow [3].'),
      heading(1, 'Methods'),
      p('We recruited.'),
    );
    expect(abstractText(m)).toBe('We followed 120 patients after surgery.\nFalls halved.');
    expect(mainText(m)).toBe('Hip fracture is common in older people [1,2].\nFalls follow [3].\nWe recruited.');
  });

  it('author–year and superscript citations too, and a bold line before them heads the introduction', async () => {
    const m = await read(
      TITLE,
      ...ABSTRACT,
      bold('Early mobilisation after hip fracture: a cohort study'),
      p('Hip fracture is common (Smith et al., 2010; Jones, 2012).'),
      p(['Falls follow surgery.', { text: '3,4', superscript: true }]),
      heading(1, 'Methods'),
      p('We recruited.'),
    );
    expect(abstractText(m)).toBe('We followed 120 patients after surgery.\nFalls halved.');
    expect(m.structure.headings).toEqual([
      'Abstract',
      'Early mobilisation after hip fracture: a cohort study',
      'Methods',
    ]);
    expect(mainText(m)).toBe(
      'Hip fracture is common (Smith et al., 2010; Jones, 2012).\nFalls follow surgery.3,4\nWe recruited.',
    );
  });

  it('exponents, units, counts, dates and years in brackets are not citations', async () => {
    const m = await read(
      TITLE,
      heading(1, 'Abstract'),
      p('We followed 120 patients from the first lockdown (March 2020; Wave 2021).'),
      p(['Mean BMI was 27 kg/m', { text: '2', superscript: true }, ' (n = 120, 2010–2015).']),
      p(['Counts reached 10', { text: '5', superscript: true }, ' per ml (95% CI 1.2–3.4).']),
      heading(1, 'Introduction'),
      p('Text.'),
    );
    expect(m.structure.abstract?.blocks).toHaveLength(3);
  });

  it("a structured abstract's labelled paragraph that cites stays abstract", async () => {
    const m = await read(
      TITLE,
      heading(1, 'Abstract'),
      p('Background: Falls are common.'),
      p('Methods: We used the CONSORT statement [1].'),
      p('Results: Falls halved.'),
      heading(1, 'Introduction'),
      p('Text.'),
    );
    expect(m.structure.abstract?.blocks).toHaveLength(3);
  });

  it('a keywords line ends it; a declared word count is neither abstract nor main text', async () => {
    const m = await read(
      TITLE,
      heading(1, 'Abstract'),
      p('We followed 120 patients.'),
      p('Word count: 3109'),
      p('Keywords: falls; hip fracture'),
      p('Hip fracture is common in older people.'),
      heading(1, 'Methods'),
      p('We recruited.'),
    );
    expect(abstractText(m)).toBe('We followed 120 patients.');
    expect(mainText(m)).toBe('Hip fracture is common in older people.\nWe recruited.');
  });
});

describe('boxed text and table notes are not main text', () => {
  it('a text box, a one-cell "Key points" box and the notes under a table are left out', async () => {
    const m = await read(
      TITLE,
      heading(1, 'Introduction'),
      p('Hip fracture is common.'),
      textBox(p('What is already known'), p('Falls follow surgery.')),
      table(['Key points: early mobilisation halves falls.']),
      p('Falls are costly.'),
      table(['Age', 'Falls'], ['80', '12']),
      p('SD, standard deviation.'),
      p('* P < 0.05.'),
      heading(1, 'Methods'),
      p('We recruited.'),
    );
    expect(mainText(m)).toBe('Hip fracture is common.\nFalls are costly.\nWe recruited.');
    expect(m.structure.mainText.words).toBe(4 + 3 + 2);
  });
});

describe('key points in a box', () => {
  it('are the key summary points, not main text: a one-column table headed "What is already known"', async () => {
    const box = `<w:tbl><w:tr>${cell(
      [
        p('What is already known on this topic'),
        p('Falls are common after hip fracture.'),
        p('What this study adds'),
        p('Mobilising on day one halves falls.'),
      ].join(''),
    )}</w:tr></w:tbl>`;
    const m = await read(
      TITLE,
      heading(1, 'Abstract'),
      p('We followed 120 patients.'),
      box,
      heading(1, 'Introduction'),
      p('Text.'),
    );
    expect(m.structure.keySummaryPoints && regionText(m, m.structure.keySummaryPoints)).toBe(
      'Falls are common after hip fracture.\nMobilising on day one halves falls.',
    );
    expect(m.structure.keySummaryPoints?.words).toBe(12);
    expect(mainText(m)).toBe('Text.');
  });
});

describe('a summary inside a thesis chapter is not the abstract', () => {
  it('"Introduction / Abstract" opens the main text and a chapter "Summary" stays in it', async () => {
    const m = await read(
      TITLE,
      heading(1, 'Introduction / Abstract'),
      p('This thesis asks whether parenthood affects health.'),
      heading(1, 'Context, Theory and Evidence'),
      heading(2, 'Life course research'),
      p('Life course research studies transitions.'),
      heading(2, 'Summary'),
      p('To sum up, the evidence is mixed.'),
      heading(1, 'Data and Methods'),
      p('We used panel data.'),
    );
    expect(m.structure.abstract).toBeNull();
    expect(m.structure.mainText.words).toBe(7 + 5 + 7 + 4);
  });
});
