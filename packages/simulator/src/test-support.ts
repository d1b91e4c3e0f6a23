import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { base64url } from 'jose';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { AUTH_COOKIE, authCookieSchema, authorizePath, simulatorPaths, type AuthCookie } from '@nhsl/contract';
import type express from 'express';
import { createSimulator } from './server.ts';

/** The app origin the tests configure. */
export const APP_ORIGIN = 'http://app.test:5173';
/** The demo origin the tests configure (the demo client's redirect_uri is `${DEMO_ORIGIN}/callback`). */
export const DEMO_ORIGIN = 'http://localhost:4001';
/** The demo client's registered redirect_uri. */
export const DEMO_CALLBACK = `${DEMO_ORIGIN}/callback`;

/** A server started on port 0, with its base URL. */
export interface Running {
  /** e.g. `http://127.0.0.1:54321` */
  base: string;
  /** Stops the server. */
  close: () => Promise<void>;
}

/**
 * Starts an Express app on a free port (port 0) on 127.0.0.1.
 * @param app - the app to serve
 */
export async function listen(app: express.Express): Promise<Running> {
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

/**
 * One simulator for a test file, on a free port: started before its tests (beforeAll), stopped
 * after them (afterAll), and reset before each test (beforeEach, registered before the file's
 * own), so every test starts from the scenarios' state. Call it once at the top of a test file.
 * @returns the running simulator; its `base` may be read in tests and in the file's own hooks
 * @throws Error when `base` is read before the simulator has started
 */
export function simulatorPerFile(): Pick<Running, 'base'> {
  let running: Running | undefined;
  const base = () => {
    if (!running) throw new Error('The simulator starts in beforeAll: read its base in a test or a hook');
    return running.base;
  };
  beforeAll(async () => {
    running = await listen(createSimulator({ appOrigin: APP_ORIGIN, demoOrigin: DEMO_ORIGIN, log: () => undefined }));
  });
  afterAll(() => running?.close());
  beforeEach(async () => {
    expect((await fetch(`${base()}${simulatorPaths.reset}`, { method: 'POST' })).status).toBe(204);
  });
  return {
    get base() {
      return base();
    },
  };
}

/**
 * Reads one cookie's value and attributes from a response's Set-Cookie headers.
 * @param res - the response
 * @param name - cookie name
 */
export function setCookie(res: Response, name: string): { value: string; attributes: string[] } | undefined {
  for (const header of res.headers.getSetCookie()) {
    const [pair = '', ...attributes] = header.split(';').map((p) => p.trim());
    const i = pair.indexOf('=');
    if (pair.slice(0, i) === name) return { value: pair.slice(i + 1), attributes };
  }
  return undefined;
}

/**
 * Decodes the authorization cookie as the app does: base64url of UTF-8 JSON (jose's base64url).
 * @param raw - the cookie value
 */
export function decodeAuthCookie(raw: string): AuthCookie {
  return authCookieSchema.parse(JSON.parse(new TextDecoder().decode(base64url.decode(raw))));
}

/** The PKCE verifier of the journeys {@link TestClient.start} starts, and its S256 challenge. */
export const TEST_PKCE = {
  verifier: 'unit-test-code-verifier-0123456789-abcdefghijklmnopq',
  challenge: createHash('sha256').update('unit-test-code-verifier-0123456789-abcdefghijklmnopq').digest('base64url'),
};

/** A test client of the simulator: starts journeys and calls the API with a session. */
export class TestClient {
  /** The session id of the current journey. */
  sessionId = '';
  /** Cookies the provider set in the browser of this journey (name → value). */
  readonly cookies = new Map<string, string>();

  /** @param base - the simulator's base URL */
  constructor(readonly base: string) {}

  /**
   * Sends an authorization request without following the redirect.
   * @param params - query parameters
   */
  async authorize(params: Record<string, string>): Promise<Response> {
    const res = await fetch(`${this.base}${authorizePath}?${new URLSearchParams(params).toString()}`, {
      redirect: 'manual',
    });
    this.keepCookies(res);
    return res;
  }

  /** Keeps the cookies a response sets, as a browser would. */
  private keepCookies(res: Response): void {
    for (const header of res.headers.getSetCookie()) {
      const pair = header.split(';')[0] ?? '';
      const i = pair.indexOf('=');
      if (i > 0) this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
  }

  /**
   * Follows an address on the provider (e.g. the resume address authcode answers) with this
   * journey's cookies, as the browser does, and answers where it redirects to.
   * @param address - an address on the issuer (its path is fetched from this simulator)
   */
  async follow(address: string): Promise<string | null> {
    const url = new URL(address);
    const res = await fetch(`${this.base}${url.pathname}${url.search}`, {
      redirect: 'manual',
      headers: { Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    this.keepCookies(res);
    return res.headers.get('location');
  }

  /**
   * Starts a journey for a client (default demo-client) and keeps its session id.
   * @param overrides - parameters to change or add
   * @returns the decoded authorization cookie
   */
  async start(overrides: Record<string, string> = {}): Promise<AuthCookie> {
    const res = await this.authorize({
      client_id: 'demo-client',
      redirect_uri: DEMO_CALLBACK,
      response_type: 'code',
      code_challenge: TEST_PKCE.challenge,
      code_challenge_method: 'S256',
      state: 'state-123',
      scope: 'openid profile email phone',
      nonce: 'nonce-1',
      ...overrides,
    });
    const cookie = setCookie(res, AUTH_COOKIE);
    if (!cookie) throw new Error(`no ${AUTH_COOKIE} cookie (status ${res.status})`);
    const decoded = decodeAuthCookie(cookie.value);
    this.sessionId = decoded.session_id;
    return decoded;
  }

  /**
   * Calls the API with the session's bearer token.
   * @param method - GET or POST
   * @param path - path and query
   * @param body - JSON body, if any
   */
  async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const headers: Record<string, string> = {};
    if (this.sessionId) headers.Authorization = `Bearer ${this.sessionId}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.followRenewal(res);
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : undefined };
  }

  /**
   * Carries on with the session id of an answer that sets the authorization cookie again (the
   * second factor's: the session moved to a new id; issue 54 session fixation), as the app's
   * server does. Answers whether it did.
   * @param res - an answer of the simulator
   */
  followRenewal(res: Response): boolean {
    const renewed = setCookie(res, AUTH_COOKIE);
    if (!renewed) return false;
    this.cookies.set(AUTH_COOKIE, renewed.value);
    this.sessionId = decodeAuthCookie(renewed.value).session_id;
    return true;
  }

  /** POSTs JSON with the session. */
  post(path: string, body?: unknown) {
    return this.call('POST', path, body);
  }
}

/**
 * Asks for a new code until it differs from `old`, at most `tries` times, and returns the last one,
 * so that a test of "a new code replaces the old one" always tests it (issue 54 Tests). Two random
 * six-digit codes are the same one time in a million, three times running never in practice; a
 * source that keeps the old code hands it back every time, and the test's
 * `expect(fresh).not.toBe(old)` fails.
 * @param old - the code that should be replaced
 * @param ask - asks for a new code and returns it
 * @param tries - how many times to ask (default 3)
 */
export async function codeOtherThan(old: string, ask: () => Promise<string>, tries = 3): Promise<string> {
  let fresh = await ask();
  for (let i = 1; i < tries && fresh === old; i++) fresh = await ask();
  return fresh;
}
