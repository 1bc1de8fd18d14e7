/**
 * Why a call failed:
 * - refused: the server answered result false (its message is shown unless the call is quiet)
 * - serverError: HTTP 5xx; from now on every request is blocked
 * - blocked: refused locally because an earlier call hit a server error
 * - maintenance: refused locally because the site is under maintenance
 * - network: no answer at all (offline, DNS, CORS); silent
 * - http: an answer that is not an envelope (e.g. a proxy's HTML page); silent
 */
export type ApiErrorKind =
  'refused' | 'serverError' | 'blocked' | 'maintenance' | 'network' | 'http';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status, null when no request was made or no answer came. */
  readonly status: number | null;
  /** The envelope's data, when there was one. */
  readonly data: unknown;

  constructor(
    kind: ApiErrorKind,
    message: string,
    status: number | null = null,
    data: unknown = null,
  ) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.data = data;
  }
}
