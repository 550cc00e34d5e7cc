/**
 * The document preview (issue 18): headings by level, lists, tables, formatting, tracked changes
 * shown or final, SPEC's highlight in one <mark>, and document text rendered as text only.
 */
import '../../test/jsdom-polyfills.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { PreviewBlock } from '../../../src/contract/api/session-work.ts';
import { PreviewDocument } from './PreviewDocument.tsx';
import { hasTrackedChanges } from './preview-pieces.ts';

afterEach(cleanup);

/** Blocks laid out over their texts joined by "\n", as the server does. */
function layout(parts: { text: string; block: Omit<PreviewBlock, 'start' | 'end'> }[]) {
  let at = 0;
  const blocks: PreviewBlock[] = parts.map(({ text, block }) => {
    const b = { ...block, start: at, end: at + text.length };
    at += text.length + 1;
    return b;
  });
  return { text: parts.map((p) => p.text).join('\n'), blocks };
}

const doc = layout([
  { text: 'A <b>trial</b>', block: { kind: 'title', runs: [] } },
  { text: 'Methods', block: { kind: 'heading', level: 1, runs: [{ start: 0, end: 7, b: true }] } },
  { text: 'Sampling', block: { kind: 'heading', level: 2, runs: [] } },
  {
    text: 'N = 401',
    block: {
      kind: 'paragraph',
      runs: [
        { start: 0, end: 6 },
        { start: 6, end: 7, sup: true },
      ],
    },
  },
  { text: 'first', block: { kind: 'list-item', runs: [] } },
  { text: 'second', block: { kind: 'list-item', runs: [] } },
  { text: 'Arm', block: { kind: 'table-cell', cell: { table: 0, row: 0, cell: 0 }, runs: [] } },
  { text: 'n', block: { kind: 'table-cell', cell: { table: 0, row: 0, cell: 1 }, runs: [] } },
  { text: 'A', block: { kind: 'table-cell', cell: { table: 0, row: 1, cell: 0 }, runs: [] } },
  { text: '20', block: { kind: 'table-cell', cell: { table: 0, row: 1, cell: 1 }, runs: [] } },
  { text: 'Table 1 Arms', block: { kind: 'caption', runs: [] } },
  {
    text: 'We enrolled 40 adults.',
    block: {
      kind: 'paragraph',
      runs: [
        { start: 0, end: 12 },
        { start: 12, end: 14, ins: true, by: 'Alice Martin' },
        { start: 14, end: 22 },
      ],
      deletions: [{ at: 12, text: '35', author: 'Bob Stone' }],
    },
  },
  { text: 'A note.', block: { kind: 'footnote', runs: [] } },
]);

describe('document preview', () => {
  it('renders the manuscript as a document, its text as text, joined by line breaks', () => {
    const { container } = render(<PreviewDocument {...doc} highlight={null} showChanges={false} />);
    expect(container.querySelector('b')).toBeNull(); // "<b>" in the document is text
    expect(screen.getByText('A <b>trial</b>')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Methods' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Sampling' })).toBeTruthy();
    expect(container.querySelector('h2 strong')?.textContent).toBe('Methods');
    expect(container.querySelector('sup')?.textContent).toBe('1'); // "N = 40¹", not "N = 401"
    expect(within(screen.getAllByRole('list')[0]!).getAllByRole('listitem')).toHaveLength(2);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent?.trim()),
    ).toEqual(['Arm', 'n', 'A', '20']);
    expect(screen.getByRole('region', { name: 'Footnotes' }).textContent).toContain('A note.');
    // Final: the insertion reads as plain text and the deletion is gone.
    expect(container.querySelector('ins')).toBeNull();
    expect(container.querySelector('del')).toBeNull();
    expect(screen.getByTestId('preview-text').textContent?.split('\n').filter(Boolean).length).toBe(13);
  });

  it('shows the tracked changes: insertions underlined, deletions struck, each with its author on hover', () => {
    const { container } = render(<PreviewDocument {...doc} highlight={null} showChanges />);
    expect(hasTrackedChanges(doc.blocks)).toBe(true);
    expect(container.querySelector('ins')?.textContent).toBe('40');
    expect(container.querySelector('ins')?.getAttribute('title')).toBe('Inserted by Alice Martin (tracked change)');
    expect(container.querySelector('del')?.getAttribute('title')).toBe('Deleted by Bob Stone (tracked change)');
    expect(container.querySelector('del')?.textContent).toBe('35');
    expect(container.querySelector('del')?.nextSibling?.textContent).toBe('40'); // struck "35" before the inserted "40"
  });

  it('marks the selected range in one <mark>, across formatting', () => {
    const start = doc.blocks[3]!.start + 4; // "401" spans a plain and a superscript run
    const { container } = render(
      <PreviewDocument {...doc} highlight={{ start, end: start + 3 }} showChanges={false} />,
    );
    const marks = container.querySelectorAll('mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]!.textContent).toBe('401');
    expect(marks[0]!.querySelector('sup')?.textContent).toBe('1');
  });
});

