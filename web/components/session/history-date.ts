/**
 * History dates "in the en-EU locale" (SPEC §9). No engine ships an en-EU locale (it falls back to
 * US English), so we spell out what a European reader expects: day/month/year and a 24-hour clock,
 * e.g. "21/11/2026, 22:30:15", in the browser's time zone.
 */
const format = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export function historyDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : format.format(date);
}
