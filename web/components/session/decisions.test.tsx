import '../../test/jsdom-polyfills.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import type { ResultItem } from '../../../src/contract/checks.ts';
import { canAccept, firstSuggestion, isNote, proposesDeletion, useDecisions } from './decisions.ts';
import { FindingList } from './FindingList.tsx';

afterEach(cleanup);

const place = { absolute: { start: 10, end: 10 }, relative: { start: 40, end: 40 } };

/** A missing statement: an empty original at the end of a paragraph, the correction starts with a line break. */
const statement: ResultItem = {
  entry_id: 'competing-interests',
  hash: 'h-statement',
  original: '',
  correction: '\nCompeting interests: The authors declare no competing interests.',
  coordinates: place,
  status: 'failed',
};
/** A keyword line before a paragraph: the line break ends the correction. */
const keywords: ResultItem = {
  entry_id: 'keywords',
  hash: 'h-keywords',
  original: '',
  correction: 'Keywords: asthma; children\n',
  coordinates: place,
  status: 'failed',
};
const spacing: ResultItem = {
  entry_id: 'pm',
  hash: 'h-spacing',
  original: '±',
  correction: ' ± ',
  coordinates: { absolute: { start: 3, end: 4 }, relative: { start: 3, end: 4 } },
  status: 'failed',
};
const doubleSpace: ResultItem = {
  entry_id: 'space',
  hash: 'h-double',
  original: '  ',
  suggestions: [' '],
  coordinates: { absolute: { start: 5, end: 7 }, relative: { start: 5, end: 7 } },
  status: 'warning',
};
const deletion: ResultItem = {
  entry_id: 'stray',
  hash: 'h-delete',
  original: '[citation needed]',
  correction: '',
  coordinates: { absolute: { start: 20, end: 37 }, relative: { start: 0, end: 17 } },
  status: 'failed',
};
const replacement: ResultItem = {
  entry_id: 'unit',
  hash: 'h-replace',
  original: '5mg',
  suggestions: ['5 mg', '5-mg'],
  coordinates: { absolute: { start: 40, end: 43 }, relative: { start: 0, end: 3 } },
  status: 'failed',
};
const all = [statement, keywords, spacing, doubleSpace, deletion, replacement];

function decide(results: ResultItem[]) {
  return renderHook(() => useDecisions(results));
}

describe('decisions: the browser sends exactly what the check proposed or the writer typed', () => {
  it('sends every accepted proposal byte for byte: leading and trailing line breaks, spacing, the empty deletion', () => {
    const { result } = decide(all);
    act(() => {
      for (const item of all) result.current.accept(item.hash);
    });
    expect(result.current.accepted.size).toBe(all.length);
    const sent = new Map(result.current.applyItems().map((i) => [i.entry_id, i]));
    expect(sent.get('competing-interests')?.correction).toBe(
      '\nCompeting interests: The authors declare no competing interests.',
    );
    expect(sent.get('keywords')?.correction).toBe('Keywords: asthma; children\n');
    expect(sent.get('pm')?.correction).toBe(' ± ');
    expect(sent.get('space')?.correction).toBe(' ');
    expect(sent.get('stray')?.correction).toBe('');
    expect(sent.get('unit')?.correction).toBe('5 mg');
    expect([...sent.values()].every((i) => i.decision === 'accepted')).toBe(true);
  });

  it('sends what the writer typed, surrounding spaces and line breaks included', () => {
    const { result } = decide([replacement, statement]);
    act(() => {
      result.current.setCorrection(replacement.hash, ' 5 mg ');
      result.current.setCorrection(statement.hash, '\nConflicts of interest: none declared.\n');
      result.current.accept(replacement.hash);
      result.current.accept(statement.hash);
    });
    const sent = result.current.applyItems();
    expect(sent.map((i) => i.correction)).toEqual([' 5 mg ', '\nConflicts of interest: none declared.\n']);
  });

  it('only an empty correction of a non-deletion, or one equal to the text, cannot be accepted', () => {
    expect(canAccept(spacing, ' ± ')).toBe(true);
    expect(canAccept(doubleSpace, ' ')).toBe(true);
    expect(canAccept(replacement, ' ')).toBe(true); // spaces are a correction, not blank
    expect(canAccept(deletion, '')).toBe(true);
    expect(canAccept(replacement, '')).toBe(false);
    expect(canAccept(statement, '')).toBe(false);
    expect(canAccept(spacing, '±')).toBe(false); // a no-op
    const { result } = decide([replacement, deletion]);
    act(() => {
      result.current.setCorrection(replacement.hash, '');
      result.current.accept(replacement.hash);
      result.current.accept(deletion.hash);
    });
    expect([...result.current.accepted]).toEqual([deletion.hash]);
  });

  it('a deletion is a finding whose check proposes the empty string for text in the document', () => {
    expect(proposesDeletion(deletion)).toBe(true);
    expect(proposesDeletion({ ...replacement, suggestions: ['', 'x'] })).toBe(true);
    expect(proposesDeletion({ ...statement, correction: '' })).toBe(false); // nothing to delete
    expect(proposesDeletion(replacement)).toBe(false);
    expect(firstSuggestion(deletion)).toBe('');
    expect(isNote(deletion)).toBe(false);
    expect(firstSuggestion(spacing)).toBe(' ± ');
  });

  it('emptying an accepted correction un-accepts it; rejected findings are sent as rejections', () => {
    const { result } = decide([replacement, spacing]);
    act(() => result.current.accept(replacement.hash));
    act(() => result.current.setCorrection(replacement.hash, ''));
    expect(result.current.accepted.size).toBe(0);
    act(() => result.current.reject(spacing.hash));
    expect(result.current.applyItems().map((i) => [i.entry_id, i.decision])).toEqual([['pm', 'rejected']]);
  });
});

