import { createContext, use, useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import type { ActorOptions, AnyActorLogic, SnapshotFrom } from 'xstate';
import type { appMachine } from '../../machines/app/app.machine.ts';
import type {
  AuthApi,
  BonusApi,
  ContentApi,
  FileSaver,
  FinanceApi,
  GamesApi,
  HistoryApi,
  InboxApi,
  PasskeyApi,
  PasskeyDevice,
  ProtectionApi,
  PushApi,
  PushDevice,
  TournamentApi,
} from '../../machines/ports.ts';
import { NOTICE_DEFAULT_MS } from '../../machines/shared/constants.ts';
import type { Notifier } from '../api/notifier.ts';
import type { AppStorage } from '../platform/storage.ts';
import type {
  AppActor,
  FavoritesActor,
  InterruptionsActor,
  PlaySessionActor,
  UnreadCountActor,
} from './app-actors.ts';

/** What views need of the runtime (src/app/runtime.ts builds the full one). */
export interface ShellRuntime {
  appActor: AppActor;
  content: ContentApi;
  /** The accounts port: feature machines get their actors from it. */
  auth: AuthApi;
  /** The game catalogue, launches and coupons: the lobby and play machines get their actors from it. */
  games: GamesApi;
  /** The cashier's port: the deposit, withdraw and bank account machines get their actors from it. */
  finance: FinanceApi;
  /** The history area's port: game rounds, totals, CSV exports and filter lists. */
  history: HistoryApi;
  /** Notifications, mass messages and lottery tickets. */
  inbox: InboxApi;
  /** Offers, bonuses, claims and promo codes: the bonus machines get their actors from it. */
  bonus: BonusApi;
  /** Tournament leaderboards. */
  tournaments: TournamentApi;
  /** The player's responsible-gambling tools. */
  protection: ProtectionApi;
  /** This device's web push subscription on the platform, and the browser's side of it. */
  push: PushApi;
  pushDevice: PushDevice;
  /** Class passkey: sign-in with a passkey, the player's passkeys and the passkey step-up. */
  passkey: PasskeyApi;
  /** The browser's WebAuthn: creating and using passkeys, and the username field's autofill. */
  passkeyDevice: PasskeyDevice;
  /** Downloads (the history's CSV). */
  files: FileSaver;
  /** The signed-in player's favourite games: every heart reads and toggles it. */
  favorites: FavoritesActor;
  /** The signed-in player's unread notifications and messages: the header's bell reads it. */
  unread: UnreadCountActor;
  /** The signed-in session's reality check and play stops, and why play may be closed. */
  playSession: PlaySessionActor;
  /** What interrupts the player now (maintenance, inactivity, reality check, stops, popups). */
  interruptions: InterruptionsActor;
  /** Success notices of the views (notistack at the bottom right). */
  notify: Notifier;
  storage: AppStorage;
  /** Passed to page actors so the Stately inspector sees them too. */
  inspect: ActorOptions<AnyActorLogic>['inspect'];
  /** Opens the Stately inspector: inspector builds on the developer's or a listed host only. */
  openInspector?: () => void;
}

const RuntimeContext = createContext<ShellRuntime | null>(null);
export const RuntimeProvider = RuntimeContext.Provider;

export function useRuntime(): ShellRuntime {
  const runtime = use(RuntimeContext);
  if (!runtime) throw new Error('useRuntime needs a RuntimeProvider above it');
  return runtime;
}

type AppSnapshot = SnapshotFrom<typeof appMachine>;

/** Reads the app machine through a named selector of machines/app/app.selectors.ts. */
export function useAppSelector<T>(selector: (snapshot: AppSnapshot) => T): T {
  return useSelector(useRuntime().appActor, selector);
}

/** The events views may send to the app machine, as named functions. */
export function useAppEvents() {
  const { appActor } = useRuntime();
  return useMemo(
    () => ({
      setLanguage: (language: string) =>
        appActor.send({ type: 'preferences.setLanguage', language }),
      toggleMode: () => appActor.send({ type: 'preferences.toggleMode' }),
      toggleBalance: () => appActor.send({ type: 'preferences.toggleBalance' }),
      logout: () => appActor.send({ type: 'user.logout' }),
      staySignedIn: () => appActor.send({ type: 'user.stay' }),
      recheckMaintenance: () => appActor.send({ type: 'maintenance.recheck' }),
    }),
    [appActor],
  );
}

/** A view's own success notice, with a translated message (spec §8 success toasts). */
export function useSuccessNotice() {
  const { notify } = useRuntime();
  const intl = useIntl();
  return useCallback(
    (id: string, values?: Record<string, string | number>) =>
      notify.show(intl.formatMessage({ id }, values), {
        variant: 'success',
        autoHideMs: NOTICE_DEFAULT_MS,
      }),
    [notify, intl],
  );
}
