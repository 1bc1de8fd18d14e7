/**
 * The protection chart as the model of the profile's responsible-gambling tab: limits, time-out
 * and self-exclusion, every answer of ProtectionApi, and a raise's step-up confirmed or
 * cancelled. The step-up reads the player's factor as it starts; a confirmed one is the passkey's,
 * which the driver answers that read with (tests/model/auth/step-up-host.ts).
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { protectionMachine } from '../../../machines/protection/protection.machine.ts';
import type { ProtectionState } from '../../../machines/shared/protection.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { apiError, offline } from '../../fixtures/auth.ts';
import { stepUpAssertion } from '../../fixtures/passkey-step-up.ts';
import { openState, raisePending, TR_PROFILE } from '../../fixtures/protection.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

const COOLING_OFF_MS = TR_PROFILE.coolingOffHours * 60 * 60 * 1000;

type Snapshot = SnapshotFrom<typeof protectionMachine>;
const t = (id: string) => messages.tr[id]!;
export const NOW = '2026-11-23T09:00:00.000Z';

/** A raise asked for `ago` milliseconds before the platform's NOW. */
const askedAgo = (ago: number): ProtectionState => ({
  ...raisePending(new Date(Date.parse(NOW) - ago).toISOString()),
  now: NOW,
});
/** A minute of its 24-hour wait left (longer would sign the idle test player out first). */
const waiting = askedAgo(COOLING_OFF_MS - 60_000);
/** Its wait over: the platform's answer already allows confirming it. */
const dueState = askedAgo(COOLING_OFF_MS);
const refused = apiError('Limit ₺1 ile ₺10.000.000 arasında olmalıdır');
const wrongPassword = apiError('Mevcut şifreniz hatalı');

const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.getState', output: openState(NOW) },
  { type: 'xstate.done.actor.getState', output: waiting },
  { type: 'xstate.done.actor.getState', output: dueState },
  { type: 'xstate.error.actor.getState', error: offline },
  { type: 'protection.retry' },
  // Another tab of the browser changed a limit (the app tells the page).
  { type: 'protection.changedElsewhere' },
  { type: 'protection.setLimit', kind: 'deposit', period: 'day', amount: 200_000 },
  {
    type: 'xstate.done.actor.saveChange',
    output: { state: waiting, message: t('protection.pendingDue') },
  },
  { type: 'xstate.error.actor.saveChange', error: refused },
  {
    type: 'xstate.done.actor.stepUp',
    output: { outcome: 'confirmed', reauthentication: { passkey: stepUpAssertion } },
  },
  { type: 'xstate.done.actor.stepUp', output: { outcome: 'cancelled' } },
  { type: 'protection.confirmChange', kind: 'deposit', period: 'day' },
  { type: 'protection.withdrawChange', kind: 'deposit', period: 'day' },
  { type: 'protection.setRealityCheck', minutes: 30 },
  { type: 'xstate.after.untilChangeDue.protection.ready.idle' },
  { type: 'protection.chooseTimeout', length: '1w' },
  { type: 'protection.confirmTimeout' },
  { type: 'protection.chooseExclusion', length: 'permanent' },
  { type: 'protection.confirmExclusion', confirmed: true, password: 'Gizli1234', ga_code: '' },
  { type: 'protection.cancel' },
  { type: 'xstate.done.actor.closeAccount', output: 'Molanız başladı; oturumunuz kapatıldı' },
  { type: 'xstate.error.actor.closeAccount', error: wrongPassword },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.error, c.closing, c.due, c.state?.pending.length, c.raising]);
};

export const paths = transitionCover(protectionMachine, { inputs: [undefined], events, serialize });

export default { machine: protectionMachine, paths } satisfies MachineModel;
