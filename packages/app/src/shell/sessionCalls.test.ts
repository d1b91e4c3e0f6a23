import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, SESSION_MARKER_HEADER, sessionApiPaths } from '@nhsl/contract';
import { ApiError } from '../api/ApiError.ts';
import { readExtension, sessionCall } from './sessionCalls.ts';

afterEach(() => vi.unstubAllGlobals());

const context = { sessionMarker: () => 'marker-1', csrfToken: () => 'csrf-1' };

describe("sessionCall (the timeout warning's calls, issue 25 and 44)", () => {
  it('posts with the CSRF token and the session marker, and reads the answer', async () => {
    const seen: [string, RequestInit][] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      seen.push([url, init]);
      return Promise.resolve(new Response(JSON.stringify({ expires_in: 900, extendable: true }), { status: 200 }));
    });
    const json = await sessionCall(sessionApiPaths.extend, context);
    expect(readExtension(json)).toEqual({ expires_in: 900, extendable: true });
    expect(seen[0]![0]).toBe(sessionApiPaths.extend);
    expect(seen[0]![1].method).toBe('POST');
    expect(seen[0]![1].headers).toMatchObject({ [CSRF_HEADER]: 'csrf-1', [SESSION_MARKER_HEADER]: 'marker-1' });
  });

  it.each([
    ['no answer', () => Promise.reject(new TypeError('offline')), 'network'],
    ['401', () => Promise.resolve(new Response('{}', { status: 401 })), 'unauthorized'],
    ['503', () => Promise.resolve(new Response('{}', { status: 503 })), 'http'],
    ['not JSON', () => Promise.resolve(new Response('{"expires', { status: 200 })), 'malformed'],
  ])('%s is an ApiError of kind %s', async (_, answer, kind) => {
    vi.stubGlobal('fetch', answer);
    await expect(sessionCall(sessionApiPaths.extend, context)).rejects.toMatchObject({ kind });
  });

  it('an extension answer of another shape is malformed', () => {
    expect(() => readExtension({ expires_in: 'soon' })).toThrow(ApiError);
    expect(() => readExtension(undefined)).toThrow(ApiError);
  });
});