function Harness({ results }: { results: ResultItem[] }) {
  const decisions = useDecisions(results);
  return (
    <>
      <FindingList decisions={decisions} kind="type2" onSelect={() => undefined} />
      <output data-testid="sent">{JSON.stringify(decisions.applyItems().map((i) => i.correction))}</output>
    </>
  );
}

describe('the finding list keeps line breaks and whitespace', () => {
  it('edits a statement with a line break in a textarea, keeps the break when the writer types, and accepts it', () => {
    render(<Harness results={[statement, spacing, deletion]} />);
    const rows = within(screen.getByRole('list', { name: 'Findings' })).getAllByRole('listitem');
    const [statementRow, spacingRow, deletionRow] = rows as [HTMLElement, HTMLElement, HTMLElement];
    const box = within(statementRow).getByLabelText('Suggestion') as HTMLTextAreaElement;
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.value).toBe(statement.correction);
    expect(within(statementRow).getByText('Added as a paragraph of its own.')).toBeTruthy();
    fireEvent.change(box, { target: { value: '\nCompeting interests: None.' } });
    fireEvent.click(within(statementRow).getByRole('button', { name: 'Accept' }));
    expect(within(spacingRow).getByText('Changes spacing only.')).toBeTruthy();
    fireEvent.click(within(spacingRow).getByRole('button', { name: 'Accept' }));
    expect(within(deletionRow).getByText('Deletes “[citation needed]”.')).toBeTruthy();
    fireEvent.click(within(deletionRow).getByRole('button', { name: 'Accept' }));
    expect(JSON.parse(screen.getByTestId('sent').textContent ?? '')).toEqual([
      '\nCompeting interests: None.',
      ' ± ',
      '',
    ]);
  });

  it('Accept is disabled, with the reason, for an empty correction and for one equal to the text', () => {
    render(<Harness results={[replacement, spacing]} />);
    const rows = within(screen.getByRole('list', { name: 'Findings' })).getAllByRole('listitem');
    fireEvent.change(within(rows[0]!).getByLabelText('Suggestion'), { target: { value: '' } });
    const emptyAccept = within(rows[0]!).getByRole('button', { name: 'Accept' }) as HTMLButtonElement;
    expect(emptyAccept.disabled).toBe(true);
    expect(emptyAccept.title).toBe('Type a correction first.');
    fireEvent.change(within(rows[1]!).getByLabelText('Suggestion'), { target: { value: '±' } });
    const sameAccept = within(rows[1]!).getByRole('button', { name: 'Accept' }) as HTMLButtonElement;
    expect(sameAccept.disabled).toBe(true);
    expect(sameAccept.title).toBe('The correction is the same as the text.');
  });
});
