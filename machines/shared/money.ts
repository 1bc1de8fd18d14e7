/**
 * Money is integer kuruş. Players type lira: '1250', '1.250,50', '1250.5', '1 250,5'. The last
 * ',' or '.' followed by one or two digits is the decimal separator; other separators group.
 */
export function parseLira(text: string): number | null {
  const value = text.replace(/[\s₺]|TL|TRY/gi, '');
  if (!/^\d[\d.,]*$/.test(value)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(value);
  const whole = (decimal ? value.slice(0, decimal.index) : value).replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole) || whole.length > 12) return null;
  const fraction = decimal ? decimal[1]!.padEnd(2, '0') : '00';
  return Number(whole) * 100 + Number(fraction);
}

/** Kuruş as lira for an input field: 125050 → '1250,50', 10000 → '100'. */
export function kurusToInput(kurus: number): string {
  const lira = Math.trunc(kurus / 100);
  const rest = kurus % 100;
  return rest === 0 ? String(lira) : `${lira},${String(rest).padStart(2, '0')}`;
}

export function isWithinRange(kurus: number, range: { min: number; max: number }): boolean {
  return Number.isSafeInteger(kurus) && kurus >= range.min && kurus <= range.max;
}
