/** lodash's `isPlainObject`: made by `{}`, `new Object` or `Object.create(null)`. */
export default function isPlainObject(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Object.prototype.toString.call(value) !== '[object Object]') return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  if (proto === null) return true;
  const ctor: unknown = Object.prototype.hasOwnProperty.call(proto, 'constructor')
    ? (proto as { constructor: unknown }).constructor
    : undefined;
  return (
    typeof ctor === 'function' &&
    Function.prototype.toString.call(ctor) === Function.prototype.toString.call(Object)
  );
}
