/**
 * Other languages by Word's own record (w:lang), end to end on built .docx files: the reader
 * resolves the language through run, character style, paragraph style and document defaults, and
 * the English checks leave a tagged Swedish or German paragraph alone — but not English text that
 * merely carries the author's locale, and English tags never decide UK or US spelling.
 */
import { describe, expect, it } from 'vitest';
import { buildDocx, escapeXml } from '../../../tests/docx/support/build-docx.ts';
import { readManuscript } from '../../docx/index.ts';
import type { Manuscript } from '../../docx/model.ts';
import { run as spelling } from '../spelling/index.ts';
import { run as spellingVariant } from '../spelling-variant/index.ts';
import { runOn } from '../framework/testing.ts';
import { titleCase } from '../title-case/index.ts';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { proseBlocks } from './prose.ts';

function styles(defaultLang: string): string {
  return `<w:docDefaults><w:rPrDefault><w:rPr><w:lang w:val="${defaultLang}" w:eastAsia="zh-CN" w:bidi="ar-SA"/></w:rPr></w:rPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="Svenska"><w:name w:val="Svenska"/><w:basedOn w:val="Normal"/><w:rPr><w:lang w:val="sv-SE"/></w:rPr></w:style>
<w:style w:type="character" w:styleId="Quote"><w:name w:val="Quote Char"/><w:rPr><w:lang w:val="fr-FR"/></w:rPr></w:style>`;
}

type Run = string | { text: string; lang?: string; charStyle?: string };

function p(runs: Run[], style?: string): string {
  const props = style ? `<w:pPr><w:pStyle w:val="${style}"/><w:rPr><w:lang w:val="ja-JP"/></w:rPr></w:pPr>` : '';
  const xml = runs
    .map((run) => {
      const r = typeof run === 'string' ? { text: run } : run;
      const rPr = [
        r.charStyle ? `<w:rStyle w:val="${r.charStyle}"/>` : '',
        r.lang ? `<w:lang w:val="${r.lang}"/>` : '',
      ].join('');
      return `<w:r>${rPr ? `<w:rPr>${rPr}</w:rPr>` : ''}<w:t xml:space="preserve">${escapeXml(r.text)}</w:t></w:r>`;
    })
    .join('');
  return `<w:p>${props}${xml}</w:p>`;
}

const read = (defaultLang: string, ...paragraphs: string[]): Promise<Manuscript> =>
  readManuscript(buildDocx({ body: paragraphs.join(''), styles: styles(defaultLang) }));

const findings = (result: { results: { original?: string; correction?: string }[] }) =>
  result.results.map((r) => [r.original, r.correction]);

/** An English manuscript with a Swedish summary, as a Swedish thesis carries. */
function swedishSummary(): Promise<Manuscript> {
  return read(
    'en-US',
    p(['Pain after knee surgery'], 'Title'),
    p([{ text: 'Sammanfattning', lang: 'sv-SE' }], 'Heading1'),
    p(['Studien visade att smärtan var lägre i gruppen som fick behandling och att effekten var stor.'], 'Svenska'),
    p(['Behandlingen minskade smärtan signifikant.'], 'Svenska'),
    p([{ text: 'Signifikant skillnad observerades.', lang: 'sv-SE' }]),
    p([{ text: 'Abstract', lang: 'en-GB' }], 'Heading1'),
    p([{ text: 'The colour of the tumour was recieved.', lang: 'en-GB' }]),
    p(['Patients said ', { text: 'joie de vivre', charStyle: 'Quote' }, ' returned after the recieved dose.']),
  );
}

describe('the language Word records', () => {
  it('is read through run, character style, paragraph style and defaults, and kept only when not English', async () => {
    const m = await swedishSummary();
    expect(m.blocks.map((b) => b.lang ?? null)).toEqual([null, 'sv-SE', 'sv-SE', 'sv-SE', 'sv-SE', null, null, null]);
    const greek = await read('el-GR', p(['Study design']), p([{ text: 'Results', lang: 'en-US' }]));
    expect(greek.blocks.map((b) => b.lang ?? null)).toEqual(['el-GR', null]);
  });
});

