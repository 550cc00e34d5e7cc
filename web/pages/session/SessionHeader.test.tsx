import '../../test/jsdom-polyfills.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { SessionItem } from '../../api/types.ts';
import { SessionHeader } from './SessionHeader.tsx';

afterEach(cleanup);

const session = (warnings: SessionItem['document']['warnings']): SessionItem => ({
  id: 7,
  name: 'umbrella – Lancet',
  created_at: '2026-01-05T10:00:00.000Z',
  document_id: 3,
  document: { id: 3, filename: 'umbrella.docx', warnings },
  owner: { id: 1, name: 'Alice' },
  format_id: 1,
  format: { id: 1, name: 'Lancet' },
  format_name: 'Lancet',
  format_state: 'current',
  retargeted_from: null,
});

const show = (warnings: SessionItem['document']['warnings']) =>
  render(
    <MemoryRouter>
      <SessionHeader session={session(warnings)} version={1} />
    </MemoryRouter>,
  );

describe('SessionHeader: what the reader did not check (issue 25)', () => {
  it("shows each of the reader's warnings in its own words", () => {
    show([
      { code: 'equations', count: 16, message: '16 equations were not checked.' },
      { code: 'headers-footers', count: 2, message: '2 page headers and footers were not checked.' },
    ]);
    const note = screen.getByRole('note', { name: 'Not checked in this document' });
    expect(note.textContent).toContain('Not every part of this document was checked:');
    expect(note.textContent).toContain('16 equations were not checked.');
    expect(note.textContent).toContain('2 page headers and footers were not checked.');
  });

  it('shows nothing when the reader read everything, or recorded nothing (an older upload)', () => {
    show([]);
    expect(screen.queryByRole('note')).toBeNull();
    cleanup();
    show(null);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
