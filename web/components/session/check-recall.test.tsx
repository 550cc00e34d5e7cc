import '../../test/jsdom-polyfills.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { CheckAccuracy, Overview } from '../../../src/contract/checks.ts';
import { ChecksPanel } from './ChecksPanel.tsx';
import { recallText } from './check-recall.ts';
import { json, signIn, withQueries } from './session-test-kit.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const precise = {
  precision: 1,
  right: 97,
  wrong: 0,
  labelled: 97,
  findings: 97,
  sampled: false,
  strictPrecision: 1,
  strictRight: 97,
  fixUnlabelled: 0,
};
const abbreviations: CheckAccuracy = {
  ...precise,
  recall: { seeded: { planted: 12, found: 1 }, markup: { marked: 62, found: 17 } },
};

describe('measured recall in the checks panel', () => {
  it('says what share of marked problems and planted errors the check finds, never rounding up', () => {
    expect(recallText(abbreviations)).toBe('Recall 27 % of 62 problems an editor marked · 8 % of 12 planted errors');
    expect(recallText({ ...precise, recall: { seeded: null, markup: { marked: 10, found: 7 } } })).toBe(
      'Recall 70 % of 10 problems an editor marked',
    );
    expect(recallText({ ...precise, recall: { seeded: { planted: 1000, found: 699 }, markup: null } })).toBe(
      'Recall 69 % of 1000 planted errors',
    );
    expect(recallText({ ...precise, recall: { seeded: { planted: 1, found: 1 }, markup: null } })).toBe(
      'Recall 100 % of 1 planted error',
    );
    expect(recallText(precise)).toBeNull();
    expect(recallText(undefined)).toBeNull();
  });

  it('shows the recall above the parameters of a check that has figures', async () => {
    const overview: Overview = {
      data: {
        categories: [
          {
            id: 'language',
            name: 'Language',
            icon: 'x',
            checks: [
              {
                name: 'Abbreviations',
                url: '/checks/abbreviations',
                icon: 'x',
                description: 'Abbreviations defined at their first use.',
                parameters: [],
                accuracy: abbreviations,
              },
            ],
          },
        ],
      },
    };
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url === '/api/overview/' ? json(overview) : json({ detail: 'unexpected' }, 500))),
    );
    render(withQueries(<ChecksPanel sessionId={3} onSelect={() => undefined} onApplied={() => undefined} />));
    fireEvent.click(await screen.findByText('Language'));
    fireEvent.click(screen.getByText('Abbreviations'));
    expect(screen.getByText('Recall 27 % of 62 problems an editor marked · 8 % of 12 planted errors')).toBeTruthy();
    expect(
      screen.getByText(
        'Precision 100 %: right in 97 of 97 findings checked by an editor. Strict 100 %: 97 of 97 also with a right correction or none needed.',
      ),
    ).toBeTruthy();
  });
});
