const two = (n: number) => String(n).padStart(2, '0');

/**
 * A date in the browser's time in one of the spec's patterns, built from the
 * tokens YYYY, YY, MM, DD, HH and mm ('DD/MM/YYYY HH:mm', 'DD.MM.YY. HH:mm', 'YYYY-MM-DD').
 */
export function formatLocal(date: Date | string, pattern: string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  const parts: Record<string, string> = {
    YYYY: String(d.getFullYear()),
    YY: two(d.getFullYear() % 100),
    MM: two(d.getMonth() + 1),
    DD: two(d.getDate()),
    HH: two(d.getHours()),
    mm: two(d.getMinutes()),
  };
  return pattern.replace(/YYYY|YY|MM|DD|HH|mm/g, (token) => parts[token] ?? token);
}
