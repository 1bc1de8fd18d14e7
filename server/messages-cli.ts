/**
 * `npm run messages`: the operator's mass messages and lottery campaign from the command line,
 * through the running server's /operator/messages and /operator/tickets endpoints.
 */
import { parseArgs } from 'node:util';
import type { TicketCampaign } from '../machines/shared/history.ts';
import type { SentMessage } from './inbox/messages.ts';
import { callDesk, lira, type DeskTarget } from './operator-client.ts';

export const MESSAGES_USAGE = `usage: npm run messages -- send --title-tr "…" --body-tr "…" --title-en "…" --body-en "…"
       npm run messages -- list [--limit N]
       npm run messages -- tickets [--from ISO] [--to ISO] [--min KURUS] [--draw ISO]
                                   (no option: show the lottery campaign)`;

const call = <T>(target: DeskTarget, path: string, body?: object) =>
  callDesk<T>(target, `/operator/${path}`, body);

const formatMessage = (m: SentMessage) =>
  `#${m.id}  ${m.createdAt.slice(0, 16).replace('T', ' ')}  read by ${m.reads}  ` +
  `${m.titleTr} / ${m.titleEn}  (${m.sentBy})`;

const formatCampaign = (c: TicketCampaign) =>
  `lottery: deposits of at least ${lira(c.minAmount)} completed from ${c.startsAt} ` +
  `until ${c.endsAt} earn a ticket; draw at ${c.drawAt}`;

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
    default:
      throw new Error(MESSAGES_USAGE);
  }
}
