/** The delete confirmation's word on the sessions that use the format (issue 26). */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/endpoints.ts';
import { formatUseText } from './format-use-text.ts';

export function FormatUseNote({ formatId }: { formatId: number }) {
  const use = useQuery({
    retry: false,
    queryKey: ['format-use', formatId], // not under 'formats': the list's refresh after the delete must not ask again
    queryFn: () => api.formats.use(formatId),
    staleTime: 0,
  });
  const text = use.isPending
    ? 'Finding the sessions that use this format...'
    : use.isError
      ? 'Could not find out which sessions use this format.'
      : formatUseText(use.data);
  // Inside the dialog's description (a <p>): phrasing content only.
  return (
    <span className="mt-2 block" aria-live="polite">
      {text}
    </span>
  );
}
