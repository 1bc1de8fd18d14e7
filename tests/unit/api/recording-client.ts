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
  /** What the app would answer to isUnderMaintenance(); onMaintenance sets it, as the app does. */
  underMaintenance: boolean;
  lang: Lang;
  session: SessionContext | null;
}

/** An API client whose app-side callbacks only record what they were told. */
export function createRecordingClient(baseURL: string): RecordingClient {
  const state: Omit<RecordingClient, 'client'> = {
    notices: [],
    ended: [],
    maintenanceReports: 0,
    underMaintenance: false,
    lang: 'tr',
    session: null,
  };
  const client = createApiClient({
    baseURL,
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
  });
  return Object.assign(state, { client });
}