describe('English checks and other languages', () => {
  it('take a tag as evidence only where the text bears it out: product names tagged fr-FR are still checked', async () => {
    const m = await read(
      'en-GB',
      p(['Contraception in Scotland'], 'Title'),
      p(['Prescribing fell during lockdown.']),
      p([{ text: 'Noristerat Injection 200mg/ml recieved', lang: 'fr-FR' }]),
    );
    expect(m.blocks[2]?.lang).toBe('fr-FR');
    expect(findings(spelling({ manuscript: m, format: { language: 'English (UK)' }, params: {} }))).toEqual([
      ['recieved', 'received'],
    ]);
  }, 30_000);

  it('leave a Swedish summary tagged sv-SE alone, also the short lines whose text alone cannot tell', async () => {
    const m = await swedishSummary();
    expect(findings(spelling({ manuscript: m, format: { language: 'English (UK)' }, params: {} }))).toEqual([
      ['recieved', 'received'],
      ['recieved', 'received'],
    ]);
  }, 30_000);

  it('judge UK and US spelling by the journal, never by en-GB or en-US tags', async () => {
    const m = await swedishSummary();
    const us = spellingVariant({ manuscript: m, format: { language: 'English (US)' }, params: {} });
    expect(findings(us)).toEqual([
      ['colour', 'color'],
      ['tumour', 'tumor'],
    ]);
  }, 30_000);

  it("still check English text that only carries the author's locale (a Greek thesis's defaults)", async () => {
    const m = await read(
      'el-GR',
      p(['Early mobilisation in intensive care'], 'Title'),
      p(['Resluts'], 'Heading1'),
      p(['The patients were mobilised on the first day and all of them recieved physiotherapy.']),
      p(['Most of the patients in the study were able to walk before they left the unit.']),
    );
    expect(m.blocks.slice(1).every((b) => b.lang === 'el-GR')).toBe(true);
    expect(findings(spelling({ manuscript: m, format: { language: 'English (UK)' }, params: {} }))).toEqual([
      ['Resluts', 'Results'],
      ['recieved', 'received'],
    ]);
  }, 30_000);

  it('do not judge the case of a title tagged in another language the document writes in', async () => {
    const m = await read(
      'de-DE',
      p(['Elternschaft und Gesundheit'], 'Title'),
      p(['Die Arbeit untersucht, ob die Elternschaft und das Alter bei der Geburt mit der Gesundheit zusammenhängen.']),
    );
    const result = runOn(titleCase, m, { title_case: 'Title case' });
    expect(result.results.map((r) => r.reasoning)).toEqual([
      'The title is not in English, so its case was not checked.',
    ]);
  }, 30_000);

  it('leave a German declaration that inherits de-DE alone in an English thesis tagged en-US', async () => {
    const m = await read(
      'de-DE',
      p([{ text: 'Parenthood and midlife health', lang: 'en-US' }], 'Title'),
      p(['Erklärung'], 'Heading1'),
      p(['Ich versichere, dass ich die Arbeit selbstständig verfasst und keine anderen Hilfsmittel benutzt habe.']),
      p([
        {
          text: 'Parents reported better health, and the efect was larger for mothers than for fathers.',
          lang: 'en-US',
        },
      ]),
    );
    expect(findings(spelling({ manuscript: m, format: { language: 'English (UK)' }, params: {} }))).toEqual([
      ['efect', 'effect'],
    ]);
  }, 30_000);
});

describe('a trusted tag skips only text whose own words are not English (issue 24)', () => {
  it('reads English table cells that carry the thesis’s Swedish tag, and skips the Swedish ones', () => {
    const sv = 'sv-SE';
    const manuscript = manuscriptFromParagraphs([
      { text: 'Sammanfattning', styleName: 'heading 1', lang: sv },
      {
        text: 'Studien visade att smärtan var lägre i gruppen som fick behandling och att effekten var stor.',
        lang: sv,
      },
      { text: 'Behandlingen minskade smärtan och det var en stor skillnad mellan grupperna.', lang: sv },
      { text: 'Results', styleName: 'heading 1' },
      { text: 'Patients were moved from the ward.' },
      { text: 'Operation theater', kind: 'table-cell', lang: sv },
      { text: '1.25 (0.98–1.61)', kind: 'table-cell', lang: sv },
      { text: 'Signifikant skillnad observerades', kind: 'table-cell', lang: sv },
    ]);
    const read = proseBlocks(manuscript).map((p) => p.block.text);
    expect(read).toContain('Operation theater');
    expect(read).toContain('1.25 (0.98–1.61)');
    expect(read).not.toContain('Signifikant skillnad observerades');
    expect(read.some((t) => t.startsWith('Studien'))).toBe(false);
    const variant = spellingVariant({ manuscript, format: { language: 'English (UK)' }, params: {} });
    expect(findings(variant)).toEqual([['theater', 'theatre']]);
  });
});

