/**
 * Dates as SPEC §9 shows them: en-GB, "05 Jan 2025"; the formats table adds the time ("05 Jan 2025, 14:03").
 * Shown in the browser's time zone; the API sends ISO 8601 UTC.
 */
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "05 Jan 2025"; "—" when the value is missing or unreadable. */
export function formatDate(iso: string | null | undefined): string {
  const date = parse(iso);
  // Intl gives "05 Jan 2025" in en-GB, but some engines print "Sept": keep the three-letter month SPEC shows.
  return date ? dateFormat.format(date).replace('Sept', 'Sep') : '—';
}

/** "05 Jan 2025, 14:03". */
export function formatDateTime(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? `${formatDate(iso)}, ${timeFormat.format(date)}` : '—';
}
