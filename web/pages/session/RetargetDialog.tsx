/**
 * "Check against another journal" (issue 17; docs/web.md): pick one of the tenant's other formats;
 * the server makes a new session on the same document from this session's current version and
 * answers with the rules that differ (side by side) and what must change, shown here with a
 * button to open the new session. This session stays as it is.
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '../../api/endpoints.ts';
import { sessionApi } from '../../api/session.ts';
import type { RetargetAnswer, SessionItem } from '../../api/types.ts';
import { Button } from '../../components/Button.tsx';
import { errorText } from '../../components/ErrorNote.tsx';
import { Modal } from '../../components/Modal.tsx';
import { SelectField } from '../../components/SelectField.tsx';

export interface RetargetDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  session: SessionItem;
}

export function RetargetDialog({ open, onOpenChange, session }: RetargetDialogProps) {
  const [format, setFormat] = useState<string | undefined>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formats = useQuery({ queryKey: [...queryKeys.formats, 'all'], queryFn: api.formats.all, enabled: open });
  const retarget = useMutation({
    mutationFn: () => sessionApi.retarget(session.id, Number(format)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
  });
  const { reset } = retarget;

  useEffect(() => {
    if (open) {
      setFormat(undefined);
      reset();
    }
  }, [open, reset]);

  const others = (formats.data?.items ?? []).filter((f) => f.id !== session.format_id);
  const answer = retarget.data;
  const footer = answer ? (
    <>
      <Button variant="secondary" onClick={() => onOpenChange(false)}>
        Close
      </Button>
      <Button
        onClick={() => {
          onOpenChange(false);
          navigate(`/session/${answer.session.id}`);
        }}
      >
        Open the new session
      </Button>
    </>
  ) : (
    <>
      <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={retarget.isPending}>
        Cancel
      </Button>
      <Button disabled={!format || retarget.isPending} onClick={() => retarget.mutate()}>
        {retarget.isPending ? 'Checking...' : 'Check'}
      </Button>
    </>
  );
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!retarget.isPending) onOpenChange(next);
      }}
      title="Check against another journal"
      description={
        answer
          ? undefined
          : `Choose the journal you are resubmitting to. A new session starts from this version of the document with that journal's format; this session stays as it is.`
      }
      footer={footer}
      wide
    >
      {answer ? (
        <RetargetResult answer={answer} />
      ) : (
        <div className="flex flex-col gap-4">
          <SelectField
            label="Other journal's format"
            placeholder="Choose format..."
            value={format}
            onChange={setFormat}
            disabled={retarget.isPending}
            options={others.map((f) => ({ value: String(f.id), label: f.name }))}
          />
          {retarget.isPending ? (
            <p role="status" className="text-sm text-slate-700">
              Running the journal checks against the new format...
            </p>
          ) : null}
          {formats.error || retarget.error ? (
            <p role="alert" className="text-sm text-red-800">
              {errorText(formats.error ?? retarget.error)}
            </p>
          ) : null}
        </div>
      )}
    </Modal>
  );
}

function RetargetResult({ answer }: { answer: RetargetAnswer }) {
  const { report } = answer;
  return (
    <div className="flex flex-col gap-5 text-sm text-slate-800">
      <p role="status">
        New session{' '}
        <Link
          to={`/session/${answer.session.id}`}
          className="focus-ring rounded font-semibold text-brand-700 underline"
        >
          {answer.session.name}
        </Link>{' '}
        created from version {answer.version}.
      </p>
      <section aria-labelledby="retarget-must-change">
        <h3 id="retarget-must-change" className="mb-2 text-base font-semibold text-slate-900">
          What must change for {report.to}
        </h3>
        {report.must_change.length ? (
          <ul className="list-disc space-y-1 pl-5">
            {report.must_change.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p>Nothing: the manuscript meets the rules of {report.to} that differ.</p>
        )}
      </section>
      <section aria-labelledby="retarget-rules">
        <h3 id="retarget-rules" className="mb-2 text-base font-semibold text-slate-900">
          Rules that differ
        </h3>
        {report.rules.length ? (
          <table className="stack-table w-full table-fixed border-collapse text-left">
            <thead>
              <tr className="border-b border-slate-300 text-slate-700">
                <th scope="col" className="w-2/5 py-1.5 pr-2 font-medium">
                  Rule
                </th>
                <th scope="col" className="py-1.5 pr-2 font-medium">
                  {report.from}
                </th>
                <th scope="col" className="py-1.5 font-medium">
                  {report.to}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.rules.map((rule) => (
                <tr key={rule.field} className="border-b border-slate-200 align-top">
                  <th scope="row" className="py-1.5 pr-2 font-normal break-words text-slate-700">
                    {rule.label}
                  </th>
                  <td data-label={report.from} className="py-1.5 pr-2 break-words">
                    {rule.from}
                  </td>
                  <td data-label={report.to} className="py-1.5 break-words font-medium text-slate-900">
                    {rule.to}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>The two formats set the same rules.</p>
        )}
      </section>
    </div>
  );
}
