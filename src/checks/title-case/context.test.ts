/** Titles the check must keep as written, and titles it cannot judge (a warning, never a pass). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusAvailable, corpusDir, needsCorpus } from '../../../tests/support/corpus.ts';
import { readManuscript } from '../../docx/index.ts';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { runOn } from '../framework/testing.ts';
import { titleCase } from './index.ts';

function judge(style: string, title: string) {
  const manuscript = manuscriptFromParagraphs([
    { text: title, styleName: 'Title' },
    { text: 'Introduction', styleName: 'heading 1' },
    { text: 'We followed long-term outcomes of older adults after injury.' },
  ]);
  const [item] = runOn(titleCase, manuscript, { title_case: style }).results;
  return { status: item!.status, correction: item!.correction };
}

describe('title-case in context', () => {
  it('keeps the part after a hyphen as written in title case ("Long-Term" and "Long-term" both)', () => {
    expect(judge('Title case', 'Long-Term Outcomes After Mild Traumatic Brain Injury in Older Adults')).toEqual({
      status: 'pass',
      correction: undefined,
    });
    expect(
      judge('Title case', 'Follow-up of Non-Hodgkin Lymphoma and Anti-inflammatory Drugs: A Cohort Study'),
    ).toEqual({
      status: 'pass',
      correction: undefined,
    });
    expect(judge('Title case', 'Long-term outcomes after mild injury').correction).toBe(
      'Long-term Outcomes After Mild Injury',
    );
  });

  it('warns, never passes, about a title in capitals, in another language or a title-page line', () => {
    expect(judge('Sentence case', 'ARISTOTLE UNIVERSITY OF THESSALONIKI').status).toBe('warning');
    expect(judge('Sentence case', 'EFFECT OF EARLY MOBILISATION ON DELIRIUM').status).toBe('warning');
    expect(
      judge('Title case', 'Effekte von Bewegung auf die Gesundheit bei älteren Menschen und der Gesellschaft').status,
    ).toBe('warning');
    expect(judge('Sentence case', 'Martin-Luther Universität Halle | M.A. Soziologie | Masterarbeit |').status).toBe(
      'warning',
    );
  });
});

describe('title-case: proper nouns, compounds and sentence starts kept (issue 23)', () => {
  const body = (text: string) =>
    manuscriptFromParagraphs([
      { text: 'Title line', styleName: 'Title' },
      { text: 'Introduction', styleName: 'heading 1' },
      { text },
    ]);
  const convert = (style: string, title: string, text: string) => {
    const m = body(text);
    m.blocks[0]!.text = title;
    return runOn(titleCase, { ...m, previewText: m.blocks.map((b) => b.text).join('\n') }, { title_case: style })
      .results[0]!.correction;
  };

  it('never lowers the first part of a compound as a preposition in title case ("Off-Label")', () => {
    expect(judge('Title case', 'Off-label Prescribing of Antipsychotics in Care Homes').correction).toBe(
      'Off-Label Prescribing of Antipsychotics in Care Homes',
    );
    expect(judge('Title case', 'Trends in Off-Label Prescribing').status).toBe('pass');
  });

  it('lowers an ordinary word the authors capitalise on its own ("received Normal saline")', () => {
    expect(
      convert(
        'Sentence case',
        'Intravenous Normal Saline Versus Balanced Crystalloids in Sepsis',
        'Patients received Normal saline or a balanced crystalloid.',
      ),
    ).toBe('Intravenous normal saline versus balanced crystalloids in sepsis');
  });

  it('keeps a place name of ordinary words ("Rift Valley fever"), and restores its capitals', () => {
    expect(judge('Sentence case', 'Seroprevalence of Rift Valley Fever in Livestock Handlers').correction).toBe(
      'Seroprevalence of Rift Valley fever in livestock handlers',
    );
    expect(judge('Sentence case', 'Seroprevalence of rift valley fever in livestock handlers').correction).toBe(
      'Seroprevalence of Rift Valley fever in livestock handlers',
    );
  });
});

describe.runIf(corpusAvailable)(needsCorpus('title-case on a title written over four paragraphs (corpus)'), () => {
  it('corrects every line of "Computer Assisted Verbal Autopsy: Comparing⏎Large Language Models…", not only the first', async () => {
    const file = path.join(corpusDir, 'manuscripts', 'ms-verbal-autopsy-llm-tracked.docx');
    const m = await readManuscript(new Uint8Array(readFileSync(file)));
    const items = runOn(titleCase, m, { title_case: 'Sentence case', language: 'English (UK)' }).results;
    expect(items.map((i) => [i.original, i.correction])).toEqual([
      ['Computer Assisted Verbal Autopsy: Comparing', 'Computer Assisted Verbal Autopsy: comparing'],
      ['Large Language Models to Physicians for', 'large language models to physicians for'],
      ['Assigning Causes to 6939 Deaths in Sierra Leone', 'assigning causes to 6939 deaths in Sierra Leone'],
    ]);
    // The author list below the title is not taken for a line of it.
    expect(items.some((i) => /Wen/.test(i.original ?? ''))).toBe(false);
  });

  it('keeps a subtitle line opening with its capital ("…patients⏎A Korean National Cohort Study")', async () => {
    const file = path.join(corpusDir, 'manuscripts', 'ms-ckd-mortality-korea.docx');
    const m = await readManuscript(new Uint8Array(readFileSync(file)));
    const items = runOn(titleCase, m, { title_case: 'Sentence case', language: 'English (UK)' }).results;
    expect(items.map((i) => i.correction)).toEqual([
      'Mortality in Korean chronic kidney disease patients',
      'A Korean national cohort study',
    ]);
  });
});
