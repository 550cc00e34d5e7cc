/**
 * New / Edit Format (SPEC §2, §4): Name and a Config JSON textarea, pre-filled from the template
 * for a new format. A parse failure shows its line and column, the server's 422 shows its
 * message, and what the user typed is kept either way.
 */
import { useEffect, useId, useState } from 'react';
import { Tabs } from 'radix-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Modal } from '../../components/Modal.tsx';
import { Button } from '../../components/Button.tsx';
import { errorText } from '../../components/ErrorNote.tsx';
import { api, queryKeys } from '../../api/endpoints.ts';
import type { FormatItem } from '../../api/types.ts';
import { type FormatConfig, formatTemplate } from '../../../src/contract/format-config.ts';
import { FormatForm, formProblems } from './FormatForm.tsx';
import { parseJsonObject, problemText } from './json-error.ts';

export interface FormatDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The format to edit; null creates a new one. */
  format: FormatItem | null;
}

export function FormatDialog({ open, onOpenChange, format }: FormatDialogProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [config, setConfig] = useState('');
  // The form edits `values`; the JSON tab edits `config`. Switching tabs carries the one into the other.
  const [values, setValues] = useState<FormatConfig>({});
  const [tab, setTab] = useState<'form' | 'json'>('form');
  const [problem, setProblem] = useState<string | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!open) return;
    setName(format?.name ?? '');
    const start = format ? format.config : formatTemplate();
    setValues(start);
    setConfig(JSON.stringify(start, null, 2));
    setTab('form');
    setProblem(null);
  }, [open, format]);

  const save = useMutation({
    mutationFn: (body: { name: string; config: Record<string, unknown> }) =>
      format ? api.formats.update(format.id, body) : api.formats.create(body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.formats });
      onOpenChange(false);
    },
    onError: (error) => setProblem(errorText(error)),
  });

  function submit() {
    setProblem(null);
    if (!name.trim()) {
      setProblem('Give the format a name.');
      return;
    }
    if (tab === 'form') {
      if (formProblems(values).size > 0) {
        setProblem('Some fields need a change: see the messages under them.');
        return;
      }
      save.mutate({ name: name.trim(), config: values });
      return;
    }
    const parsed = parseJsonObject(config);
    if ('problem' in parsed) {
      setProblem(problemText(parsed.problem));
      return;
    }
    save.mutate({ name: name.trim(), config: parsed.value });
  }

  function switchTab(next: string) {
    if (next === tab) return;
    if (next === 'json') {
      setConfig(JSON.stringify(values, null, 2));
      setProblem(null);
      setTab('json');
      return;
    }
    // Back to the form: only a readable JSON object can fill it; otherwise stay and say why.
    const parsed = parseJsonObject(config);
    if ('problem' in parsed) {
      setProblem(problemText(parsed.problem));
      return;
    }
    setValues(parsed.value);
    setProblem(null);
    setTab('form');
  }

  const busy = save.isPending;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={format ? 'Edit Format' : 'New Format'}
      wide
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={busy}>
            {busy ? 'Saving...' : format ? 'Save' : 'Create'}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-name`} className="text-sm font-medium text-slate-700">
            Name
          </label>
          <input
            id={`${id}-name`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            className="focus-ring h-9 rounded-md border border-slate-300 px-3 text-sm"
            autoComplete="off"
            maxLength={200}
          />
        </div>
        <Tabs.Root value={tab} onValueChange={switchTab}>
          <Tabs.List aria-label="Config" className="mb-3 flex border-b border-slate-200">
            <Tabs.Trigger value="form" className={tabClass}>
              Form
            </Tabs.Trigger>
            <Tabs.Trigger value="json" className={tabClass}>
              Edit as JSON
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="form" className="outline-none">
            <FormatForm values={values} onChange={setValues} />
          </Tabs.Content>
          <Tabs.Content value="json" className="outline-none">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-config`} className="text-sm font-medium text-slate-700">
                Config JSON
              </label>
              <textarea
                id={`${id}-config`}
                value={config}
                onChange={(event) => setConfig(event.target.value)}
                spellCheck={false}
                rows={16}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-problem` : undefined}
                className="focus-ring rounded-md border border-slate-300 p-3 font-mono text-xs leading-5"
              />
            </div>
          </Tabs.Content>
        </Tabs.Root>
        {problem ? (
          <p
            id={`${id}-problem`}
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          >
            {problem}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}

const tabClass =
  'focus-ring -mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';
