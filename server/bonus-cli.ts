/**
 * `npm run bonus`: the operator's bonus desk from the command line, through the running server's
 * /operator/bonus endpoints (PGlite's data can only be opened by one process). Amounts are
 * typed in TRY.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { PlayerBonus } from '../machines/shared/bonus.ts';
import type { OfferRow } from './bonus/offers.ts';
import { deskUrl, operatorTokenFile, readEnv } from './config.ts';
import { callDesk, lira, type DeskTarget } from './operator-client.ts';

export const BONUS_USAGE = `usage: npm run bonus -- offers
       npm run bonus -- offer SLUG [--percent N] [--max TRY] [--min-deposit TRY] [--wagering N]
                                   [--expiry-days N] [--max-bet TRY] [--active on|off]
       npm run bonus -- codes
       npm run bonus -- code add CODE OFFER-SLUG [--max-uses N] [--valid-until ISO-date]
       npm run bonus -- settings [--withdrawal forfeit|block]
       npm run bonus -- player USERNAME
       npm run bonus -- expire`;

const call = <T>(target: DeskTarget, path: string, body?: object) =>
  callDesk<T>(target, `/operator/bonus/${path}?Lang=en`, body);

/** TRY typed by the operator, as kuruş. */
function kurusOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+(\.\d{1,2})?$/.test(value)) throw new Error(BONUS_USAGE);
  return Math.round(Number(value) * 100);
}

function wholeOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new Error(BONUS_USAGE);
  return Number(value);
}

function formatOffer(o: OfferRow): string {
  const amount = o.percent > 0 ? `${o.percent}%` : lira(o.fixed_kurus);
  const terms = [
    `${o.trigger}`,
    amount,
    o.max_kurus > 0 ? `max ${lira(o.max_kurus)}` : 'no cap',
    o.min_deposit_kurus > 0 ? `min deposit ${lira(o.min_deposit_kurus)}` : '',
    o.wagering_multiplier > 0 ? `wagering ${o.wagering_multiplier}×` : 'no wagering',
    `${o.expiry_days} days`,
    o.max_bet_kurus > 0 ? `max bet ${lira(o.max_bet_kurus)}` : '',
    o.repeat,
    o.requires_code ? 'needs a code' : '',
  ].filter(Boolean);
  return `${o.active ? 'on ' : 'off'}  ${o.slug.padEnd(16)} ${o.title_en}\n       ${terms.join(' · ')}`;
}

const formatBonus = (b: PlayerBonus) =>
  `#${b.bonusID}  ${b.status.padEnd(9)}  ${lira(b.amount).padStart(14)}  ` +
  `wagered ${lira(b.wagered)} of ${lira(b.wageringRequired)}  ` +
  `expires ${b.expiresAt.slice(0, 16).replace('T', ' ')}  ${b.title}`;

export async function runBonus(argv: string[], target: DeskTarget): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      percent: { type: 'string' },
      max: { type: 'string' },
      'min-deposit': { type: 'string' },
      wagering: { type: 'string' },
      'expiry-days': { type: 'string' },
      'max-bet': { type: 'string' },
      active: { type: 'string' },
      'max-uses': { type: 'string' },
      'valid-until': { type: 'string' },
      withdrawal: { type: 'string' },
    },
  });
  const [command, first, second, third] = positionals;
  switch (command) {
    case 'offers':
      return (await call<OfferRow[]>(target, 'offers')).map(formatOffer).join('\n');
    case 'offer': {
      if (!first) throw new Error(BONUS_USAGE);
      if (values.active !== undefined && !['on', 'off'].includes(values.active)) {
        throw new Error(BONUS_USAGE);
      }
      const change = {
        percent: wholeOf(values.percent),
        maxAmount: kurusOf(values.max),
        minDeposit: kurusOf(values['min-deposit']),
        wageringMultiplier: wholeOf(values.wagering),
        expiryDays: wholeOf(values['expiry-days']),
        maxBet: kurusOf(values['max-bet']),
        active: values.active === undefined ? undefined : values.active === 'on',
      };
      return formatOffer(
        await call<OfferRow>(target, `offers/${encodeURIComponent(first)}`, change),
      );
    }
    case 'codes':
    case 'code': {
      type Code = {
        code: string;
        offer: string;
        uses: number;
        maxUses: number | null;
        validUntil: string | null;
      };
      let codes: Code[];
      if (command === 'code') {
        if (first !== 'add' || !second || !third) throw new Error(BONUS_USAGE);
        codes = await call<Code[]>(target, 'codes', {
          code: second,
          offer: third,
          maxUses: wholeOf(values['max-uses']),
          validUntil: values['valid-until'],
        });
      } else {
        codes = await call<Code[]>(target, 'codes');
      }
      return codes
        .map(
          (c) =>
            `${c.code.padEnd(16)} → ${c.offer.padEnd(16)} used ${c.uses}` +
            `${c.maxUses ? ` of ${c.maxUses}` : ''}` +
            `${c.validUntil ? `, valid until ${c.validUntil}` : ''}`,
        )
        .join('\n');
    }
    case 'settings': {
      const change = values.withdrawal;
      if (change !== undefined && change !== 'forfeit' && change !== 'block') {
        throw new Error(BONUS_USAGE);
      }
      const settings = await call<{ withdrawalRule: string }>(
        target,
        'settings',
        change === undefined ? undefined : { withdrawalRule: change },
      );
      return `a withdrawal with an active bonus: ${settings.withdrawalRule}`;
    }
    case 'player': {
      if (!first) throw new Error(BONUS_USAGE);
      const player = await call<{
        username: string;
        cash: number;
        bonus: number;
        bonuses: PlayerBonus[];
      }>(target, `players/${encodeURIComponent(first)}`);
      return [
        `${player.username}: cash ${lira(player.cash)}, bonus ${lira(player.bonus)}`,
        ...player.bonuses.map(formatBonus),
      ].join('\n');
    }
    case 'expire': {
      const { expired } = await call<{ expired: number }>(target, 'expire', {});
      return `${expired} bonus${expired === 1 ? '' : 'es'} expired`;
    }
    default:
      throw new Error(BONUS_USAGE);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const config = readEnv(process.env);
  const token =
    config.operatorToken ?? readFileSync(operatorTokenFile(config.dataDir), 'utf8').trim();
  runBonus(process.argv.slice(2), { baseUrl: deskUrl(config), token }).then(
    (output) => console.log(output),
    (error: Error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
