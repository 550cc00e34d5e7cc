/**
 * 'Upload your document(s)' (SPEC §2, §5, §8): both slots required; 'Saving...' while busy;
 * status 'failed' shows 'Validation errors found' with the issues and stays open; any other
 * failure shows the server's detail, else the error message, else 'Error creating document'.
 * Closing clears both slots.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { Modal } from '../../components/Modal.tsx';
import { Button } from '../../components/Button.tsx';
import { DropZone } from '../../components/DropZone.tsx';
import { errorText } from '../../components/ErrorNote.tsx';
import { api, queryKeys } from '../../api/endpoints.ts';
import type { CreateDocumentResult } from '../../api/types.ts';

export function UploadDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const [template, setTemplate] = useState<File | null>(null);
  const [original, setOriginal] = useState<File | null>(null);
  const [issues, setIssues] = useState<string[] | null>(null);
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: ({ t, o }: { t: File; o: File }) => api.documents.upload(t, o),
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
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : !busy && close())}
      title="Upload your document(s)"
      description="Add the journal's template and your manuscript as Word documents (.docx)."
      wide
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button
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
      {upload.isError ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {errorText(upload.error, 'Error creating document')}
        </p>
      ) : null}
    </Modal>
  );
}
