/**
 * The reference and citation checks: their labelled cases, the parser on every reference of the
 * corpus articles, and the citation checks against the corpus truth.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../docx/index.ts';
import { scoreCase, type LabelledCase } from '../framework/index.ts';
import { format } from '../framework/testing.ts';
import type { CheckDefinition } from '../types.ts';
import { citationOrder } from '../citation-order/index.ts';
import { cases as orderCases } from '../citation-order/cases.ts';
import { citationStyle } from '../citation-style/index.ts';
import { cases as styleCases } from '../citation-style/cases.ts';
import { referenceDetails } from '../reference-details/index.ts';
import { cases as detailCases } from '../reference-details/cases.ts';
import { referenceStyle } from '../reference-style/index.ts';
import { cases as restyleCases } from '../reference-style/cases.ts';
import { parseReference } from './parse.ts';
import { FAVA, LOPEZ, THOMAS, withReferences } from './sample.ts';
import { amaPageRange, renderReference } from './render.ts';
import { corpusFiles, readTruth, corpusAvailable, needsCorpus } from '../../../tests/support/corpus.ts';

function expectCases(check: CheckDefinition, cases: LabelledCase[]) {
  for (const c of cases) {
    const result = check.run({ manuscript: c.manuscript(), format: format(c.format ?? {}), params: c.params ?? {} });
    const score = scoreCase(c.expected, result.results);
    expect({
      case: c.name,
      fp: score.falsePositives.map((f) => f.original ?? f.name),
      fn: score.falseNegatives,
    }).toEqual({ case: c.name, fp: [], fn: [] });
  }
}

describe('reference and citation checks: labelled cases', () => {
  it('citation-order', () => expectCases(citationOrder, orderCases));
  it('citation-style', () => expectCases(citationStyle, styleCases));
  it('reference-details', () => expectCases(referenceDetails, detailCases));
  it('reference-style', () => expectCases(referenceStyle, restyleCases), 60_000);
});

describe('reference parser', () => {
  it('reads a Vancouver entry into its fields', () => {
    const parsed = parseReference(
      'Sanz I, Lee FE. B cells as therapeutic targets in SLE. Nat Rev Rheumatol. 2010;6(6):326–337. doi:10.1038/nrrheum.2010.68',
    );
    expect(parsed).toMatchObject({ shape: 'vancouver', complete: true, etAl: false });
    expect(parsed.item).toMatchObject({
      author: [
        { family: 'Sanz', given: 'I.' },
        { family: 'Lee', given: 'F. E.' },
      ],
      title: 'B cells as therapeutic targets in SLE',
      'container-title': 'Nat Rev Rheumatol',
      issued: { 'date-parts': [[2010]] },
      volume: '6',
      issue: '6',
      page: '326–337',
      DOI: '10.1038/nrrheum.2010.68',
    });
  });

  it('reads a PLOS author–year entry with et al.', () => {
    const parsed = parseReference(
      'Quy HT, Cobelens FGJ, Lan NTN, Buu TN, Lambregts CSB, et al. (2006) Treatment outcomes by drug resistance and HIV status among tuberculosis patients in Ho Chi Minh City, Vietnam. Int J Tuberc Lung Dis 10: 45–51.',
    );
    expect(parsed).toMatchObject({ shape: 'author-year', complete: true, etAl: true });
    expect(parsed.item).toMatchObject({ 'container-title': 'Int J Tuberc Lung Dis', volume: '10', page: '45–51' });
  });

  it('never claims a complete parse of an entry it cannot place in fields', () => {
    expect(
      parseReference('Ender P. Statistical Computing and Consulting. UCLA Academic Technology Services;').complete,
    ).toBe(false);
    expect(
      parseReference('Using the form of the negative binomial with parameters r and p, where and .').complete,
    ).toBe(false);
  });

  it.skipIf(!corpusAvailable)(
    needsCorpus(
      "reads at least 85 % of the corpus articles' references completely, and every complete parse keeps the title and year",
    ),
    () => {
      let total = 0;
      let complete = 0;
      for (const { truthFile } of corpusFiles('articles')) {
        const truth = readTruth<{ references: { entries?: { text: string }[] } }>(truthFile);
        for (const entry of truth.references.entries ?? []) {
          const text = entry.text.replace(/^\d+\.\s*/, '');
          const parsed = parseReference(text);
          total += 1;
          if (!parsed.complete) continue;
          complete += 1;
          expect(text).toContain(parsed.item.title!);
          const year = parsed.item.issued?.['date-parts'][0]?.[0];
          if (year !== undefined) expect(text).toContain(String(year));
        }
      }
      expect(total).toBeGreaterThan(0);
      expect(complete / total).toBeGreaterThanOrEqual(0.85);
    },
  );

  it('reads an e-locator or article number where the volume would stand as the page, and the volume as missing', () => {
    const bmj = parseReference('Page MJ, McKenzie JE. The PRISMA 2020 statement. BMJ. 2021;n71.');
    expect(bmj.item).toMatchObject({ 'container-title': 'BMJ', page: 'n71' });
    expect(bmj.item.volume).toBeUndefined();
    const result = referenceDetails.run({
      manuscript: withReferences(
        ['Guidelines [1].'],
        ['1. Shaffer RM, Carlson LM. Lead exposure. Environ Int. 2025;109786.'],
      ),
      format: format({ reference_style: 'Vancouver' }),
      params: {},
    });
    expect(result.results.map((r) => r.reasoning)).toEqual(['Reference 1 has no volume.']);
  });

  it('does not call an APA list with an ellipsis ("Celnik, P., … Nitsche, M. A.") a list of all its authors', () => {
    const result = referenceDetails.run({
      manuscript: withReferences(
        ['Stimulation [1].'],
        [
          'Woods, A. J., Antal, A., Bikson, M., Boggio, P. S., Brunoni, A. R., Celnik, P., … Nitsche, M. A. (2016). A technical guide to tDCS. Clinical Neurophysiology, 127(2), 1031–1048.',
        ],
      ),
      format: format({ reference_style: 'AMA' }),
      params: {},
    });
    expect(result.results.map((r) => r.reasoning)).toEqual([
      'Reference 1 lists 6 authors, an ellipsis and the last author, but AMA lists the first three authors followed by "et al." when there are more than six.',
    ]);
  });

  it('keeps an e-page apart from the page range and an en dash the entry gives a letter-prefixed range', () => {
    const cell = parseReference(
      'Satterstrom FK, Kosmicki JA. Large-scale exome sequencing. Cell. 2020;180(3):568-84 e23.',
    );
    expect(cell.item.page).toBe('568-84 e23');
    const item = parseReference(
      'Jiroutková K, Duska F. Should new data change practice? Crit Care Med. 2024;52(6):E299–303.',
    ).item;
    expect(renderReference(item, 'Vancouver')).toBe(
      'Jiroutková K, Duska F. Should new data change practice? Crit Care Med. 2024;52(6):E299–303.',
    );
  }, 60_000);

  it('writes AMA page ranges in full with a hyphen, a letter prefix on both ends; Vancouver keeps its own', () => {
    expect(amaPageRange('454-64')).toBe('454-464');
    expect(amaPageRange('143–155')).toBe('143-155');
    expect(amaPageRange('E299–303')).toBe('E299-E303');
    expect(amaPageRange('S33–8')).toBe('S33-S38');
    expect(amaPageRange('568-84 e23')).toBe('568-584 e23');
    expect(amaPageRange('e232715')).toBe('e232715');
    const item = parseReference(
      'Jiroutková K, Duska F. Should new data change practice? Crit Care Med. 2024;52(6):E299–303.',
    ).item;
    expect(renderReference(item, 'AMA')).toBe(
      'Jiroutková K, Duska F. Should new data change practice? Crit Care Med. 2024;52(6):E299-E303.',
    );
    expect(renderReference(item, 'Vancouver')).toContain(':E299–303.');
  }, 60_000);

  it('does not read a garbled author ("1, D. J. R.") as a name', () => {
    const parsed = parseReference(
      'Högnäs, R. S., 1, D. J. R., Shor, E. (2016). J-Curve? A meta-analysis of parity and parental mortality. Population Research and Policy Review, 36(2), 273–308.',
    );
    expect(parsed.complete).toBe(false);
  });

  it('renders the four styles', () => {
    const item = parseReference(
      'Lopez A, Murray C (1998) The global burden of disease 1990–2020. Nat Med 4: 1241–1243.',
    ).item;
    expect(renderReference(item, 'Vancouver')).toBe(
      'Lopez A, Murray C. The global burden of disease 1990–2020. Nat Med. 1998;4:1241–3.',
    );
    expect(renderReference(item, 'AMA')).toBe(
      'Lopez A, Murray C. The global burden of disease 1990–2020. Nat Med. 1998;4:1241-1243.',
    );
    expect(renderReference(item, 'APA')).toBe(
      'Lopez, A., & Murray, C. (1998). The global burden of disease 1990–2020. Nat Med, 4, 1241–1243.',
    );
    expect(renderReference(item, 'Harvard')).toContain('Lopez, A. and Murray, C. (1998)');
  }, 60_000);
});