describe('note reference marks', () => {
  const noted = layout([
    {
      text: 'N = 40, as planned.',
      block: { kind: 'paragraph', runs: [], notes: [{ at: 6, kind: 'footnote', number: 1 }] },
    },
    {
      text: 'Recruited in 2019.',
      block: { kind: 'paragraph', runs: [], notes: [{ at: 17, kind: 'footnote', number: 2 }] },
    },
    { text: 'The planned sample.', block: { kind: 'footnote', note: 1, runs: [] } },
    { text: 'A second paragraph of it.', block: { kind: 'footnote', note: 1, runs: [] } },
    { text: 'By the registry.', block: { kind: 'footnote', note: 2, runs: [] } },
  ]);

  it('draws "N = 40¹" with a link to footnote 1, and leaves the text as the checks read it', () => {
    const { container } = render(<PreviewDocument {...noted} highlight={null} showChanges={false} />);
    const mark = screen.getByRole('link', { name: 'Footnote 1' });
    expect(mark.getAttribute('data-note')).toBe('1');
    expect(mark.getAttribute('href')).toBe('#preview-footnote-1');
    // The mark stands between "40" and the comma; it is drawn (CSS), so the document's text is unchanged.
    expect(mark.previousSibling?.textContent).toBe('N = 40');
    expect(mark.nextSibling?.textContent).toBe(', as planned.');
    expect(screen.getByTestId('preview-text').textContent).toBe(`${noted.text}\n`);
    expect(screen.getByRole('link', { name: 'Footnote 2' }).nextSibling?.textContent).toBe('.');

    // Each note's first paragraph is its numbered list item and the mark's target; its next paragraph is not numbered.
    const target = container.querySelector('#preview-footnote-1');
    expect(target?.tagName).toBe('LI');
    expect(target?.getAttribute('value')).toBe('1');
    expect(target?.textContent).toContain('The planned sample.');
    expect(container.querySelector('#preview-footnote-2')?.textContent).toContain('By the registry.');
    const items = within(screen.getByRole('region', { name: 'Footnotes' })).getAllByRole('listitem');
    expect(items.map((li) => li.className.includes('list-none'))).toEqual([false, true, false]);
  });

  it('keeps a mark inside the highlighted range without adding to its text', () => {
    const { container } = render(<PreviewDocument {...noted} highlight={{ start: 4, end: 9 }} showChanges={false} />);
    const mark = container.querySelector('mark');
    expect(mark?.textContent).toBe('40, a');
    expect(mark?.querySelector('a[data-note="1"]')).not.toBeNull();
  });

  it('draws an inserted paragraph mark with its author when changes are shown, adding nothing to the text', () => {
    const split = layout([
      {
        text: 'Patients were followed',
        block: { kind: 'paragraph', runs: [], markInserted: { author: 'Alice Martin' } },
      },
      { text: 'for two years.', block: { kind: 'paragraph', runs: [] } },
    ]);
    expect(hasTrackedChanges(split.blocks)).toBe(true);
    const shown = render(<PreviewDocument {...split} highlight={null} showChanges />);
    const mark = screen.getByLabelText('Inserted paragraph mark');
    expect(mark.tagName).toBe('INS');
    expect(mark.getAttribute('title')).toBe('Inserted by Alice Martin (tracked change)');
    expect(screen.getByTestId('preview-text').textContent).toBe(`${split.text}\n`);
    shown.unmount();
    render(<PreviewDocument {...split} highlight={null} showChanges={false} />);
    expect(screen.queryByLabelText('Inserted paragraph mark')).toBeNull();
  });
});
