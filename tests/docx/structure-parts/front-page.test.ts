/**
 * Front-page roles (issue 25, the per-role misses of `npm run accuracy:docx`): title, authors,
 * affiliations and the rest of the title page, each pattern on a real .docx built for it.
 */
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../../src/docx/index.ts';
import type { Manuscript } from '../../../src/docx/model.ts';
import { buildDocx, escapeXml } from '../support/build-docx.ts';

const STYLES = `
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/></w:style>
<w:style w:type="paragraph" w:styleId="Author"><w:name w:val="Author"/></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr></w:style>`;

const p = (text: string, style?: string): string =>
  `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
const INTRODUCTION = [p('Introduction', 'Heading1'), p('Kidney disease shortens lives in every country studied.')];

const read = (...paragraphs: string[]): Promise<Manuscript> =>
  readManuscript(buildDocx({ body: [...paragraphs, ...INTRODUCTION].join(''), styles: STYLES }));

/** The engine's role of each paragraph whose text starts with one of `starts`. */
function roles(m: Manuscript, ...starts: string[]): (string | undefined)[] {
  return starts.map((start) => {
    const block = m.blocks.find((b) => b.text.startsWith(start));
    return block ? m.structure.roles[block.index]?.role : 'missing';
  });
}

describe('front page', () => {
  it('reads marked institution lines in the Author style as affiliations, and "Author note" as a label', async () => {
    const m = await read(
      p('Screens and youth health: an umbrella review', 'Title'),
      p('Taren Sanders1, Michael Noetel2', 'Author'),
      p('1 Institute for Positive Psychology, Australian Catholic University, Sydney', 'Author'),
      p('2 School of Psychology, University of Queensland, Brisbane', 'Author'),
      p('Author note', 'Author'),
    );
    expect(roles(m, 'Taren', '1 Institute', '2 School', 'Author note')).toEqual([
      'authors',
      'affiliations',
      'affiliations',
      'heading',
    ]);
  });

  it('reads the contact block after a label or a lone name as front matter, not affiliations', async () => {
    const m = await read(
      p('Mortality in Korean chronic kidney disease patients'),
      p('A Korean National Cohort Study'),
      p('Kyeong Min Kim, Hyung Jung Oh, Dong-Ryeol Ryu'),
      p('ESRD Registry Committee, Korean Society of Nephrology, Seoul, Korea'),
      p('Kyeong Min Kim'),
      p('Department of Internal Medicine, Eulji University Hospital'),
      p('Corresponding author'),
      p('Address: Department of Internal Medicine, Ewha Womans University'),
    );
    expect(
      roles(
        m,
        'A Korean National',
        'Kyeong Min Kim,',
        'ESRD Registry',
        'Department of Internal Medicine, Eulji',
        'Corresponding author',
        'Address:',
      ),
    ).toEqual(['title', 'authors', 'affiliations', 'front-matter', 'heading', 'front-matter']);
  });

  it('keeps a short title that restates the title as front matter, and reads a repeated title as the title', async () => {
    const m = await read(
      p('Rodent trapping studies as an overlooked source for understanding zoonotic spillover', 'Title'),
      p('Rodent trapping to understand zoonotic spillover risk'),
      p('David Simons1, Lauren Attfield2'),
      p('1 Royal Veterinary College, University of London'),
      p('The rodent trapping studies as an overlooked source for understanding zoonotic spillover'),
    );
    expect(roles(m, 'Rodent trapping to', 'The rodent trapping')).toEqual(['front-matter', 'title']);
  });

  it('prefers the names under an "Authors" label to a short title shaped like names, and reads marks in brackets', async () => {
    const m = await read(
      p('Respiratory microbiome disruption and ventilator-associated infection'),
      p('Abbreviated title', 'Heading1'),
      p('MDI Stability and Predictive Utility'),
      p('Authors', 'Heading1'),
      p('James J. Harrigan, MD, PharmD (1); Hatem Abdallah (1); Erik L. Clarke, PhD (2)'),
    );
    expect(roles(m, 'MDI Stability', 'James J. Harrigan')).toEqual(['front-matter', 'authors']);
  });

  it('reads names with run-in marks and semicolons as the author line, and a colon label over affiliations as a heading', async () => {
    const m = await read(
      p('Microglial remodeling in autism spectrum disorder'),
      p('Aojie Lian1,2,*; Yingmei Yang3; Yizheng Jiang1,4; Mei He1'),
      p('Addresses of the Institutions:'),
      p('1 NHC Key Laboratory of Birth Defect Research, Changsha, China'),
    );
    expect(roles(m, 'Aojie Lian', 'Addresses', '1 NHC')).toEqual(['authors', 'heading', 'affiliations']);
  });
});
