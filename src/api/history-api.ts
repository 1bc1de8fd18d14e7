import type { FileSaver, HistoryApi } from '../../machines/ports.ts';
import type { ApiMethod, ApiPayload } from '../../machines/shared/contract/index.ts';
import type { ApiClient, CallOptions } from './client.ts';
import { toPage } from './games-api.ts';

/** The history shows its own empty and failure states ('Kayıt Bulunamadı' is no error). */
const QUIET: CallOptions = { auth: true, quiet: true };

/** The history area's finance calls over the API client. */
export function createHistoryApi(client: ApiClient): HistoryApi {
  const finance = async <M extends ApiMethod<'finance'>>(
    method: M,
    payload: ApiPayload<'finance', M>,
  ) => (await client.call('finance', method, payload, QUIET)).data;
  return {
    gameRounds: async (query) => {
      const answer = await client.call('finance', 'list_game_rounds', { ...query }, QUIET);
      return toPage(answer.data, answer.pagination, query);
    },
    totals: (query) => finance('history_totals', { ...query }),
    exportCsv: (query) => finance('export_history', { ...query }),
    statuses: () => finance('list_types_frontend', {}),
    categories: () => finance('list_categories', {}),
    subCategories: () => finance('list_sub_categories', {}),
  };
}

/** Saves a file through a temporary object URL and a download link. */
export function createFileSaver(): FileSaver {
  return {
    save({ filename, content, type }) {
      const url = URL.createObjectURL(new Blob([content], { type }));
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      link.click();
      // The click has handed the blob to the download; the URL is no longer needed.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
  };
}
