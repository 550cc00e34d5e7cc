import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusAvailable, corpusDir, needsCorpus } from '../../../tests/support/corpus.ts';
import { readManuscript } from '../../docx/index.ts';
import { insertionPoint } from './placement.ts';
import { highlightsOnly, manuscriptWith, runOn } from '../framework/testing.ts';
import type { ParagraphSpec } from '../framework/testing.ts';
import { runDefinition } from '../index.ts';
import { disclosures, PROMPT, sameWording, wordingKind } from './index.ts';

const WORDING = 'The authors declare no competing interests.';

function paper(extra: ParagraphSpec[]) {
  return manuscriptWith(
    [
      { text: 'Discussion', styleName: 'heading 1' },
      { text: 'Budesonide reduced exacerbations.' },
      ...extra,
      { text: 'References', styleName: 'heading 1' },
      { text: '1. Smith J. Asthma. BMJ. 2010;340:c1.' },
    ],
    (m) => ({
      sections: [
        {
          heading: 'References',
          headingBlock: m.blocks.length - 2,
          role: 'references',
          level: 1,
          blockStart: m.blocks.length - 2,
          blockEnd: m.blocks.length,
          words: 6,
        },
      ],
    }),
  );
}

describe('disclosures', () => {
  it('suggests the required wording in place of a statement that declares nothing, keeping its label', () => {
    const m = paper([{ text: 'Competing interests: None declared.' }]);
    const [item] = runOn(disclosures, m, { disclosures_wording: WORDING }).results;
    expect(item).toMatchObject({
      original: 'None declared.',
      correction: WORDING,
      suggestions: WORDING,
      status: 'failed',
    });
    expect(m.previewText.slice(item!.coordinates!.absolute.start, item!.coordinates!.absolute.end)).toBe(
      item!.original,
    );
  });

  it('passes a statement already in the required wording', () => {
    const [item] = runOn(
      disclosures,
      paper([{ text: 'Conflicts of interest: The authors declare no competing interests' }]),
      { disclosures_wording: WORDING },
    ).results;
    expect(item).toMatchObject({ status: 'pass' });
    expect(item!.correction).toBeUndefined();
  });

  it('proposes a missing statement as a prompt the authors complete, never a declaration in their name', () => {
    const m = paper([]);
    const [item] = runOn(disclosures, m, { disclosures_wording: WORDING }).results;
    expect(item).toMatchObject({
      original: '',
      correction: `\nCompeting interests: [state the competing interests of each author, or, if there are none: "${WORDING}"]`,
      status: 'failed',
    });
    expect(item!.correction).not.toMatch(/^\nCompeting interests: The authors/);
    // After the last sentence before the references ("Budesonide reduced exacerbations.").
    expect(item!.coordinates!.relative).toEqual({ start: 33, end: 33 });
  });

  it('says the journal sets no wording when none is given', () => {
    const [item] = runOn(disclosures, paper([])).results;
    expect(item).toMatchObject({
      status: 'pass',
      reasoning: 'The journal sets no required wording for the disclosure statement.',
    });
  });

  it('compares wordings as a reader would', () => {
    expect(
      sameWording('The authors declare  no competing interests', 'the authors declare no competing interests.'),
    ).toBe(true);
    expect(sameWording('The authors declare no conflicts.', WORDING)).toBe(false);
  });

  it('tells a label, a lead-in and a whole wording apart', () => {
    expect(wordingKind('Declaration of interests')).toBe('label');
    expect(wordingKind('Conflict of Interest Disclosures')).toBe('label');
    expect(wordingKind('All authors have completed the ICMJE uniform disclosure form and declare:')).toBe('lead-in');
    expect(
      wordingKind('Disclosure forms provided by the authors are available with the full text of this article.'),
    ).toBe('wording');
  });

  it('with a label as wording, renames the heading above a statement and keeps the statement', () => {
    const statement = 'JD reports grants from the Medical Research Council, outside the submitted work.';
    const m = paper([{ text: 'Competing interests', styleName: 'heading 2' }, { text: statement }]);
    const items = runOn(disclosures, m, { disclosures_wording: 'Declaration of interests' }).results;
    expect(items).toEqual([
      expect.objectContaining({
        original: 'Competing interests',
        correction: 'Declaration of interests',
        status: 'failed',
      }),
    ]);
    const relabelled = paper([{ text: 'Declaration of interests', styleName: 'heading 2' }, { text: statement }]);
    expect(runOn(disclosures, relabelled, { disclosures_wording: 'Declaration of interests' }).results).toEqual([
      expect.objectContaining({ status: 'pass' }),
    ]);
  });

  it("with a label as wording and no statement, proposes the journal's heading with a bracketed prompt", () => {
    const [item] = runOn(disclosures, paper([]), { disclosures_wording: 'Declaration of interests' }).results;
    expect(item).toMatchObject({
      status: 'failed',
      original: '',
      correction: `\nDeclaration of interests: ${PROMPT}`,
    });
    expect(PROMPT).toBe('[state the competing interests of each author]');
    expect(item!.reasoning).toContain('headed "Declaration of interests"');
  });

  it('never puts a wording for several authors on a statement written by one ("The author declares…")', () => {
    const m = paper([{ text: 'Competing interests: The author declares no conflicts of interest.' }]);
    const [item] = runOn(disclosures, m, {
      disclosures_wording: 'The authors report no conflicts of interest.',
    }).results;
    expect(item).toMatchObject({ status: 'warning' });
    expect(item!.correction).toBeUndefined();
    expect(item!.reasoning).toContain('one author');
  });

  it('never proposes a missing statement between a caption and its table or after a stray line', () => {
    const m = paper([{ text: 'Table 2. Outcomes by arm' }, { text: 'Outcome', kind: 'table-cell' }, { text: '.' }]);
    const [item] = runOn(disclosures, m, { disclosures_wording: 'Declaration of interests' }).results;
    const at = m.previewText.lastIndexOf('\n', item!.coordinates!.absolute.start - 1) + 1;
    expect(m.previewText.slice(at, item!.coordinates!.absolute.start)).toBe('Budesonide reduced exacerbations.');
  });

  it('never replaces a statement that declares specific interests by a no-interests wording', () => {
    const m = paper([{ text: 'Competing interests: JD has received consulting fees from AstraZeneca.' }]);
    const [item] = runOn(disclosures, m, { disclosures_wording: WORDING }).results;
    expect(item).toMatchObject({ status: 'warning' });
    expect(item!.correction).toBeUndefined();
  });

  it("with a lead-in, puts it before the authors' declaration", () => {
    const leadIn = 'All authors have completed the ICMJE uniform disclosure form and declare:';
    const m = paper([{ text: 'Competing interests: No support from any organisation for the submitted work.' }]);
    const [item] = runOn(disclosures, m, { disclosures_wording: leadIn }).results;
    expect(item).toMatchObject({
      original: 'No support from any organisation for the submitted work.',
      correction: `${leadIn} no support from any organisation for the submitted work.`,
    });
  });

  it('warns, never passes, when the session has no format', () => {
    const outcome = runDefinition(disclosures, { manuscript: paper([]), format: {}, params: {} });
    if (outcome.status !== 'completed') throw new Error(outcome.error);
    expect(outcome.result.results).toEqual([
      expect.objectContaining({ status: 'warning', details: expect.stringContaining('No format is assigned') }),
    ]);
  });

  it('finds a statement written as a sentence in the acknowledgements, and asks for its own heading under a label', () => {
    const m = paper([
      { text: 'Acknowledgements', styleName: 'heading 1' },
      { text: 'We thank the patients. The authors declare no competing interests.' },
    ]);
    const [labelled] = runOn(disclosures, m, { disclosures_wording: 'Declaration of interests' }).results;
    expect(labelled).toMatchObject({ status: 'warning' });
    expect(labelled!.reasoning).toContain('"The authors declare no competing interests."');
    expect(labelled!.correction).toBeUndefined();
    const [worded] = runOn(disclosures, m, { disclosures_wording: WORDING }).results;
    expect(worded).toMatchObject({ status: 'pass' });
  });

  it('does not take a question about conflicts of interest for the statement', () => {
    const m = paper([
      { text: 'AMSTAR item 16: did the review authors report any potential sources of conflict of interest?' },
    ]);
    const [item] = runOn(disclosures, m, { disclosures_wording: 'Declaration of interests' }).results;
    expect(item).toMatchObject({ status: 'failed', correction: `\nDeclaration of interests: ${PROMPT}` });
  });

  it('leaves a label shared with other statements alone ("Funding and competing interests: none.")', () => {
    const m = paper([{ text: 'Funding and competing interests: none.' }]);
    const items = runOn(disclosures, manuscriptWithStatement(m), {
      disclosures_wording: 'Declaration of interests',
    }).results;
    expect(items).toEqual([expect.objectContaining({ status: 'pass' })]);
  });
});

