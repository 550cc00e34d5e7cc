/**
 * The format editor's form (issue 18), generated from FORMAT_FIELDS: one control per field with its
 * allowed values — a select for options, a whole-number input (0 = no limit), a text input, a list
 * editor for URLs and wordings — grouped by check, each with its help text and its problem shown
 * inline as the writer types (the same rules as the server's 422). Fields the table does not know
 * are kept as they are.
 */
import { type ReactNode, useId } from 'react';
import { Plus, X } from 'lucide-react';
import {
  type FormatConfig,
  type FormatFieldDescriptor,
  validateFormatConfig,
} from '../../../src/contract/format-config.ts';
import { fieldGroups } from './field-groups.ts';

const GROUPS = fieldGroups();

/** The config's problems by field, in words for the form (empty when the form can be saved). */
export function formProblems(values: FormatConfig): Map<string, string> {
  return new Map(validateFormatConfig(values).map((p) => [p.field, p.requirement]));
}

export function FormatForm({
  values,
  onChange,
  readOnly = false,
}: {
  values: FormatConfig;
  onChange(values: FormatConfig): void;
  readOnly?: boolean;
}) {
  const problems = formProblems(values);
  const set = (key: string, value: unknown) => onChange({ ...values, [key]: value });
  return (
    <div className="flex flex-col gap-5">
      {GROUPS.map((group) => (
        <fieldset key={group.title} className="rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">{group.title}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {group.fields.map((field) => (
              <FieldControl
                key={field.key}
                field={field}
                value={values[field.key] ?? field.defaultValue}
                problem={problems.get(field.key)}
                readOnly={readOnly}
                onChange={(value) => set(field.key, value)}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

const inputClass =
  'focus-ring mt-1 block h-9 w-full rounded-md border border-slate-300 px-2 text-sm aria-[invalid=true]:border-red-600 disabled:bg-slate-100 read-only:bg-slate-100';

function FieldControl({
  field,
  value,
  problem,
  readOnly,
  onChange,
}: {
  field: FormatFieldDescriptor;
  value: unknown;
  problem: string | undefined;
  readOnly: boolean;
  onChange(value: unknown): void;
}) {
  const id = useId();
  const helpId = `${id}-help`;
  const problemId = `${id}-problem`;
  const describedBy = problem ? `${helpId} ${problemId}` : helpId;
  const label = field.label;
  const wide = field.kind === 'string-list' || field.kind === 'text';
  let control: ReactNode;
  switch (field.kind) {
    case 'option':
      control = (
        <select
          id={id}
          value={typeof value === 'string' ? value : ''}
          disabled={readOnly}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
          className={inputClass}
        >
          {typeof value === 'string' && !(field.options ?? []).includes(value) ? (
            <option value={value}>{value || '(empty)'}</option>
          ) : null}
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
      break;
    case 'number':
      control = (
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          readOnly={readOnly}
          value={typeof value === 'number' && Number.isFinite(value) ? String(value) : ''}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
          className={inputClass}
        />
      );
      break;
    case 'string-list':
      control = (
        <ListEditor
          id={id}
          label={label}
          values={Array.isArray(value) ? value.map(String) : []}
          readOnly={readOnly}
          describedBy={describedBy}
          onChange={onChange}
        />
      );
      break;
    default:
      control = (
        <input
          id={id}
          type="text"
          readOnly={readOnly}
          value={typeof value === 'string' ? value : ''}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
          className={inputClass}
        />
      );
  }
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      {field.kind === 'string-list' ? (
        <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
          {label}
        </p>
      ) : (
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      )}
      {control}
      <p id={helpId} className="mt-1 text-sm text-slate-700">
        {field.description}
      </p>
      {problem ? (
        <p id={problemId} className="mt-1 text-sm font-medium text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function ListEditor({
  id,
  label,
  values,
  readOnly,
  describedBy,
  onChange,
}: {
  id: string;
  label: string;
  values: string[];
  readOnly: boolean;
  describedBy: string;
  onChange(values: string[]): void;
}) {
  return (
    <ul aria-labelledby={`${id}-label`} className="mt-1 flex flex-col gap-1.5">
      {values.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: list entries are edited in place; their position is their identity
        <li key={index} className="flex gap-1.5">
          <input
            aria-label={`${label} ${index + 1}`}
            aria-describedby={describedBy}
            value={item}
            readOnly={readOnly}
            onChange={(e) => onChange(values.map((v, i) => (i === index ? e.target.value : v)))}
            className={inputClass.replace('mt-1 ', '')}
          />
          {readOnly ? null : (
            <button
              type="button"
              aria-label={`Remove ${label} ${index + 1}`}
              onClick={() => onChange(values.filter((_, i) => i !== index))}
              className="focus-ring rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-red-700"
            >
              <X size={16} aria-hidden />
            </button>
          )}
        </li>
      ))}
      {readOnly ? null : (
        <li>
          <button
            type="button"
            onClick={() => onChange([...values, ''])}
            className="focus-ring inline-flex items-center gap-1 rounded px-1 text-sm font-medium text-brand-700 hover:underline"
          >
            <Plus size={14} aria-hidden /> Add {label.toLowerCase()}
          </button>
        </li>
      )}
    </ul>
  );
}
