/**
 * The organisation's AI Assistant switch (issue 27), beside the users an administrator manages:
 * whether members may use the assistant, and whether the audit trail keeps the text sent to and
 * received from the model (by default it keeps only who, which model, sizes and time). Shown to
 * administrators; says when the server itself has no model set.
 */
import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TenantAssistantAnswer, TenantAssistantSettings } from '../../../src/contract/api/assistant.ts';
import { assistantApi, assistantKeys } from '../../api/assistant.ts';
import { ApiError } from '../../api/client.ts';
import { ErrorNote } from '../../components/ErrorNote.tsx';

export function AssistantSettings() {
  const id = useId();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: assistantKeys.tenant, queryFn: assistantApi.tenant, retry: false });
  const save = useMutation({
    mutationFn: assistantApi.saveTenant,
    // The box shows the admin's choice at once; a refusal puts back what the server holds.
    onMutate: (next) => {
      const before = queryClient.getQueryData<TenantAssistantAnswer>(assistantKeys.tenant);
      if (before) queryClient.setQueryData(assistantKeys.tenant, { ...before, ...next });
      return { before };
    },
    onError: (_error, _next, saved) => {
      if (saved?.before) queryClient.setQueryData(assistantKeys.tenant, saved.before);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(assistantKeys.tenant, answer);
      void queryClient.invalidateQueries({ queryKey: assistantKeys.status });
    },
  });
  // Members are not shown the organisation's switch.
  if (settings.isError && settings.error instanceof ApiError && settings.error.status === 403) return null;
  const data = settings.data;
  const change = (next: Partial<TenantAssistantSettings>) =>
    data && save.mutate({ enabled: data.enabled === true, log_text: data.log_text === true, ...next });
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
              disabled={save.isPending}
              onChange={(event) => change({ enabled: event.target.checked })}
            />
            Members of the organisation may use the AI Assistant
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={data.log_text === true}
              disabled={save.isPending}
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
