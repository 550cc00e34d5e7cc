import '../../test/jsdom-polyfills.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { CheckSummary } from '../../../src/contract/checks.ts';
import { ParameterForm } from './ParameterForm.tsx';
import { parseValues } from './parameters.ts';

afterEach(cleanup);

const check: CheckSummary = {
  name: 'Demo check',
  url: '/checks/demo',
  icon: 'x',
  description: 'A check with one parameter of each kind.',
  parameters: [
    {
      name: 'limit',
      label: 'Word limit',
      type: 'number',
      required: true,
      defaultValue: 250,
      min: 10,
      max: 5000,
      placeholder: 'e.g. 250',
      description: 'Most words allowed.',
    },
    {
      name: 'style',
      label: 'Style',
      type: 'select',
      defaultValue: 'b',
      options: [
        { value: 'a', label: 'Style A' },
        { value: 'b', label: 'Style B' },
      ],
    },
    {
      name: 'strict',
      label: 'Strict mode',
      type: 'boolean',
      defaultValue: false,
      description: 'Report warnings as failures.',
    },
    { name: 'journal', label: 'Journal name', placeholder: 'The Lancet' },
  ],
};

describe('session check parameters form', () => {
  it('shows each input with its label, placeholder, description, required mark and limits, and sends typed values', async () => {
    const onRun = vi.fn();
    render(<ParameterForm check={check} onRun={onRun} />);
    const limit = screen.getByLabelText(/Word limit/) as HTMLInputElement;
    expect(limit.type).toBe('number');
    expect(limit.placeholder).toBe('e.g. 250');
    expect(limit.min).toBe('10');
    expect(limit.max).toBe('5000');
    expect(limit.required).toBe(true);
    expect(limit.value).toBe('250');
    expect(screen.getByText('Most words allowed.').id).toBe(limit.getAttribute('aria-describedby'));
    expect(screen.getByText('*')).toBeTruthy(); // only the required field carries the mark
    expect((screen.getByLabelText('Style') as HTMLSelectElement).value).toBe('b');
    expect((screen.getByLabelText('Strict mode') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Journal name') as HTMLInputElement).type).toBe('text');

    const user = userEvent.setup();
    await user.clear(limit);
    await user.type(limit, '300');
    await user.selectOptions(screen.getByLabelText('Style'), 'a');
    await user.click(screen.getByLabelText('Strict mode'));
    await user.type(screen.getByLabelText('Journal name'), ' BMJ ');
    await user.click(screen.getByRole('button', { name: 'Run Check' }));
    expect(onRun).toHaveBeenCalledWith({ limit: 300, style: 'a', strict: true, journal: 'BMJ' });
  });

  it('refuses a number outside min and max, naming the field', async () => {
    const onRun = vi.fn();
    render(<ParameterForm check={check} onRun={onRun} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/Word limit/));
    await user.type(screen.getByLabelText(/Word limit/), '6000');
    await user.click(screen.getByRole('button', { name: 'Run Check' }));
    expect(screen.getByRole('alert').textContent).toBe('Word limit must be at most 5000.');
    expect(onRun).not.toHaveBeenCalled();
  });

  it('parses integers and falls back to the default when the field is empty or not a number', () => {
    const [limit] = check.parameters;
    expect(parseValues([limit!], { limit: '' }).values).toEqual({ limit: 250 });
    expect(parseValues([limit!], { limit: '12.9' }).values).toEqual({ limit: 12 });
    expect(parseValues([limit!], { limit: 'abc' }).values).toEqual({ limit: 250 });
    expect(parseValues([limit!], { limit: '5' }).problems).toEqual(['Word limit must be at least 10.']);
    expect(parseValues([{ name: 'j', label: 'Journal', required: true }], { j: '  ' }).problems).toEqual([
      'Journal is required.',
    ]);
  });

  it('says so when a check has no parameters', () => {
    render(<ParameterForm check={{ ...check, parameters: [] }} onRun={() => undefined} />);
    expect(screen.getByText("This check doesn't require any parameters.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run Check' })).toBeTruthy();
  });
});
