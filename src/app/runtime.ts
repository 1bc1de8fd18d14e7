import { createIntl, type IntlShape } from 'react-intl';
import { createActor, type Actor, type InspectionEvent, type Observer } from 'xstate';
import { appMachine } from '../../machines/app/app.machine.ts';
import { APP_SYSTEM_ID } from '../../machines/shared/app-system.ts';
import type { Lang } from '../../machines/shared/contract.ts';
import { createAuthApi } from '../api/auth-api.ts';
import { createApiClient, type ApiClient, type ApiMessageId } from '../api/client.ts';
import { createContentApi } from '../api/content-api.ts';
import { createFinanceApi } from '../api/finance-api.ts';
import { createGamesApi } from '../api/games-api.ts';
import { createFileSaver, createHistoryApi } from '../api/history-api.ts';
import { createInboxApi } from '../api/inbox-api.ts';
import { createLiveStream } from '../api/live-stream.ts';
import { createBonusApi, createTournamentApi } from '../api/bonus-api.ts';
import { createPasskeyApi } from '../api/passkey-api.ts';
import { createProtectionApi } from '../api/protection-api.ts';
import { createPushApi } from '../api/push-api.ts';
import { keepDismissedPopups } from './interruptions-runtime.ts';
import { appChildren } from './app-children.ts';
import { createMaintenanceApi } from '../api/maintenance-api.ts';
import { createWalletApi } from '../api/wallet-api.ts';
import type { Notifier } from '../api/notifier.ts';
import { loadMessages, messagesFor } from '../i18n/intl-messages.ts';
import { loadInspector } from '../platform/inspector.ts';
import { laterPushDevice } from '../platform/later-push-device.ts';
import { createPasskeyDevice } from '../platform/passkey-device.ts';
import { createSessionEncryption, type SessionEncryption } from '../platform/session-key.ts';
import { createAppStorage, readStoredAppState, createAppStateMirror } from '../platform/storage.ts';
import { createTabChannel } from '../platform/tab-channel.ts';
import { createAppImplementations } from './app-implementations.ts';
import { nextTask } from './startup/next-task.ts';
import type { ShellRuntime } from '../runtime/app-context.tsx';

export interface RuntimeOptions {
  notify: Notifier;
  /** Origin of the platform API; '' or undefined for the site's own origin. */
  baseURL?: string;
  /** Web Storage to keep the app's keys in; window.localStorage when omitted. */
  backing?: Storage | null;
}

/** The shell's runtime (what views use) and what only the app wires: the client, the session key. */
export interface AppRuntime extends ShellRuntime {
  appActor: Actor<typeof appMachine>;
  api: ApiClient;
  sessionEncryption: SessionEncryption;
  inspect: Observer<InspectionEvent> | undefined;
  openInspector: (() => void) | undefined;
}

// The client translates its own notices outside React, so it keeps one intl per language.
function createTranslator(): (id: ApiMessageId, lang: Lang) => string {
  const intls = new Map<Lang, IntlShape>();
  return (id, lang) => {
    const { locale, messages } = messagesFor(lang);
    let intl = intls.get(locale);
    if (!intl) {
      intl = createIntl({ locale, messages });
      intls.set(locale, intl);
    }
    return intl.formatMessage({ id });
  };
}

/** Wires storage, the API client and the app actor together and starts the actor. */
export async function createRuntime({
  notify,
  baseURL,
  backing,
}: RuntimeOptions): Promise<AppRuntime> {
  const storage = createAppStorage(backing);
  const inspector = await loadInspector();
  const inspect = inspector?.inspect;

  // The client reads the actor lazily: no call is made before the actor exists.
  let appActor: Actor<typeof appMachine> | null = null;
  const snapshot = () => {
    if (!appActor) throw new Error('The app actor is not created yet');
    return appActor.getSnapshot();
  };

  const api = createApiClient({
    baseURL,
    notify,
    translate: createTranslator(),
    getLanguage: () => snapshot().context.language,
    getSession: () => snapshot().context.session,
    isUnderMaintenance: () => {
      const current = snapshot();
      return current.hasTag('maintenance') || current.context.maintenanceFlag;
    },
    onSessionEnded: (reason) => appActor?.send({ type: 'session.ended', reason }),
    onMaintenance: () => appActor?.send({ type: 'maintenance.detected' }),
    onBlocked: () => appActor?.send({ type: 'api.blocked' }),
  });

  const sessionEncryption = createSessionEncryption(api);
  const auth = createAuthApi(api, sessionEncryption);
  const inbox = createInboxApi(api);
  const protection = createProtectionApi(api);
  const implementations = createAppImplementations({
    maintenanceApi: createMaintenanceApi(api),
    authApi: auth,
    walletApi: createWalletApi(api),
    inboxApi: inbox,
    protectionApi: protection,
    liveStream: createLiveStream({
      baseURL,
      ticket: async () =>
        (await api.call('live', 'ticket', {}, { auth: true, quiet: true })).data.ticket,
    }),
    storage,
    tabChannel: createTabChannel(),
  });
  appActor = createActor(appMachine.provide(implementations), {
    input: {
      stored: readStoredAppState(storage),
      dismissedPopups: storage.read('modalStatus') ?? [],
    },
    // Every page's actor joins this system (src/runtime/machine-context.tsx) and reaches the app by it.
    systemId: APP_SYSTEM_ID,
    inspect,
  });
  const mirror = createAppStateMirror(storage);
  appActor.subscribe(({ context }) => mirror(context));
  // Starting runs the first states' work and sends the first calls: in a task of its own.
  await nextTask();
  appActor.start();
  const children = appChildren(appActor);
  keepDismissedPopups(children.interruptions, storage);
  // The first render waits for the language it speaks; another is loaded when switched to.
  await loadMessages(appActor.getSnapshot().context.language);

  return {
    appActor,
    api,
    content: createContentApi(api),
    auth,
    games: createGamesApi(api, () => snapshot().context.rid),
    finance: createFinanceApi(api),
    history: createHistoryApi(api),
    inbox,
    bonus: createBonusApi(api),
    tournaments: createTournamentApi(api),
    protection,
    push: createPushApi(api),
    pushDevice: laterPushDevice(storage),
    passkey: createPasskeyApi(api, sessionEncryption),
    passkeyDevice: createPasskeyDevice(),
    files: createFileSaver(),
    ...children,
    notify,
    storage,
    sessionEncryption,
    inspect,
    openInspector: inspector && (() => inspector.open()),
  };
}