describe('disclosures: the engine pointed at the statement text under its heading', () => {
  it('renames the heading above, never inserting a second label into the text', () => {
    const m = paper([
      { text: 'Competing interests', styleName: 'heading 2' },
      { text: 'JD reports grants from the Medical Research Council, outside the submitted work.' },
    ]);
    const block = m.blocks.findIndex((b) => b.text.startsWith('JD reports'));
    const pointed = {
      ...m,
      structure: { ...m.structure, statements: { disclosures: { blocks: [block], words: 12 } } },
    };
    expect(runOn(disclosures, pointed, { disclosures_wording: 'Declaration of interests' }).results).toEqual([
      expect.objectContaining({ original: 'Competing interests', correction: 'Declaration of interests' }),
    ]);
  });
});

/** The engine's statement region set on the given paragraph (as it marks a combined statement). */
function manuscriptWithStatement(m: ReturnType<typeof paper>) {
  const block = m.blocks.findIndex((b) => b.text.startsWith('Funding and competing'));
  return { ...m, structure: { ...m.structure, statements: { disclosures: { blocks: [block], words: 5 } } } };
}

describe('disclosures on a file that is not a manuscript', () => {
  it('says a highlights list could not be judged instead of failing it for a missing statement', () => {
    for (const disclosures_wording of ['Declaration of interests', WORDING]) {
      const [item] = runOn(disclosures, highlightsOnly(), { disclosures_wording }).results;
      expect(item!.status).toBe('warning');
      expect(item!.reasoning).toContain('could not be judged here: it belongs in the manuscript');
    }
  });
});

