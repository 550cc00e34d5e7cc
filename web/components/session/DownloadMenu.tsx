/** The download icon (issue 7): the session's tracked-changes .docx and its logbook .xlsx. */
import { DropdownMenu } from 'radix-ui';
import { Download, FileSpreadsheet, FileText } from 'lucide-react';
import { downloadPaths, saveDownload } from '../../api/session.ts';

const item =
  'focus-ring flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50';

export function DownloadMenu({ sessionId, className }: { sessionId: number; className: string }) {
  const save = (path: string, name: string) =>
    void saveDownload(path, name).catch((e: unknown) => console.error('download failed', e));
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label="Download" title="Download" className={className}>
        <Download size={20} aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="right"
          align="start"
          sideOffset={6}
          className="z-40 min-w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item
            className={item}
            onSelect={() => save(downloadPaths.trackedChanges(sessionId), 'tracked-changes.docx')}
          >
            <FileText size={16} aria-hidden /> Tracked changes (.docx)
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={() => save(downloadPaths.logbook(sessionId), 'logbook.xlsx')}>
            <FileSpreadsheet size={16} aria-hidden /> Logbook (.xlsx)
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
