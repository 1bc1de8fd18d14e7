import type { SnapshotFrom } from 'xstate';
import { INACTIVITY_LIMIT_MS } from '../shared/constants.ts';
import type { appMachine } from './app.machine.ts';

type AppSnapshot = SnapshotFrom<typeof appMachine>;

export const selectIsBooting = (s: AppSnapshot) =>
  s.matches('checkingMaintenance') || s.matches('initializing');
export const selectIsUnderMaintenance = (s: AppSnapshot) => s.hasTag('maintenance');
export const selectMaintenance = (s: AppSnapshot) => s.context.maintenance;
export const selectIsAuthenticated = (s: AppSnapshot) => s.matches('authenticated');
export const selectIsLoggingOut = (s: AppSnapshot) => s.matches('loggingOut');
export const selectLanguage = (s: AppSnapshot) => s.context.language;
export const selectColorMode = (s: AppSnapshot) => s.context.mode;
export const selectShowBalance = (s: AppSnapshot) => s.context.showBalance;
export const selectBalance = (s: AppSnapshot) => s.context.balance;
export const selectProfile = (s: AppSnapshot) => s.context.profile;
export const selectSession = (s: AppSnapshot) => s.context.session;
export const selectRequestsBlocked = (s: AppSnapshot) => s.context.requestsBlocked;
/** True while a maintenance re-check may be asked for (not while one runs). */
export const selectCanRecheckMaintenance = (s: AppSnapshot) =>
  s.can({ type: 'maintenance.recheck' });
/** The inactivity sign-out is a minute away: the player may stay signed in. */
export const selectInactivityWarning = (s: AppSnapshot) => s.hasTag('inactivityWarning');
/** When the inactivity sign-out happens (ms), while a player is signed in. */
export const selectLogoutAt = (s: AppSnapshot) =>
  s.context.lastActivityAt === null ? null : s.context.lastActivityAt + INACTIVITY_LIMIT_MS;
