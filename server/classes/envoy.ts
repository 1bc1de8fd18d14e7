import { CONTRACT } from '../../machines/shared/contract/index.ts';
import { V } from '../../machines/shared/validation/messages.ts';
import { method, ok, refuse, type ClassOf } from '../envelope.ts';
import { tValidation } from '../messages.ts';

/** Round amounts a player picks from, in lira; a method offers those inside its range. */
const PRESETS_LIRA = [50, 100, 200, 250, 500, 750, 1000, 1500, 2000, 2500, 5000, 10000, 25000];

/**
 * 4–6 preset amounts in kuruş inside [min, max]: the smallest round ones, or for a range too
 * narrow for four of them, four whole-lira steps from min to max.
 */
export function presetAmounts(min: number, max: number): number[] {
  const round = PRESETS_LIRA.map((lira) => lira * 100).filter((a) => a >= min && a <= max);
  if (round.length >= 4) return round.slice(0, 6);
  const steps = [0, 1, 2, 3].map((i) => Math.round((min + ((max - min) * i) / 3) / 100) * 100);
  return [...new Set(steps.map((a) => Math.min(max, Math.max(min, a))))];
}

/** Class envoy: preset deposit amounts per method (spec §7). */
export const envoy = {
  getDepositAmounts: method(CONTRACT.envoy.getDepositAmounts, {
    auth: true,
    handler: async ({ data, db, lang }) => {
      const [range] = await db.query<{ min: number; max: number }>(
        `SELECT d.min_kurus AS min, d.max_kurus AS max FROM payment_methods m
         JOIN payment_method_directions d ON d.method_id = m.id AND d.direction = 'deposit'
         WHERE m.bankcode = $1 AND m.enabled`,
        [data.bankcode],
      );
      if (!range) return refuse({ text: tValidation(V.method, lang) }, { field: 'bankcode' }, 400);
      return ok({ amounts: presetAmounts(range.min, range.max) });
    },
  }),
} satisfies ClassOf<'envoy'>;
