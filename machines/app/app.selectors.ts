import type { SnapshotFrom } from 'xstate';
import type { appMachine } from './app.machine.ts';

type AppSnapshot = SnapshotFrom<typeof appMachine>;

export const selectIsBooting = (s: AppSnapshot) =>
  s.matches('checkingMaintenance') || s.matches('initializing');
export const selectIsUnderMaintenance = (s: AppSnapshot) => s.hasTag('maintenance');
export const selectMaintenance = (s: AppSnapshot) => s.context.maintenance;
export const selectIsReady = (s: AppSnapshot) => s.hasTag('ready');
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
