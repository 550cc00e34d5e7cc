/** File sizes as SPEC §9 shows them: size / 1024, rounded, in KB. */
export function formatKb(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`;
}
