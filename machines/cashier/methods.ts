import type { CashMethodEntry, PaymentMethod } from '../shared/finance.ts';

/** Spec §3: single methods and the methods of groups as one list, each knowing its group. */
export function flattenCashMethods(entries: readonly CashMethodEntry[]): PaymentMethod[] {
  return entries.flatMap((entry): PaymentMethod[] =>
    entry.type === 'single'
      ? [{ ...entry.properties, group: null }]
      : entry.methods.map((method) => ({
          ...method,
          group: { id: entry.groupID, name: entry.name },
        })),
  );
}

const rank = (method: PaymentMethod) => (method.highlighted ? 0 : 2) + (method.isFavorite ? 0 : 1);

/** Highlighted first, then favourites, otherwise the platform's order (a stable sort). */
export function sortMethods(methods: readonly PaymentMethod[]): PaymentMethod[] {
  return [...methods].sort((a, b) => rank(a) - rank(b));
}

/** The list with one method's favourite flag set (spec §4: flags toggle 1 and 0). */
export function withFavorite(
  methods: readonly PaymentMethod[],
  methodID: number,
  favorite: boolean,
): PaymentMethod[] {
  return methods.map((method) =>
    method.id === methodID ? { ...method, isFavorite: favorite ? 1 : 0 } : method,
  );
}
