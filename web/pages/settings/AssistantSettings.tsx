/**
 * The organisation's AI Assistant switch (issue 27), beside the users an administrator manages:
 * whether members may use the assistant, and whether the audit trail keeps the text sent to and
 * received from the model (by default it keeps only who, which model, sizes and time). Shown to
 * administrators; says when the server itself has no model set.
 */
import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TenantAssistantAnswer, TenantAssistantSettings } from '../../../src/contract/api/assistant.ts';
import { assistantApi, assistantKeys } from '../../api/assistant.ts';
import { ApiError } from '../../api/client.ts';
import { ErrorNote } from '../../components/ErrorNote.tsx';

export function AssistantSettings() {
  const id = useId();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: assistantKeys.tenant, queryFn: assistantApi.tenant, retry: false });
  // The admin's choice while it is saved, set in the click itself: the boxes follow the click at once
  // (a controlled box would otherwise spring back until the mutation's state arrives); when the save
  // ends they show what the server holds, the new settings or, after a refusal, the old ones.
  const [choice, setChoice] = useState<TenantAssistantSettings | null>(null);
  const save = useMutation({
    mutationFn: assistantApi.saveTenant,
    onSuccess: (answer) => {
      queryClient.setQueryData(assistantKeys.tenant, answer);
      void queryClient.invalidateQueries({ queryKey: assistantKeys.status });
    },
    onSettled: () => setChoice(null),
  });
  // Members are not shown the organisation's switch.
  if (settings.isError && settings.error instanceof ApiError && settings.error.status === 403) return null;
  const held = settings.data;
  const data: TenantAssistantAnswer | undefined = held && choice ? { ...held, ...choice } : held;
  const change = (next: Partial<TenantAssistantSettings>) => {
    if (!data) return;
    const settingsNow = { enabled: data.enabled === true, log_text: data.log_text === true, ...next };
    setChoice(settingsNow);
    save.mutate(settingsNow);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        AI Assistant
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        The assistant in the session page explains findings and proposes edits that writers accept or reject.
      </p>
      {settings.isPending ? <p className="mt-3 text-sm text-slate-700">Loading...</p> : null}
      {settings.isError ? <ErrorNote error={settings.error} /> : null}
      {data ? (
        <div className="mt-3 space-y-2 text-sm text-slate-800">
          <p>
            {data.configured
              ? `This server uses the model ${data.model ?? ''}.`
              : 'This server has no model set: an administrator of the server sets AI_BASE_URL and AI_MODEL.'}
          </p>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={data.enabled === true}
              disabled={save.isPending || choice !== null}
              onChange={(event) => change({ enabled: event.target.checked })}
            />
            Members of the organisation may use the AI Assistant
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={data.log_text === true}
              disabled={save.isPending || choice !== null}
              onChange={(event) => change({ log_text: event.target.checked })}
            />
            Keep the text sent to and received from the model in the audit trail
          </label>
          {save.isError ? <ErrorNote error={save.error} title="The setting was not saved" /> : null}
        </div>
      ) : null}
    </section>
  );
}
