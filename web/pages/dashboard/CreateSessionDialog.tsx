/** 'Create new session' (SPEC §2, §5): a document and a format; Create only with both. */
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Modal } from '../../components/Modal.tsx';
import { Button } from '../../components/Button.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { errorText } from '../../components/ErrorNote.tsx';
import { api, queryKeys } from '../../api/endpoints.ts';

export interface CreateSessionDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Chosen in advance when the dialog is opened from a document row. */
  documentId?: number | null;
}

export function CreateSessionDialog({ open, onOpenChange, documentId }: CreateSessionDialogProps) {
  const [document, setDocument] = useState<string | undefined>();
  const [format, setFormat] = useState<string | undefined>();
  const navigate = useNavigate();
  const reasonId = useId();
  const queryClient = useQueryClient();
  const documents = useQuery({ queryKey: [...queryKeys.documents, 'all'], queryFn: api.documents.all, enabled: open });
  const formats = useQuery({ queryKey: [...queryKeys.formats, 'all'], queryFn: api.formats.all, enabled: open });

  useEffect(() => {
    if (open) {
      setDocument(documentId ? String(documentId) : undefined);
      setFormat(undefined);
    }
  }, [open, documentId]);

  const create = useMutation({
    mutationFn: () => api.sessions.create(Number(document), Number(format)),
    onSuccess: async (session) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.sessions });
      onOpenChange(false);
      navigate(`/session/${session.id}`);
    },
  });

  const loadError = documents.error ?? formats.error;
  // Issue 26: a disabled Create says why.
  const missing =
    !document && !format
      ? 'Choose a document and a format to create.'
      : !document
        ? 'Choose a document to create.'
        : !format
          ? 'Choose a format to create.'
          : null;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) create.reset();
        onOpenChange(next);
      }}
      title="Create new session"
      description="Pair one of your documents with the format of the journal you are submitting to."
      footer={
        <>
          {missing ? (
            <p id={reasonId} className="mr-auto text-sm text-slate-700">
              {missing}
            </p>
          ) : null}
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button
            aria-describedby={missing ? reasonId : undefined}
            disabled={!document || !format || create.isPending}
            onClick={() => create.mutate()}
          >
            {create.isPending ? 'Creating...' : 'Create'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <SelectField
          label="Select Document"
          placeholder="Choose document..."
          value={document}
          onChange={setDocument}
          options={(documents.data?.items ?? []).map((d) => ({ value: String(d.id), label: d.filename }))}
        />
        <SelectField
          label="Select Format"
          placeholder="Choose format..."
          value={format}
          onChange={setFormat}
          options={(formats.data?.items ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
        />
        {loadError ? (
          <p role="alert" className="text-sm text-red-800">
            {errorText(loadError)}
          </p>
        ) : null}
        {create.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {errorText(create.error)}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
