import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

afterEach(cleanup);

const base: ConfirmDialogProps = {
  open: true,
  onOpenChange: () => undefined,
  title: 'Delete a session',
  text: 'This deletion is permanent and cannot be undone.',
  confirmLabel: 'Delete',
  busy: false,
  onConfirm: () => undefined,
};

describe('ConfirmDialog', () => {
  it('asks first and confirms on the button', async () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog {...base} onConfirm={onConfirm} />);
    expect(screen.getByRole('alertdialog', { name: 'Delete a session' })).toBeTruthy();
    expect(screen.getByText('This deletion is permanent and cannot be undone.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('reads "Removing..." and disables both buttons while the delete runs', () => {
    render(<ConfirmDialog {...base} busy />);
    const removing = screen.getByRole('button', { name: 'Removing...' }) as HTMLButtonElement;
    expect(removing.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("uses the format dialog's own labels", () => {
    render(<ConfirmDialog {...base} title="Delete a format" cancelLabel="No don't remove" confirmLabel="Yes remove" />);
    expect(screen.getByRole('button', { name: "No don't remove" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes remove' })).toBeTruthy();
  });

  it('shows a failure as an alert with the server message and a Close button', async () => {
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        {...base}
        title="Delete a document"
        onOpenChange={onOpenChange}
        failure={{ title: 'Unable to delete document', message: 'Document not found.' }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Unable to delete document');
    expect(alert.textContent).toContain('Document not found.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
