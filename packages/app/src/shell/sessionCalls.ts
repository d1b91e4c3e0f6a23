import {
  CSRF_HEADER,
  SESSION_MARKER_HEADER,
  extendSessionResponseSchema,
  type ExtendSessionResponse,
} from '@nhsl/contract';
import { ApiError } from '../api/ApiError.ts';

/** What a session call needs of the page: its session's marker and the CSRF token its forms carry. */
export interface SessionCallContext {
  /** The session marker of the page's journey (never the session id; the server holds that). */
  sessionMarker: () => string | undefined;
  /** The CSRF token of the page's forms. */
  csrfToken: () => string;
}

/**
 * One of the session timeout warning's two calls (issue 25): a POST with no body to the app's
 * server, which adds the session's bearer from its HttpOnly cookie, checks the CSRF token and
 * the session marker, and forwards it to the back end. These are page script's only calls of
 * the back end (issue 44: every journey step is the app's server's; client logs are a beacon).
 * @param path - `sessionApiPaths.extend` or `sessionApiPaths.end`
 * @param context - the page's session marker and CSRF token, read at the call
 * @returns the answer's JSON (undefined for an empty answer)
 * @throws ApiError: `network` (no answer), `unauthorized` (401), `http` (any other refusal), `malformed`
 */
export async function sessionCall(path: string, context: SessionCallContext): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', [CSRF_HEADER]: context.csrfToken() };
  const marker = context.sessionMarker();
  if (marker) headers[SESSION_MARKER_HEADER] = marker;
  let res: Response;
  try {
    res = await fetch(path, { method: 'POST', headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError('network', 0, '', 'Network error');
  }
  if (res.status === 401) throw new ApiError('unauthorized', 401, '', 'Unauthorized');
  if (!res.ok) throw new ApiError('http', res.status, '', 'The session call was refused');
  const text = await res.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('malformed', res.status, '', 'Malformed response');
  }
}

/**
 * Reads the extension's answer: the seconds left and whether it can be extended again.
 * @param json - the answer of `sessionApiPaths.extend`
 * @throws ApiError `malformed` when it is not one
 */
export function readExtension(json: unknown): ExtendSessionResponse {
  const parsed = extendSessionResponseSchema.safeParse(json);
  if (!parsed.success) throw new ApiError('malformed', 200, '', 'Malformed response');
  return parsed.data;
}
