/**
 * The protection history's chart as the model of its card on the responsible-gaming tab: the
 * platform answers the events (some, none), refuses or does not answer; the player retries, and
 * saves a limit, after which the history is read again.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { protectionHistoryMachine } from '../../../machines/protection/protection-history.machine.ts';
import type { ProtectionEvent } from '../../../machines/shared/protection.ts';
import { apiError, offline } from '../../fixtures/auth.ts';
import { NOW } from '../../fixtures/protection.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof protectionHistoryMachine>;

const at = (minutesAgo: number) => new Date(Date.parse(NOW) - minutesAgo * 60_000).toISOString();

/** The player's events, newest first, with the line each reads as. */
export const HISTORY: Array<[ProtectionEvent, string]> = [
  [
    {
      action: 'limit_set',
      details: { kind: 'deposit', period: 'week', amount: 1_500_00, from: null },
      actor: 'player',
      createdAt: at(1),
    },
    'Haftalık para yatırma limiti: ₺1.500,00 olarak belirlendi',
  ],
  [
    { action: 'timeout', details: { length: '24h' }, actor: 'operator', createdAt: at(60) },
    'Mola başladı: 24 saat',
  ],
  [
    { action: 'reality_check', details: { minutes: 30 }, actor: 'player', createdAt: at(90) },
    'Hatırlatma: her 30 dakikada bir',
  ],
  [
    {
      action: 'limit_declined',
      details: { at: 'registration' },
      actor: 'player',
      createdAt: at(600),
    },
    'Yatırım limiti: kayıtta “Şimdilik limit yok” seçildi',
  ],
];

const done = (output: ProtectionEvent[]) => ({ type: 'xstate.done.actor.loadEvents', output });
const failed = (error: Error) => ({ type: 'xstate.error.actor.loadEvents', error });
const retry = { type: 'history.retry' };
// The player saves a limit on the tab: the protection machine asks for the history again.
const reload = { type: 'history.reload' };

/** Each cover answers one way: the events, none, a lost answer, the platform's refusal. */
const models: AnyEventObject[][] = [
  [done(HISTORY.map(([event]) => event)), failed(offline), retry, reload],
  [done([]), reload],
  [failed(apiError('Geçmiş şu anda alınamıyor')), retry, done([])],
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.events?.length ?? null, c.error]);
};

export const paths = models.flatMap((events) =>
  transitionCover(protectionHistoryMachine, { inputs: [undefined], events, serialize }),
);

export default { machine: protectionHistoryMachine, paths } satisfies MachineModel;
