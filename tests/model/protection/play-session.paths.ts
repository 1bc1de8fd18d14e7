/**
 * The play session's chart as the model of the reality check and stopped-play notices over any
 * page, the game session's clock in the header, and the account review a sign-in leads to.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { playSessionMachine } from '../../../machines/protection/play-session.machine.ts';
import { apiError, offline } from '../../fixtures/auth.ts';
import { checkIn, openGame, playSession } from '../../fixtures/protection.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof playSessionMachine>;
export const NOW = '2026-11-23T09:00:00.000Z';

const quiet = playSession(NOW);
const due = checkIn(0, NOW);
/** A game session open: the header shows its clock. */
export const playing = playSession(NOW, { game: openGame(NOW) });
/** The account review is due at this sign-in. */
const reviewDue = playSession(NOW, { reviewDue: true });
const timeUsed = playSession(NOW, {
  playTime: { limitMinutes: 60, playedMinutes: 60 },
  stop: 'playTime',
});

const events: AnyEventObject[] = [
  { type: 'playSession.signedIn' },
  { type: 'playSession.signedOut' },
  { type: 'playSession.refresh' },
  { type: 'xstate.done.actor.getSession', output: quiet },
  { type: 'xstate.done.actor.getSession', output: due },
  { type: 'xstate.done.actor.getSession', output: timeUsed },
  { type: 'xstate.done.actor.getSession', output: playing },
  { type: 'xstate.done.actor.getSession', output: reviewDue },
  { type: 'xstate.error.actor.getSession', error: offline },
  { type: 'xstate.after.untilNextMoment.playSession.signedIn.watching' },
  { type: 'xstate.after.retry.playSession.signedIn.unavailable' },
  { type: 'playSession.continue' },
  { type: 'playSession.showHistory' },
  { type: 'playSession.logout' },
  // Another tab of the browser answered the check.
  { type: 'playSession.answeredElsewhere' },
  { type: 'xstate.done.actor.continueSession', output: checkIn(30, NOW) },
  { type: 'xstate.error.actor.continueSession', error: apiError('Oturum süresi doldu') },
  { type: 'playSession.acknowledgeStop' },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([
    s.value,
    c.session?.stop,
    c.session?.nextCheckAt,
    c.error,
    c.told,
    c.then,
    c.session?.game !== null && c.session?.game !== undefined,
    c.session?.reviewDue,
    c.reviewAsked,
  ]);
};

export const paths = transitionCover(playSessionMachine, {
  inputs: [undefined],
  events,
  serialize,
});

export default { machine: playSessionMachine, paths } satisfies MachineModel;
