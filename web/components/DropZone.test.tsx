import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { DropZone, type DropZoneProps } from './DropZone.tsx';

afterEach(cleanup);

function Slot(props: Partial<DropZoneProps>) {
  const [file, setFile] = useState<File | null>(null);
  return <DropZone label="Original document" file={file} onFile={setFile} {...props} />;
}

const docx = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });

async function choose(...files: File[]) {
  const input = screen.getByLabelText('Original document file') as HTMLInputElement;
  // userEvent.upload honours `accept`, which would hide the type rule from react-dropzone: drop instead.
  fireEvent.drop(input.parentElement!, {
    dataTransfer: {
      files,
      items: files.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f })),
      types: ['Files'],
    },
  });
}

describe('DropZone', () => {
  it('shows a chosen file with its name, 100% and its size in KB, and removes it', async () => {
    render(<Slot />);
    const input = screen.getByLabelText('Original document file') as HTMLInputElement;
    await userEvent.upload(input, docx('manuscript.docx', 21655));
    expect(await screen.findByText('manuscript.docx')).toBeTruthy();
    expect(screen.getByText('21 KB')).toBeTruthy();
    expect(screen.getByText('100%')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await userEvent.click(screen.getByRole('button', { name: 'Remove manuscript.docx' }));
    expect(screen.queryByText('manuscript.docx')).toBeNull();
    expect(screen.getByRole('button', { name: 'Browse for the original document' })).toBeTruthy();
  });

  it("refuses a file of the wrong type with react-dropzone's message", async () => {
    render(<Slot accept={{ 'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'] }} />);
    await choose(new File(['%PDF'], 'paper.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^File type must be /));
    expect(screen.queryByText('paper.pdf')).toBeNull();
  });

  it('refuses files that are too large or too small, naming the limit in bytes', async () => {
    render(<Slot maxSize={1000} />);
    await choose(docx('big.docx', 2000));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('File is larger than 1000 bytes'));
    cleanup();
    render(<Slot minSize={100} />);
    await choose(docx('tiny.docx', 10));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('File is smaller than 100 bytes'));
  });

  it('takes one file per slot: two at once are "Too many files"', async () => {
    render(<Slot />);
    await choose(docx('a.docx', 10), docx('b.docx', 10));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many files'));
    expect(screen.queryByText('a.docx')).toBeNull();
  });
});
