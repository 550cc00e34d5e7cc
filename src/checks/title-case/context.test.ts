/** Titles the check must keep as written, and titles it cannot judge (a warning, never a pass). */
import { describe, expect, it } from 'vitest';
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
