import type { Lang, SessionContext } from '../../../machines/shared/contract.ts';
import type { SessionEndReason } from '../../../machines/shared/session.ts';
import { createApiClient, type ApiClient } from '../../../src/api/client.ts';
import type { NoticeOptions } from '../../../src/api/notifier.ts';
import { messages } from '../../../src/i18n/messages.ts';

export { messages };

export interface RecordingClient {
  client: ApiClient;
  notices: ({ message: string } & NoticeOptions)[];
  ended: SessionEndReason[];
  maintenanceReports: number;
  /** How many times the client said every later call will be refused. */
  blockReports: number;
  /** What the app would answer to isUnderMaintenance(); onMaintenance sets it, as the app does. */
  underMaintenance: boolean;
  lang: Lang;
  session: SessionContext | null;
}

/** An API client whose app-side callbacks only record what they were told. */
export function createRecordingClient(baseURL: string, timeoutMs?: number): RecordingClient {
  const state: Omit<RecordingClient, 'client'> = {
    notices: [],
    ended: [],
    maintenanceReports: 0,
    blockReports: 0,
    underMaintenance: false,
    lang: 'tr',
    session: null,
  };
  const client = createApiClient({
    baseURL,
    timeoutMs,
    getLanguage: () => state.lang,
    getSession: () => state.session,
    notify: { show: (message, options) => state.notices.push({ message, ...options }) },
    translate: (id, lang) => messages[lang][id] ?? id,
    onSessionEnded: (reason) => state.ended.push(reason),
    onMaintenance: () => {
      state.maintenanceReports += 1;
      state.underMaintenance = true;
    },
    isUnderMaintenance: () => state.underMaintenance,
    onBlocked: () => {
      state.blockReports += 1;
    },
  });
  return Object.assign(state, { client });
}
