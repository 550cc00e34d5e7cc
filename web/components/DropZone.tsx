/**
 * One file slot: drag-and-drop or Browse (react-dropzone). Once a file is chosen it shows its name,
 * 100 % progress, its size in KB and a remove button (SPEC §2). Rules on type, size and count are
 * optional props; a refused file shows react-dropzone's own messages ('File type must be ...',
 * 'File is larger than N bytes', 'File is smaller than N bytes', 'Too many files').
 */
import { useDropzone, type Accept, type FileRejection } from 'react-dropzone';
import { FileText, UploadCloud, X } from 'lucide-react';
import { useId, useState } from 'react';
import { formatKb } from '../format/sizes.ts';

export interface DropZoneProps {
  label: string;
  file: File | null;
  onFile(file: File | null): void;
  accept?: Accept;
  minSize?: number;
  maxSize?: number;
  maxFiles?: number;
  disabled?: boolean;
}

export function DropZone({ label, file, onFile, accept, minSize, maxSize, maxFiles = 1, disabled }: DropZoneProps) {
  const id = useId();
  const [errors, setErrors] = useState<string[]>([]);
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept,
    minSize,
    maxSize,
    maxFiles,
    multiple: maxFiles !== 1,
    disabled,
    noClick: true,
    noKeyboard: true,
    onDrop(accepted: File[], rejected: FileRejection[]) {
      const messages = [...new Set(rejected.flatMap((r) => r.errors.map((e) => e.message)))];
      setErrors(messages);
      if (accepted[0] && rejected.length === 0) onFile(accepted[0]);
    },
  });

  return (
    <section aria-labelledby={`${id}-label`} className="flex flex-col gap-2">
      <h3 id={`${id}-label`} className="text-sm font-semibold text-slate-800">
        {label}
      </h3>
      {file ? (
        <div className="rounded-md border border-slate-300 bg-white p-3" data-testid="chosen-file">
          <div className="flex items-center gap-3">
            <FileText size={20} className="shrink-0 text-brand-700" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900" title={file.name}>
                {file.name}
              </p>
              <p className="text-sm text-slate-700">{formatKb(file.size)}</p>
            </div>
            <button
              type="button"
              onClick={() => {
                setErrors([]);
                onFile(null);
              }}
              disabled={disabled}
              aria-label={`Remove ${file.name}`}
              className="focus-ring rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-red-700"
            >
              <X size={16} aria-hidden />
            </button>
          </div>
          <div className="mt-2 flex items-center gap-2">
            <div
              role="progressbar"
              aria-label={`${label} upload progress`}
              aria-valuenow={100}
              aria-valuemin={0}
              aria-valuemax={100}
              className="h-1.5 flex-1 rounded-full bg-brand-700"
            />
            <span className="text-sm font-medium text-slate-700">100%</span>
          </div>
        </div>
      ) : (
        <div
          {...getRootProps({
            className: `flex flex-col items-center justify-center gap-2 rounded-md border-2 border-dashed px-4 py-6 text-center text-sm ${isDragActive ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50'}`,
          })}
        >
          <input {...getInputProps({ 'aria-label': `${label} file` })} />
          <UploadCloud size={24} className="text-slate-600" aria-hidden />
          <p className="text-slate-700">Drag and drop a file here, or</p>
          <button
            type="button"
            onClick={open}
            disabled={disabled}
            className="focus-ring rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-brand-700 hover:bg-brand-50"
            aria-label={`Browse for the ${label.toLowerCase()}`}
          >
            Browse
          </button>
        </div>
      )}
      {errors.length > 0 ? (
        <ul role="alert" className="text-sm text-red-800">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
