import '../../test/jsdom-polyfills.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { CheckAccuracy, Overview } from '../../../src/contract/checks.ts';
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
            accuracy: {
              precision: 0.972,
              right: 139,
              wrong: 4,
              labelled: 143,
              findings: 150,
              sampled: false,
              strictPrecision: 0.951,
              strictRight: 136,
              fixUnlabelled: 0,
            },
          },
          {
            name: 'Footnotes',
            url: '/checks/footnotes',
            icon: 'x',
            description: 'Footnote style.',
            parameters: [],
            accuracy: {
              precision: null,
              right: 0,
              wrong: 0,
              labelled: 0,
              findings: 0,
              sampled: false,
              strictPrecision: null,
              strictRight: 0,
              fixUnlabelled: 0,
            },
          },
        ],
      },
    ],
  },
};

const figures = (fields: Partial<CheckAccuracy>): CheckAccuracy => ({
  precision: 1,
  right: 1,
  wrong: 0,
  labelled: 1,
  findings: 1,
  sampled: false,
  strictPrecision: 1,
  strictRight: 1,
  fixUnlabelled: 0,
  ...fields,
});

const DISCLOSURES =
  'Precision 97 %: right in 139 of 143 findings checked by an editor. Strict 95 %: 136 of 143 also with a right correction or none needed.';

describe('measured precision in the checks panel', () => {
  it('words the figures for people as docs/web.md says, strict beside precision, never rounding up', () => {
    expect(precisionText(overview.data.categories[0]!.checks[0]!.accuracy)).toBe(DISCLOSURES);
    expect(
      precisionText(
        figures({
          precision: 0.9996,
          right: 2499,
          wrong: 1,
          labelled: 2500,
          findings: 9000,
          sampled: true,
          strictPrecision: 0.9,
          strictRight: 2250,
        }),
      ),
    ).toBe(
      'Precision 99 %: right in 2499 of 2500 findings checked by an editor (a fixed sample). Strict 90 %: 2250 of 2500 also with a right correction or none needed.',
    );
    expect(precisionText(figures({}))).toBe(
      'Precision 100 %: right in 1 of 1 finding checked by an editor. Strict 100 %: 1 of 1 also with a right correction or none needed.',
    );
    expect(
      precisionText(figures({ precision: null, right: 0, labelled: 0, strictPrecision: null, strictRight: 0 })),
    ).toBe('Precision not measured yet');
    expect(
      precisionText(
        figures({
          precision: 0.57,
          right: 57,
          wrong: 43,
          labelled: 100,
          findings: 100,
          strictPrecision: 0.5,
          strictRight: 50,
        }),
      ),
    ).toBe(
      'Precision 57 %: right in 57 of 100 findings checked by an editor. Strict 50 %: 50 of 100 also with a right correction or none needed.',
    );
    expect(
      precisionText(
        figures({ precision: 1, right: 40, labelled: 40, strictPrecision: null, strictRight: 38, fixUnlabelled: 2 }),
      ),
    ).toBe(
      'Precision 100 %: right in 40 of 40 findings checked by an editor. Strict precision not published yet: 2 proposed corrections still to be judged.',
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
    expect(screen.getByText(DISCLOSURES)).toBeTruthy();
    expect(screen.getByText('Precision not measured yet')).toBeTruthy();
    fireEvent.click(screen.getByText('Disclosure statement'));
    expect(screen.getByText("This check doesn't require any parameters.")).toBeTruthy();
    expect(screen.getByText(DISCLOSURES)).toBeTruthy();
  });
});
