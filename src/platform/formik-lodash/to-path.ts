/** lodash's property-path grammar: `a.b`, `a[0]`, `a["b.c"]`, and the empty keys of `a..b`. */
const PROP_NAME =
  /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g;
const ESCAPE = /\\(\\)?/g;

/** lodash's `toPath`: a field name such as `accounts[0].iban` as its keys. */
export default function toPath(value: unknown): (string | symbol)[] {
  if (Array.isArray(value)) return value.map((key) => (typeof key === 'symbol' ? key : `${key}`));
  if (typeof value === 'symbol') return [value];
  const path = value == null ? '' : String(value);
  const keys: string[] = path.startsWith('.') ? [''] : [];
  path.replace(PROP_NAME, (match, number?: string, quote?: string, quoted?: string) => {
    keys.push(quote ? quoted!.replace(ESCAPE, '$1') : (number ?? match));
    return match;
  });
  return keys;
}