describe('a thesis whose table cells carry another language’s tag, built as a .docx (issue 24 regression)', () => {
  const cell = (text: string, lang: string) =>
    `<w:tc><w:tcPr><w:tcW w:w="3000" w:type="dxa"/></w:tcPr>${p([{ text, lang }])}</w:tc>`;
  const row = (...cells: string[]) => `<w:tr>${cells.join('')}</w:tr>`;

  it('reads the English cells (decimals, US spellings, typos) and skips only the Swedish one', async () => {
    const sv = 'sv-SE';
    const m = await read(
      'en-GB',
      p(['Early mobilisation after surgery'], 'Title'),
      p([{ text: 'Sammanfattning', lang: sv }], 'Heading1'),
      p([
        {
          text: 'Studien visade att smärtan var lägre i gruppen som fick behandling och att effekten var stor.',
          lang: sv,
        },
      ]),
      p([{ text: 'Behandlingen minskade smärtan och det var en stor skillnad mellan grupperna.', lang: sv }]),
      p(['Results'], 'Heading1'),
      p(['Patients were moved from the ward on the first day.']),
      `<w:tbl>${row(cell('Operation theater', sv), cell('1.25 (0.98–1.61)', sv))}${row(
        cell('Patients who recieved physiotherapy', sv),
        cell('Signifikant skillnad observerades', sv),
      )}</w:tbl>`,
    );
    const cells = m.blocks.filter((b) => b.kind === 'table-cell');
    expect(cells.map((b) => b.lang)).toEqual([sv, sv, sv, sv]);
    const readCells = proseBlocks(m)
      .filter((x) => x.block.kind === 'table-cell')
      .map((x) => x.block.text);
    expect(readCells).toEqual(['Operation theater', '1.25 (0.98–1.61)', 'Patients who recieved physiotherapy']);
    const uk = { manuscript: m, format: { language: 'English (UK)' }, params: {} };
    expect(findings(spellingVariant(uk))).toEqual([['theater', 'theatre']]);
    expect(findings(spelling(uk))).toEqual([['recieved', 'received']]);
  }, 30_000);
});

describe('tables and notes after the reference list', () => {
  it('are read by the spelling checks but are not references', () => {
    const manuscript = manuscriptFromParagraphs([
      { text: 'Methods', styleName: 'heading 1' },
      { text: 'Patients were followed for a year.' },
      { text: 'References', styleName: 'heading 1' },
      { text: '1. Lee K, Park J. Tumor growth in mice. Nature. 2001;409:1–5.' },
      { text: 'Table 1. Tumor size by center', kind: 'paragraph' },
      { text: 'Tumor size at the center', kind: 'table-cell' },
      { text: 'Measured at the center of the lesion.', kind: 'footnote', noteId: '1' },
    ]);
    const variant = spellingVariant({ manuscript, format: { language: 'English (UK)' }, params: {} });
    expect(findings(variant)).toEqual([
      ['Tumor', 'Tumour'],
      ['center', 'centre'],
      ['Tumor', 'Tumour'],
      ['center', 'centre'],
      ['center', 'centre'],
    ]);
    // Every prose check reads the footnote (issue 24: notes are the authors' prose); the table
    // placed after the reference list stays with the spelling checks' wider scope.
    const read = proseBlocks(manuscript).map((p) => p.block.kind);
    expect(read).toContain('footnote');
    expect(read).not.toContain('table-cell');
  });
});

describe('notes and legends after the last reference entry', () => {
  it('are read as text unless they read as references themselves', () => {
    const manuscript = manuscriptFromParagraphs([
      { text: 'Methods', styleName: 'heading 1' },
      { text: 'Patients were followed for a year.' },
      { text: 'References', styleName: 'heading 1' },
      { text: '1. Lee K, Park J. Tumor growth in mice. Nature. 2001;409:1–5.' },
      { text: '2. Kim S, Cho H. Tumor size by center. Lancet. 2003;361:10–15.' },
      { text: 'Table 1. Hazard ratios' },
      { text: 'Age', kind: 'table-cell' },
      { text: 'From a Cox proportional hazards model stratified by participating center and age.' },
      { text: 'Wu X, Li Y. Tumor registries by center. BMJ 2010;340:c1234.' },
    ]);
    const variant = spellingVariant({ manuscript, format: { language: 'English (UK)' }, params: {} });
    expect(findings(variant)).toEqual([['center', 'centre']]);
    expect(variant.results[0]?.reasoning).toContain('"center"');
  });
});