describe('citation-order: a reference cited with another year', () => {
  it('asks for the years to agree where the text cites the first author one year off or "n.d.", and keeps "never cited" for another paper', () => {
    const result = citationOrder.run({
      manuscript: withReferences(
        [
          'Psilocybin acts quickly (Holze et al., 2023; Lopez & Murray, 1998). Panel data are weighted (Brüderl et al., n.d., p. 2).',
          'Early births lower earnings (Hofferth, 2001).',
        ],
        [
          'Lopez, A., & Murray, C. (1998). The global burden of disease. Nat Med, 4, 1241–1243.',
          'Holze, F., Becker, A. M., & Liechti, M. E. (2022). Pharmacokinetics of oral psilocybin. Clin Pharmacol Ther, 113(4), 822–831.',
          'Brüderl, J., Hank, K., & Huinink, J. (2016). Pairfam data manual. GESIS.',
          'Hofferth, S. L., & Moore, K. A. (1979). Early childbearing and later economic well-being. Am Sociol Rev, 44(5), 784–815.',
        ],
      ),
      format: format(),
      params: {},
    });
    expect(result.results.map((r) => r.reasoning)).toEqual([
      // Hofferth 2001 is another paper than the listed Hofferth 1979: a citation with no entry.
      'No entry in the reference list is by Hofferth in 2001: "Hofferth, 2001" has no reference. Add it to the list or correct the citation.',
      'Reference 2 is cited with another year: cited as Holze et al., 2023; listed as 2022: make the years agree.',
      'Reference 3 is cited with another year: cited as Brüderl et al., n.d.; listed as 2016: make the years agree.',
      'Reference 4 is never cited in the text: cite it or remove it.',
    ]);
  });
});

