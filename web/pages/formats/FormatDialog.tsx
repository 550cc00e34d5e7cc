/**
 * New / Edit Format (SPEC §2, §4): Name and a Config JSON textarea, pre-filled from the template
 * for a new format. A parse failure shows its line and column, the server's 422 shows its
 * message, and what the user typed is kept either way. A format the user may not change (a
 * ready-made journal format for a member, a colleague's format: `editable` false) opens read-only
 * with a short explanation and "Duplicate", which opens an editable copy that is saved only by
 * Create (issues 18, 26).
 */
import { useEffect, useId, useState } from 'react';
import { Tabs } from 'radix-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, Lock } from 'lucide-react';
import { Modal } from '../../components/Modal.tsx';
import { Button } from '../../components/Button.tsx';
import { errorText } from '../../components/ErrorNote.tsx';
import { api, queryKeys } from '../../api/endpoints.ts';
import type { FormatItem } from '../../api/types.ts';
import { type FormatConfig, formatTemplate } from '../../../src/contract/format-config.ts';
import { FormatForm, formProblems } from './FormatForm.tsx';
import { parseJsonObject, problemText } from './json-error.ts';
import { type FormatDraft, useDuplicateFormat } from './useDuplicateFormat.ts';

export interface FormatDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The format to edit; null creates a new one. */
  format: FormatItem | null;
  /** With `format` null: the new format starts as this copy (Duplicate) instead of the template. */
  draft?: FormatDraft | null;
  /** Opens the copy "Duplicate" prepared, unsaved, in the dialog. */
  onOpenDraft(draft: FormatDraft): void;
}

/** Why a format opens read-only, in the writer's words. */
function readOnlyReason(format: FormatItem): string {
  return format.ready_made
    ? `"${format.name}" is a ready-made journal format: only an administrator can change it. Duplicate it to make your own copy, which you can edit.`
    : `Only the format's creator or an administrator can change "${format.name}". Duplicate it to make your own copy, which you can edit.`;
}

export function FormatDialog({ open, onOpenChange, format, draft = null, onOpenDraft }: FormatDialogProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [config, setConfig] = useState('');
  // The form edits `values`; the JSON tab edits `config`. Switching tabs carries the one into the other.
  const [values, setValues] = useState<FormatConfig>({});
  const [tab, setTab] = useState<'form' | 'json'>('form');
  const [problem, setProblem] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const readOnly = format !== null && !format.editable;
  const duplicate = useDuplicateFormat(onOpenDraft);

  useEffect(() => {
    if (!open) return;
    setName(format?.name ?? draft?.name ?? '');
    const start = format ? format.config : (draft?.config ?? formatTemplate());
    setValues(start);
    setConfig(JSON.stringify(start, null, 2));
    setTab('form');
    setProblem(null);
    duplicate.reset();
  }, [open, format, draft, duplicate.reset]);

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

  const busy = save.isPending || duplicate.isPending;
  const failure = problem ?? (duplicate.isError ? errorText(duplicate.error) : null);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={readOnly ? 'View Format' : format ? 'Edit Format' : 'New Format'}
      wide
      footer={
        readOnly && format ? (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
              Close
            </Button>
            <Button onClick={() => duplicate.mutate(format)} disabled={busy}>
              <Copy size={16} aria-hidden /> {duplicate.isPending ? 'Duplicating...' : 'Duplicate'}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={submit} disabled={busy}>
              {busy ? 'Saving...' : format ? 'Save' : 'Create'}
            </Button>
          </>
        )
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!readOnly) submit();
        }}
      >
        {readOnly && format ? (
          <p
            id={`${id}-read-only`}
            className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            <Lock size={16} aria-hidden className="mt-0.5 shrink-0" />
            {readOnlyReason(format)}
          </p>
        ) : null}
        {!format && draft ? (
          <p className="flex gap-2 rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-brand-800">
            <Copy size={16} aria-hidden className="mt-0.5 shrink-0" />A copy of "{draft.copyOf}", not saved yet: change
            what differs, then Create.
          </p>
        ) : null}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-name`} className="text-sm font-medium text-slate-700">
            Name
          </label>
          <input
            id={`${id}-name`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            className="focus-ring h-9 rounded-md border border-slate-300 px-3 text-sm read-only:bg-slate-100"
            autoComplete="off"
            maxLength={200}
            readOnly={readOnly}
            aria-describedby={readOnly ? `${id}-read-only` : undefined}
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
            <FormatForm values={values} onChange={setValues} readOnly={readOnly} />
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
                readOnly={readOnly}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-problem` : undefined}
                className="focus-ring rounded-md border border-slate-300 p-3 font-mono text-sm leading-5 read-only:bg-slate-50"
              />
            </div>
          </Tabs.Content>
        </Tabs.Root>
        {failure ? (
          <p
            id={`${id}-problem`}
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          >
            {failure}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}

const tabClass =
  'focus-ring -mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';
