/**
 * A delete confirmation (radix AlertDialog). While the delete runs both buttons are disabled and the
 * confirm button reads "Removing..." (SPEC §2, §4). A failure replaces the question with an alert
 * carrying the server's message and a Close button.
 */
import { AlertDialog } from 'radix-ui';
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { ModalOverlay } from './ModalOverlay.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy: boolean;
  onConfirm(): void;
  /** When set, the dialog shows this failure instead of the question. */
  failure?: { title: string; message: string } | null;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, text, confirmLabel, cancelLabel = 'Cancel', busy, onConfirm, failure } = props;
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <ModalOverlay />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          {failure ? (
            <>
              <div
                role="alert"
                className="mt-3 flex gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
              >
                <AlertTriangle size={18} aria-hidden className="mt-0.5 shrink-0" />
                <div>
                  <p className="font-semibold">{failure.title}</p>
                  <p className="mt-1">{failure.message}</p>
                </div>
              </div>
              <AlertDialog.Description className="sr-only">{failure.message}</AlertDialog.Description>
              <div className="mt-5 flex justify-end">
                <AlertDialog.Cancel asChild>
                  <Button variant="secondary">Close</Button>
                </AlertDialog.Cancel>
              </div>
            </>
          ) : (
            <>
              <AlertDialog.Description className="mt-2 text-sm text-slate-700">{text}</AlertDialog.Description>
              <div className="mt-5 flex justify-end gap-2">
                <AlertDialog.Cancel asChild>
                  <Button variant="secondary" disabled={busy}>
                    {cancelLabel}
                  </Button>
                </AlertDialog.Cancel>
                <Button
                  variant="danger"
                  disabled={busy}
                  onClick={(event) => {
                    event.preventDefault(); // stay open until the delete has finished
                    onConfirm();
                  }}
                >
                  {busy ? 'Removing...' : confirmLabel}
                </Button>
              </div>
            </>
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
