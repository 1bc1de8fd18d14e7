import axios, { type AxiosResponse } from 'axios';
import type {
  ApiAnswer,
  ApiClass,
  ApiMethod,
  ApiPayload,
} from '../../machines/shared/contract/index.ts';
import type {
  EnvelopeRequest,
  EnvelopeResponse,
  Lang,
  Pagination,
  SessionContext,
} from '../../machines/shared/contract.ts';
import { NOTICE_PRODUCT_MS } from '../../machines/shared/constants.ts';
import type { SessionEndReason } from '../../machines/shared/session.ts';
import { ApiError } from './api-error.ts';
import type { Notifier } from './notifier.ts';
import { meaningOf } from '../../machines/shared/server-messages.ts';

export type ApiMessageId = 'api.serverTrouble' | 'api.requestBlocked';

/** A call with no answer by then ends as a network error: a hung API must not hang the page. */
export const REQUEST_TIMEOUT_MS = 15_000;

export interface ApiClientDeps {
  /** Origin of the platform API; '' (the default) is the site's own origin. */
  baseURL?: string;
  /** How long a call may wait for its answer; REQUEST_TIMEOUT_MS unless told. */
  timeoutMs?: number;
  getLanguage(): Lang;
  getSession(): SessionContext | null;
  notify: Notifier;
  translate(id: ApiMessageId, lang: Lang): string;
  onSessionEnded(reason: SessionEndReason): void;
  onMaintenance(): void;
  isUnderMaintenance(): boolean;
  /** Every later call of this page life will be refused (after an HTTP 500). */
  onBlocked?(): void;
}

export interface CallOptions {
  /** Sends the stored session as the `user` context. */
  auth?: boolean;
  /** Keeps a result-false message from being shown; the caller handles it. */
  quiet?: boolean;
  /**
   * An explicit `user` context instead of the stored session: the pending session of a login
   * that waits for its authenticator code (check_ga) is not the app's session yet.
   */
  user?: SessionContext;
}

/** A result-true envelope without its flag. */
export interface ApiResult<T> {
  data: T;
  message: string;
  pagination?: Pagination;
}

export interface ApiClient {
  /**
   * POST {baseURL}/v1 with the envelope of spec §7, for a method of the contract map
   * (machines/shared/contract): its payload and answer types come from the map.
   */
  call<C extends ApiClass, M extends ApiMethod<C>>(
    cls: C,
    method: M,
    data: ApiPayload<C, M>,
    options?: CallOptions,
  ): Promise<ApiResult<ApiAnswer<C, M>>>;
  /** Plain GET of an envelope, e.g. 'v1/licenses'. */
  get<T>(
    path: string,
    params?: Record<string, string | number>,
    options?: Pick<CallOptions, 'quiet'>,
  ): Promise<ApiResult<T>>;
}

/** How a response is judged: which class answered and whether its message may be shown. */
interface Target {
  quiet: boolean;
  /** False for the maintenance class and plain GETs: their callers read maintenance themselves. */
  reportsMaintenance: boolean;
}

const isEnvelope = (body: unknown): body is EnvelopeResponse =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as EnvelopeResponse).result === 'boolean' &&
  typeof (body as EnvelopeResponse).message === 'string';

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const http = axios.create({
    headers: { 'Content-Type': 'application/json', panel: 'frontend' },
    timeout: deps.timeoutMs ?? REQUEST_TIMEOUT_MS,
    // Every answer is judged by its envelope and status below, not by axios.
    validateStatus: () => true,
  });
  const baseURL = (deps.baseURL ?? '').replace(/\/+$/, '');
  const url = (path: string) => `${baseURL}/${path.replace(/^\/+/, '')}`;
  // Spec §4: after an HTTP 500 every later request of this page life is refused.
  let blockedByServerError = false;

  const refuseLocally = (kind: 'blocked' | 'maintenance') =>
    new ApiError(kind, deps.translate('api.requestBlocked', deps.getLanguage()));

  const showError = (message: string, autoHideMs: number | null) =>
    deps.notify.show(message, { variant: 'error', autoHideMs });

  function serverError(response: AxiosResponse, envelope: EnvelopeResponse | null): ApiError {
    if (!blockedByServerError) {
      blockedByServerError = true;
      showError(deps.translate('api.serverTrouble', deps.getLanguage()), null);
      deps.onBlocked?.();
    }
    return new ApiError(
      'serverError',
      envelope?.message || `HTTP ${response.status}`,
      response.status,
      envelope?.data ?? null,
    );
  }

  function settle<T>(response: AxiosResponse, target: Target): ApiResult<T> {
    const envelope = isEnvelope(response.data) ? response.data : null;
    const meaning = envelope ? meaningOf(envelope.message) : null;
    // The server answers maintenance with a 503 envelope: that is not a server failure.
    if (response.status >= 500 && meaning !== 'maintenance') throw serverError(response, envelope);
    if (envelope?.result === true) {
      const { data, message, pagination } = envelope as EnvelopeResponse<T>;
      return pagination ? { data, message, pagination } : { data, message };
    }

    const reason = response.status === 403 ? 'unauthorized' : meaning;
    if (!envelope) {
      if (reason === 'unauthorized') deps.onSessionEnded(reason);
      throw new ApiError('http', `HTTP ${response.status}`, response.status, response.data);
    }
    if (reason === 'maintenance') {
      // One notice and one report per maintenance; calls already in flight stay quiet.
      if (target.reportsMaintenance && !deps.isUnderMaintenance()) {
        if (!target.quiet) showError(envelope.message, NOTICE_PRODUCT_MS);
        deps.onMaintenance();
      }
    } else {
      if (!target.quiet) showError(envelope.message, NOTICE_PRODUCT_MS);
      if (reason) deps.onSessionEnded(reason);
    }
    throw new ApiError('refused', envelope.message, response.status, envelope.data);
  }

  async function send<T>(
    request: () => Promise<AxiosResponse>,
    target: Target,
  ): Promise<ApiResult<T>> {
    let response: AxiosResponse;
    try {
      response = await request();
    } catch (error) {
      // No answer at all, or none in time: spec §8 keeps network errors silent, and they block
      // nothing, as no server failed.
      throw new ApiError('network', error instanceof Error ? error.message : String(error));
    }
    return settle<T>(response, target);
  }

  async function post<T>(
    cls: string,
    method: string,
    data: object = {},
    options: CallOptions = {},
  ): Promise<ApiResult<T>> {
    if (blockedByServerError) throw refuseLocally('blocked');
    if (cls !== 'maintenance' && deps.isUnderMaintenance()) throw refuseLocally('maintenance');
    const session = options.user ?? (options.auth ? deps.getSession() : null);
    const body: EnvelopeRequest = {
      api: { class: cls, method },
      data: { ...data, Lang: deps.getLanguage() },
      ...(session ? { user: session } : {}),
    };
    return send<T>(() => http.post(url('v1'), body), {
      quiet: options.quiet ?? false,
      reportsMaintenance: cls !== 'maintenance',
    });
  }

  return {
    call: (cls, method, data, options) => post(cls, method, data, options),

    async get<T>(path: string, params = {}, options: Pick<CallOptions, 'quiet'> = {}) {
      if (blockedByServerError) throw refuseLocally('blocked');
      return send<T>(() => http.get(url(path), { params }), {
        quiet: options.quiet ?? false,
        reportsMaintenance: false,
      });
    },
  };
}
