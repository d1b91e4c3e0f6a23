import { CID_PATTERN, serverMessages } from '@nhsl/contract';

/** What kind of failure an {@link ApiError} is. */
export type ApiErrorKind =
  /** The server answered with an error status. */
  | 'http'
  /** The session has expired or is unknown (401 Unauthorized, or 403 explicit deny). */
  | 'unauthorized'
  /** No answer: network failure or the client's timeout. */
  | 'network'
  /** The answer was not the JSON shape the contract says. */
  | 'malformed';

/**
 * The one error the API client raises. Stores route on `kind`, `status`, `errorCode` and
 * `message`, never on raw fetch results. spec 000 §8 "Other", spec 001 §3 "Error shape".
 */
export class ApiError extends Error {
  /** Failure kind. */
  readonly kind: ApiErrorKind;
  /** HTTP status, 0 when there was no answer. */
  readonly status: number;
  /** Reference code: `CID` plus digits, or '' when the server gave none or a malformed one. */
  readonly errorCode: string;
  /** The server's message (or error) text, '' when none. */
  override readonly message: string;

  constructor(kind: ApiErrorKind, status: number, errorCode: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.errorCode = errorCode;
    this.message = message;
  }
}

/**
 * Keeps a reference code only if it is `CID` followed by digits. spec 000 §8.
 * @param code - the candidate
 */
export function sanitiseErrorCode(code: unknown): string {
  return typeof code === 'string' && CID_PATTERN.test(code) ? code : '';
}

/**
 * Turns an HTTP error answer into an {@link ApiError}. 401 without a CID code and with message
 * or error 'Unauthorized', and 403 without a CID code with the explicit-deny message, are an
 * unauthorised session. spec 000 §8 "Other".
 * @param status - HTTP status
 * @param body - the parsed JSON body, if any
 */
export function errorFromResponse(
  status: number,
  body: { message?: string; error?: string; errorCode?: string } | undefined,
): ApiError {
  const errorCode = sanitiseErrorCode(body?.errorCode);
  const message = body?.message ?? body?.error ?? '';
  const unauthorised =
    !errorCode &&
    ((status === 401 &&
      (body?.message === serverMessages.unauthorized || body?.error === serverMessages.unauthorized)) ||
      (status === 403 && body?.message === serverMessages.explicitDeny));
  return new ApiError(unauthorised ? 'unauthorized' : 'http', status, errorCode, message);
}
