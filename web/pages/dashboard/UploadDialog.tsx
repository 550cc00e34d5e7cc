/**
 * 'Upload your document(s)' (SPEC §2, §5, §8): both slots required; 'Saving...' while busy;
 * status 'failed' shows 'Validation errors found' with the issues and stays open; any other
 * failure shows the server's detail, else the error message, else 'Error creating document'.
 * Closing clears both slots.
 */
import { useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { Modal } from '../../components/Modal.tsx';
import { Button } from '../../components/Button.tsx';
import { DropZone } from '../../components/DropZone.tsx';
import { errorText } from '../../components/ErrorNote.tsx';
import { api, queryKeys } from '../../api/endpoints.ts';
import type { CreateDocumentResult } from '../../api/types.ts';
import type { UploadProgress } from '../../api/upload.ts';
import { UploadStatus } from './UploadStatus.tsx';

export function UploadDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const [template, setTemplate] = useState<File | null>(null);
  const [original, setOriginal] = useState<File | null>(null);
  const [issues, setIssues] = useState<string[] | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  const reasonId = useId();
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: ({ t, o }: { t: File; o: File }) => {
      abort.current = new AbortController();
      return api.documents.upload(t, o, setProgress, abort.current.signal);
    },
    onSettled: () => setProgress(null),
    onSuccess: async (answer: CreateDocumentResult) => {
      if (answer.status === 'failed') {
        setIssues(answer.issues);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.documents });
      close();
    },
  });

  function reset() {
    abort.current?.abort();
    abort.current = null;
    setProgress(null);
    setTemplate(null);
    setOriginal(null);
    setIssues(null);
    upload.reset();
  }
  function close() {
    reset();
    onOpenChange(false);
  }

  const busy = upload.isPending;
  // Issue 26: a disabled Save says why.
  const missing = missingText(template, original);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : !busy && close())}
      title="Upload your document(s)"
      description="Add the journal's template and your manuscript as Word documents (.docx)."
      wide
      footer={
        <>
          {missing ? (
            <p id={reasonId} className="mr-auto text-sm text-slate-700">
              {missing}
            </p>
          ) : null}
          {/* Cancel also stops an upload in flight (or waiting to retry while the server is busy). */}
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button
            aria-describedby={missing ? reasonId : undefined}
            disabled={!template || !original || busy}
            onClick={() => {
              setIssues(null);
              if (template && original) upload.mutate({ t: template, o: original });
            }}
          >
            {busy ? 'Saving...' : 'Save & close'}
          </Button>
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <DropZone label="Template document" file={template} onFile={setTemplate} disabled={busy} />
        <DropZone label="Original document" file={original} onFile={setOriginal} disabled={busy} />
      </div>
      {busy && progress ? <UploadStatus progress={progress} /> : null}
      {issues ? (
        <div role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="flex items-center gap-2 font-semibold">
            <AlertTriangle size={16} aria-hidden /> Validation errors found
          </p>
          <ul className="mt-1 list-disc pl-6">
            {issues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {upload.isError && !isCancel(upload.error) ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {errorText(upload.error, 'Error creating document')}
        </p>
      ) : null}
    </Modal>
  );
}

function missingText(template: File | null, original: File | null): string | null {
  if (template && original) return null;
  if (template) return 'Add the original document to save.';
  if (original) return 'Add the template document to save.';
  return 'Add both documents to save.';
}

function isCancel(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
