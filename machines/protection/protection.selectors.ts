import type { SnapshotFrom } from 'xstate';
import type { LimitPeriod, ProtectionLimit } from '../shared/protection.ts';
import type { protectionMachine } from './protection.machine.ts';

type ProtectionSnapshot = SnapshotFrom<typeof protectionMachine>;

export const selectIsLoading = (s: ProtectionSnapshot) => s.matches('loading');
export const selectHasFailed = (s: ProtectionSnapshot) => s.matches('failed');
export const selectIsBusy = (s: ProtectionSnapshot) => s.hasTag('busy');
export const selectState = (s: ProtectionSnapshot) => s.context.state;
/** The platform's clock less this device's: countdowns add it to the device's time. */
export const selectClockOffset = (s: ProtectionSnapshot) => s.context.clockOffset;
/** Server message or message id of the last refusal, or null. */
export const selectError = (s: ProtectionSnapshot) => s.context.error;
/** The time-out or self-exclusion the player is confirming, or null. */
export const selectClosing = (s: ProtectionSnapshot) =>
  s.matches({ ready: 'confirmingClosure' }) || s.matches({ ready: 'closingAccount' })
    ? s.context.closing
    : null;
export const selectIsClosed = (s: ProtectionSnapshot) => s.matches('closed');
/** Whether the pending change of this limit may be confirmed now. */
export const selectIsDue = (
  s: ProtectionSnapshot,
  kind: ProtectionLimit['kind'],
  period: LimitPeriod,
) => s.context.due.includes(`${kind}:${period}`);
/** The step-up of a raise or removal while it runs, else undefined. */
export const selectStepUp = (s: ProtectionSnapshot) => s.children.stepUp;
/** The player's history of changes, beside the tools once they are read, else undefined. */
export const selectHistory = (s: ProtectionSnapshot) => s.children.history;
/**
 * The reality-check intervals to choose from: the profile's, and the player's own should the
 * profile no longer offer it (it stays shown until changed).
 */
export const selectRealityCheckChoices = (s: ProtectionSnapshot): number[] => {
  const state = s.context.state;
  if (!state) return [];
  const offered = state.profile.realityCheckMinutes;
  const current = state.realityCheckMinutes;
  if (current === null || offered.includes(current)) return offered;
  return [...offered, current].sort((a, b) => a - b);
};
/** The jurisdiction's rules the tools follow, once the state is read. */
export const selectProfile = (s: ProtectionSnapshot) => s.context.state?.profile ?? null;