/** An entry no citation matches as listed: never cited, or cited with another year. */
const UNCITED_AS_LISTED = /is never cited|is cited with another year/;
const NO_ENTRY = /^No entry in the reference list is by (.+) in (\d{4}):/;

describe.skipIf(!corpusAvailable)(needsCorpus('citation checks on the corpus'), () => {
  it('citation-order finds exactly the uncited references the truth lists, and nothing else, on every article and manuscript', async () => {
    const files = [...corpusFiles('articles'), ...corpusFiles('manuscripts')];
    for (const { name, file, truthFile } of files) {
      const truth = readTruth<{
        citations?: { uncited_reference_ids?: string[] };
        manual_annotations?: { uncited_references?: number[] };
      }>(truthFile);
      const manuscript = await readManuscript(readFileSync(file));
      const result = citationOrder.run({ manuscript, format: format(), params: {} });
      const problems = result.results.filter((r) => r.status === 'failed');
      const uncited = problems
        .filter((r) => UNCITED_AS_LISTED.test(r.reasoning ?? ''))
        .map((r) => Number(/Reference (\d+)/.exec(r.reasoning!)![1]));
      // The articles' truth lists none; a manuscript's truth names its uncited references when it
      // was annotated for them. Manuscripts added without that annotation are judged by the ledger
      // (tests/accuracy/ledger/citation-order), not taken to have none.
      expect(truth.citations?.uncited_reference_ids ?? []).toEqual([]);
      const annotated = truth.citations !== undefined || truth.manual_annotations?.uncited_references !== undefined;
      if (annotated) {
        const expectedUncited = truth.manual_annotations?.uncited_references ?? [];
        expect({ name, uncited }).toEqual({ name, uncited: expectedUncited });
      }
      // A citation with no entry (issue 24): checked here against the list itself — no entry holds
      // the cited surname with that year or one apart.
      for (const p of problems.filter((r) => NO_ENTRY.test(r.reasoning ?? ''))) {
        const [, surname, year] = NO_ENTRY.exec(p.reasoning!)!;
        const candidates = manuscript.structure.references.filter(
          (r) => r.text.includes(surname!) && [-1, 0, 1].some((d) => r.text.includes(String(Number(year) + d))),
        );
        expect({ name, citation: p.original, candidates }).toEqual({ name, citation: p.original, candidates: [] });
      }
      expect({
        name,
        otherProblems: problems
          .filter((p) => !UNCITED_AS_LISTED.test(p.reasoning ?? '') && !NO_ENTRY.test(p.reasoning ?? ''))
          .map((p) => p.reasoning),
      }).toEqual({ name, otherProblems: [] });
    }
  }, 120_000);
});

describe('citation checks when the citation system is unclear', () => {
  // As many superscript numbers as bracketed ones in running text, each citing the whole list.
  const manuscript = withReferences(
    [
      'Depression is common [1] and costly [2, 3].',
      {
        text: 'It is common.1 It is costly.2,3',
        runs: [
          { text: 'It is common.' },
          { text: '1', superscript: true },
          { text: ' It is costly.' },
          { text: '2,3', superscript: true },
        ],
      },
    ],
    [`1. ${LOPEZ}`, `2. ${THOMAS}`, `3. ${FAVA}`],
  );

  it('citation-style and citation-order each say so in one warning, not one finding per citation', () => {
    expect(manuscript.structure.citationsUncertain).toBeUndefined(); // three references: too few to doubt
    const doubtful = {
      ...manuscript,
      structure: {
        ...manuscript.structure,
        citationsUncertain:
          'The running text holds both 2 numbers in square brackets and 2 superscript numbers that could be citations',
      },
    };
    for (const check of [citationStyle, citationOrder]) {
      const result = check.run({
        manuscript: doubtful,
        format: format({ citation_style: 'Numeric, superscript' }),
        params: {},
      });
      expect(result.results.map((r) => [r.status, r.name])).toEqual([['warning', 'Citations']]);
      expect(result.results[0]?.details).toMatch(
        /^The running text holds both .*check (them|the citations) by hand\.$/,
      );
    }
  });
});
