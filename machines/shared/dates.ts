/** Milliseconds of a server date string, or null when it is missing or unreadable. */
export function toTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}
