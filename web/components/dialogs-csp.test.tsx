/**
 * Issue 26: opening a dialog logged a Content-Security-Policy violation, because Radix's Overlay
 * (react-remove-scroll) injects a <style> element and our policy allows no inline style. Our
 * dialogs draw their own backdrop: opening one must add no <style> element to the page, while the
 * page behind still cannot be clicked and the dialog still closes on Escape.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { Modal } from './Modal.tsx';

afterEach(cleanup);

const styleElements = () => document.querySelectorAll('style').length;

describe('dialogs under a strict style-src', () => {
  it('a Modal opens with a backdrop and no inline <style>, and Escape closes it', async () => {
    const before = styleElements();
    const onOpenChange = vi.fn();
    render(
      <Modal open onOpenChange={onOpenChange} title="New Format">
        <input aria-label="Name" />
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'New Format' })).toBeTruthy();
    expect(styleElements()).toBe(before);
    expect(document.querySelector('.modal-overlay')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('a ConfirmDialog opens with a backdrop and no inline <style>', () => {
    const before = styleElements();
    render(
      <ConfirmDialog
        open
        onOpenChange={() => undefined}
        title="Delete a format"
        text="The format will be permanently removed."
        confirmLabel="Yes remove"
        busy={false}
        onConfirm={() => undefined}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Delete a format' })).toBeTruthy();
    expect(styleElements()).toBe(before);
    expect(document.querySelector('.modal-overlay')).not.toBeNull();
  });
});
