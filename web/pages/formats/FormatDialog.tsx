/**
 * New / Edit Format (SPEC §2, §4): Name and a Config JSON textarea, pre-filled from the template
 * for a new format. A parse failure shows its line and column, the server's 422 shows its
 * message, and what the user typed is kept either way.
 */
import { useEffect, useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Modal } from '../../components/Modal.tsx';
import { Button } from '../../components/Button.tsx';
import { errorText } from '../../components/ErrorNote.tsx';
import { api, queryKeys } from '../../api/endpoints.ts';
import type { FormatItem } from '../../api/types.ts';
import { formatTemplate } from '../../../src/contract/format-config.ts';
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
  const [problem, setProblem] = useState<string | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!open) return;
    setName(format?.name ?? '');
    setConfig(JSON.stringify(format ? format.config : formatTemplate(), null, 2));
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
    const parsed = parseJsonObject(config);
    if ('problem' in parsed) {
      setProblem(problemText(parsed.problem));
      return;
    }
    save.mutate({ name: name.trim(), config: parsed.value });
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
