/**
 * "Duplicate" (issues 18, 26): anyone may start their own format from any format — a ready-made
 * journal format, a colleague's or their own. The copy is not saved at once: it opens in the New
 * Format dialog under "{name} (copy)" with the same config, and is made by SPEC's create call
 * (POST /formatting/) only when the writer presses Create; Cancel leaves nothing behind.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/endpoints.ts';
import type { FormatItem } from '../../api/types.ts';
import type { FormatConfig } from '../../../src/contract/format-config.ts';
import { copyName } from './copy-name.ts';

/** A format not saved yet: the copy "Duplicate" opens. */
export interface FormatDraft {
  name: string;
  config: FormatConfig;
  /** The name of the format it copies, to say so in the dialog. */
  copyOf: string;
}

export function useDuplicateFormat(onDraft: (draft: FormatDraft) => void) {
  return useMutation({
    mutationFn: async (format: FormatItem): Promise<FormatDraft> => {
      const all = await api.formats.all();
      const name = copyName(
        format.name,
        all.items.map((f) => f.name),
      );
      return { name, config: format.config, copyOf: format.name };
    },
    onSuccess: onDraft,
  });
}
