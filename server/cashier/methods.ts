/** Payment methods as the cashier lists them: per direction, grouped, favourites per player. */
import type { Lang } from '../../machines/shared/contract.ts';
import {
  CASH_TYPE,
  type CashDirection,
  type CashField,
  type CashMethodEntry,
  type CashMethodProperties,
  type MethodKind,
} from '../../machines/shared/finance.ts';
import type { Db } from '../db/driver.ts';

/** Bank and cep transfers wait for the operator; deposits by the others are paid on a page. */
export const OPERATOR_KINDS: readonly MethodKind[] = ['bank_transfer', 'cep_transfer'];

/**
 * Whether a method is offered: a deposit by an instant or QR method needs a provider's pages,
 * which only the demo start has (the payment simulator).
 */
export const offered = (row: Pick<MethodRow, 'direction' | 'kind'>, paymentPages: boolean) =>
  paymentPages || row.direction !== 'deposit' || OPERATOR_KINDS.includes(row.kind);

export interface MethodRow {
  id: number;
  kind: MethodKind;
  name: string;
  groupId: number | null;
  groupSlug: string | null;
  groupName: string | null;
  bankcode: string | null;
  receiver: CashMethodProperties['receiver'] | null;
  sort: number;
  direction: CashDirection;
  min: number;
  max: number;
  fields: CashField[];
  highlighted: boolean;
  favorite: boolean;
}

const SELECT = `SELECT m.id, m.kind, CASE WHEN $2 = 'en' THEN m.name_en ELSE m.name_tr END AS name,
    m.group_id AS "groupId", g.slug AS "groupSlug",
    CASE WHEN $2 = 'en' THEN g.name_en ELSE g.name_tr END AS "groupName",
    m.bankcode, m.receiver, m.sort, d.direction, d.min_kurus AS min, d.max_kurus AS max, d.fields,
    d.highlighted, f.method_id IS NOT NULL AS favorite
  FROM payment_methods m
  JOIN payment_method_directions d ON d.method_id = m.id AND d.direction = $1
  LEFT JOIN payment_method_groups g ON g.id = m.group_id
  LEFT JOIN payment_favorites f ON f.method_id = m.id AND f.player_id = $3
  WHERE m.enabled`;

/** The enabled methods of a direction, in the operator's order. */
export function listMethods(
  db: Db,
  query: { direction: CashDirection; lang: Lang; playerId: number },
): Promise<MethodRow[]> {
  return db.query<MethodRow>(`${SELECT} ORDER BY m.sort, m.id`, [
    query.direction,
    query.lang,
    query.playerId,
  ]);
}

/** An enabled method offered in direction, or undefined. */
export async function findMethod(
  db: Db,
  query: { id: number; direction: CashDirection; lang: Lang; playerId: number },
): Promise<MethodRow | undefined> {
  const [row] = await db.query<MethodRow>(`${SELECT} AND m.id = $4`, [
    query.direction,
    query.lang,
    query.playerId,
    query.id,
  ]);
  return row;
}

/** Whether an enabled method has this id (in either direction). */
export async function methodExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM payment_methods m WHERE m.id = $1 AND m.enabled
       AND EXISTS (SELECT 1 FROM payment_method_directions d WHERE d.method_id = m.id)`,
    [id],
  );
  return rows.length > 0;
}

export function properties(row: MethodRow): CashMethodProperties {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    logo: `/media/payment/${row.id}.svg`,
    min: row.min,
    max: row.max,
    fields: row.fields,
    instant: row.direction === 'deposit' && !OPERATOR_KINDS.includes(row.kind),
    highlighted: row.highlighted,
    isFavorite: row.favorite ? 1 : 0,
    ...(row.bankcode ? { bankcode: row.bankcode } : {}),
    ...(row.receiver && row.direction === 'deposit' ? { receiver: row.receiver } : {}),
  };
}

/** Highlighted first, then favourites, then the operator's order. */
const rank = (row: MethodRow) => (row.highlighted ? 0 : 2) + (row.favorite ? 0 : 1);

/**
 * Spec §3: single methods and groups of methods. A group takes the place of its best-ranked
 * member, and its members follow the same order.
 */
export function toEntries(rows: readonly MethodRow[]): CashMethodEntry[] {
  const sorted = [...rows].sort((a, b) => rank(a) - rank(b) || a.sort - b.sort || a.id - b.id);
  const entries: CashMethodEntry[] = [];
  const groups = new Map<number, Extract<CashMethodEntry, { type: 'group' }>>();
  for (const row of sorted) {
    const Type = CASH_TYPE[row.direction];
    if (row.groupId === null) {
      entries.push({ type: 'single', Type, methodID: row.id, properties: properties(row) });
      continue;
    }
    let group = groups.get(row.groupId);
    if (!group) {
      group = {
        type: 'group',
        Type,
        groupID: row.groupSlug!,
        name: row.groupName!,
        logo: `/media/payment-group/${row.groupId}.svg`,
        methods: [],
      };
      groups.set(row.groupId, group);
      entries.push(group);
    }
    group.methods.push(properties(row));
  }
  return entries;
}
