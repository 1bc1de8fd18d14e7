/**
 * `npm run messages`: the operator's mass messages, lottery campaign and web push figures from
 * the command line, through the running server's /operator/messages, /operator/tickets and
 * /operator/push endpoints.
 */
import { parseArgs } from 'node:util';
import type { TicketCampaign } from '../machines/shared/history.ts';
import type { SentMessage } from './inbox/messages.ts';
import type { PushStats } from './push/stats.ts';
import { callDesk, lira, type DeskTarget } from './operator-client.ts';

export const MESSAGES_USAGE = `usage: npm run messages -- send --title-tr "…" --body-tr "…" --title-en "…" --body-en "…"
       npm run messages -- list [--limit N]
       npm run messages -- tickets [--from ISO] [--to ISO] [--min KURUS] [--draw ISO]
                                   (no option: show the lottery campaign)
       npm run messages -- push-stats`;

const call = <T>(target: DeskTarget, path: string, body?: object) =>
  callDesk<T>(target, `/operator/${path}`, body);

const formatMessage = (m: SentMessage) =>
  `#${m.id}  ${m.createdAt.slice(0, 16).replace('T', ' ')}  read by ${m.reads}  ` +
  `${m.titleTr} / ${m.titleEn}  (${m.sentBy})`;

const formatCampaign = (c: TicketCampaign) =>
  `lottery: deposits of at least ${lira(c.minAmount)} completed from ${c.startsAt} ` +
  `until ${c.endsAt} earn a ticket; draw at ${c.drawAt}`;

/** The push figures as a plain table: subscriptions now, then the log's last 24 h and 7 days. */
export function formatPushStats(stats: PushStats): string {
  const row = (label: string, ...cells: (number | string)[]) =>
    `${label.padEnd(38)}${cells.map((cell) => String(cell).padStart(8)).join('')}`;
  const total = (pick: 'day' | 'week', events: (keyof PushStats['day'])[]) =>
    events.reduce((sum, event) => sum + stats[pick][event], 0);
  const logged = (label: string, events: (keyof PushStats['day'])[]) =>
    row(label, total('day', events), total('week', events));
  return [
    row('subscriptions', 'devices'),
    row('  all', stats.devices),
    row('  cash (deposits, withdrawals)', stats.topics.cash),
    row('  rewards (bonuses, tournaments)', stats.topics.rewards),
    row('  messages (operator)', stats.topics.messages),
    row('players with a device', stats.players),
    row('pushes waiting', stats.waiting),
    '',
    row('', '24 h', '7 days'),
    logged('pushes sent', ['sent']),
    logged('pushes failed', ['failed']),
    logged('removed: push service 404/410', ['gone']),
    logged('removed: unsubscribed', ['unsubscribed']),
    logged('removed: logout', ['signed_out']),
    logged('removed: self-exclusion', ['excluded']),
    logged('removed: device taken over', ['taken_over']),
    logged('removed: over the device limit', ['replaced']),
  ].join('\n');
}

export async function runMessages(argv: string[], target: DeskTarget): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'title-tr': { type: 'string' },
      'body-tr': { type: 'string' },
      'title-en': { type: 'string' },
      'body-en': { type: 'string' },
      limit: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      min: { type: 'string' },
      draw: { type: 'string' },
    },
  });
  const lang = 'Lang=en';
  switch (positionals.length === 1 ? positionals[0] : undefined) {
    case 'send': {
      const sent = await call<SentMessage>(target, `messages?${lang}`, {
        titleTr: values['title-tr'],
        bodyTr: values['body-tr'],
        titleEn: values['title-en'],
        bodyEn: values['body-en'],
      });
      return `sent ${formatMessage(sent)}`;
    }
    case 'list': {
      const limit = values.limit ? `&limit=${encodeURIComponent(values.limit)}` : '';
      const rows = await call<SentMessage[]>(target, `messages?${lang}${limit}`);
      return rows.length === 0 ? 'no messages' : rows.map(formatMessage).join('\n');
    }
    case 'tickets': {
      const change = {
        startsAt: values.from,
        endsAt: values.to,
        minAmount: values.min === undefined ? undefined : Number(values.min),
        drawAt: values.draw,
      };
      const changing = Object.values(change).some((value) => value !== undefined);
      const campaign = await call<TicketCampaign>(
        target,
        `tickets/campaign?${lang}`,
        changing ? change : undefined,
      );
      return formatCampaign(campaign);
    }
    case 'push-stats':
      return formatPushStats(await call<PushStats>(target, `push/stats?${lang}`));
    default:
      throw new Error(MESSAGES_USAGE);
  }
}
