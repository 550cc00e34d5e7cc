/** A labelled single-choice list (radix Select: keyboard, typeahead, screen-reader labels). */
import { Select } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  value: string | undefined;
  onChange(value: string): void;
  options: SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  /** Put the label beside the list (paginator) instead of above it (forms). */
  inline?: boolean;
  className?: string;
}

export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  disabled,
  inline,
  className = '',
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`${inline ? 'flex items-center gap-2' : 'flex flex-col gap-1'} ${className}`}>
      <label id={`${id}-label`} htmlFor={`${id}-trigger`} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <Select.Root value={value ?? ''} onValueChange={onChange} disabled={disabled}>
        <Select.Trigger
          id={`${id}-trigger`}
          aria-labelledby={`${id}-label`}
          className={`focus-ring inline-flex h-9 items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 disabled:bg-slate-100 data-[placeholder]:text-slate-600 ${inline ? 'min-w-16' : 'w-full'}`}
        >
          <Select.Value placeholder={placeholder} />
          <Select.Icon>
            <ChevronDown size={16} aria-hidden />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={4}
            className="z-[60] max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg"
          >
            <Select.Viewport className="p-1">
              {options.map((option) => (
                <Select.Item
                  key={option.value}
                  value={option.value}
                  className="relative flex cursor-pointer items-center rounded py-1.5 pr-8 pl-2 text-sm text-slate-900 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800"
                >
                  <Select.ItemText>{option.label}</Select.ItemText>
                  <Select.ItemIndicator className="absolute right-2">
                    <Check size={14} aria-hidden />
                  </Select.ItemIndicator>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}
