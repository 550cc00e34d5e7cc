/**
 * "Duplicate" (issue 18): a member cannot change a ready-made journal format (or a colleague's),
 * so they make their own editable copy of it — the same config under "{name} (copy)" — through
 * SPEC's create call, POST /formatting/. The caller opens the copy.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '../../api/endpoints.ts';
import type { FormatItem } from '../../api/types.ts';
import { copyName } from './copy-name.ts';

export function useDuplicateFormat(onDuplicated: (copy: FormatItem) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (format: FormatItem) => {
      const all = await api.formats.all();
      return api.formats.create({
        name: copyName(
          format.name,
          all.items.map((f) => f.name),
        ),
        config: format.config,
      });
    },
    onSuccess: async (copy) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.formats });
      onDuplicated(copy);
    },
  });
}
