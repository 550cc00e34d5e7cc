import '../../test/jsdom-polyfills.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Overview } from '../../../src/contract/checks.ts';
import { ChecksPanel } from './ChecksPanel.tsx';
import { precisionText } from './check-precision.ts';
import { json, signIn, withQueries } from './session-test-kit.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const overview: Overview = {
  data: {
    categories: [
      {
        id: 'authorship-disclosures',
        name: 'Authorship and disclosures',
        icon: 'x',
        checks: [
          {
            name: 'Disclosure statement',
            url: '/checks/disclosures',
            icon: 'x',
            description: "Puts the disclosure statement in the journal's required wording.",
            parameters: [],
            accuracy: { precision: 0.972, right: 139, wrong: 4, labelled: 143, findings: 150, sampled: false },
          },
          {
            name: 'Footnotes',
            url: '/checks/footnotes',
            icon: 'x',
            description: 'Footnote style.',
            parameters: [],
            accuracy: { precision: null, right: 0, wrong: 0, labelled: 0, findings: 0, sampled: false },
          },
        ],
      },
    ],
  },
};

describe('measured precision in the checks panel', () => {
  it('words the figures as docs/web.md says, never rounding a precision up', () => {
    expect(precisionText(overview.data.categories[0]!.checks[0]!.accuracy)).toBe(
      'Precision 97 % on 143 labelled findings',
    );
    expect(
      precisionText({ precision: 0.9996, right: 2499, wrong: 1, labelled: 2500, findings: 9000, sampled: true }),
    ).toBe('Precision 99 % on 2500 labelled findings (a fixed sample)');
    expect(precisionText({ precision: 1, right: 1, wrong: 0, labelled: 1, findings: 1, sampled: false })).toBe(
      'Precision 100 % on 1 labelled finding',
    );
    expect(precisionText({ precision: null, right: 0, wrong: 0, labelled: 0, findings: 0, sampled: false })).toBe(
      'Precision not measured yet',
    );
    expect(precisionText({ precision: 0.57, right: 57, wrong: 43, labelled: 100, findings: 100, sampled: false })).toBe(
      'Precision 57 % on 100 labelled findings',
    );
    expect(precisionText(undefined)).toBeNull();
  });

  it('shows each check’s precision in the check list and above its parameters', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url === '/api/overview/' ? json(overview) : json({ detail: 'unexpected' }, 500))),
    );
    render(withQueries(<ChecksPanel sessionId={3} onSelect={() => undefined} onApplied={() => undefined} />));
    fireEvent.click(await screen.findByText('Authorship and disclosures'));
    expect(screen.getByText('Precision 97 % on 143 labelled findings')).toBeTruthy();
    expect(screen.getByText('Precision not measured yet')).toBeTruthy();
    fireEvent.click(screen.getByText('Disclosure statement'));
    expect(screen.getByText("This check doesn't require any parameters.")).toBeTruthy();
    expect(screen.getByText('Precision 97 % on 143 labelled findings')).toBeTruthy();
  });
});