describe.runIf(corpusAvailable)(needsCorpus('disclosures: where a missing statement goes, on real manuscripts'), () => {
  const read = async (name: string) =>
    readManuscript(new Uint8Array(readFileSync(path.join(corpusDir, 'manuscripts', `${name}.docx`))));

  it('after the last back-matter statement, never after the figure or table caption that ends the text', async () => {
    // Each of these ends its text before the references with a caption ("Figure 4 Acute renal
    // failure…", "Table C6 Records with identical GPT-3.5/4/5 outputs…" above its table).
    for (const name of [
      'ms-hellp-systematic-review',
      'ms-screen-time-umbrella',
      'ms-vap-lrti-microbiome',
      'ms-verbal-autopsy-llm-tracked',
    ]) {
      const m = await read(name);
      const at = insertionPoint(m);
      expect(at, name).not.toBeNull();
      const captions = new Set(m.structure.captions.map((c) => c.block));
      expect(captions.has(at!), `${name}: ${m.blocks[at!]!.text.slice(0, 60)}`).toBe(false);
      expect(m.blocks[at! + 1]?.kind, name).not.toBe('table-cell');
      const statements = Object.values(m.structure.statements).flatMap((r) => r?.blocks ?? []);
      expect(statements, name).toContain(at);
    }
  });

  it('after a sentence of the main text, never after a stray "." line', async () => {
    const m = await read('ms-ckd-mortality-korea');
    const at = insertionPoint(m)!;
    expect(m.blocks[at]!.text.trim()).not.toBe('.');
    expect(m.blocks[at]!.text.split(/\s+/).length).toBeGreaterThan(3);
  });
});
