import { spawn, type ChildProcess } from 'node:child_process';
import { E2E_SESSION_SECRET } from './e2eServers.ts';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The production server's entry file (issue 17). */
const serveMjs = fileURLToPath(new URL('../packages/app/server/serve.mjs', import.meta.url));

/** A production server instance a test started itself, on a free port. */
export interface AppServerInstance {
  /** Its origin, e.g. http://localhost:43121. */
  origin: string;
  /** Everything it wrote to stdout so far (its JSON log lines). */
  stdout: () => string;
  /** Its log lines, parsed. */
  logLines: () => Record<string, unknown>[];
  /** The process, to signal. */
  process: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Stops it (SIGTERM) and waits for the exit. */
  stop: () => Promise<void>;
}

/**
 * Starts `packages/app/server/serve.mjs` with PORT=0 (the server picks a free port and logs it) and
 * the given environment, and waits until it listens. The build must exist (`pnpm build:e2e`).
 * @param env - e.g. `{ BACKEND_ORIGIN, BACKEND_TIMEOUT_MS }`
 * @throws Error when the server exits or logs no address within 15 s
 */
export async function startAppServer(env: Record<string, string>): Promise<AppServerInstance> {
  const child = spawn(process.execPath, [serveMjs], {
    // The same journey-cookie secret as the run's servers: any instance can carry a journey.
    env: { ...process.env, LOG_LEVEL: 'info', SESSION_SECRET: E2E_SESSION_SECRET, ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stderr!.resume();
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no address logged: ${out}`)), 15_000);
    const look = () => {
      const m = /on http:\/\/localhost:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout!.on('data', look);
    void exited.then(() => reject(new Error(`server exited: ${out}`)));
  });
  return {
    origin: `http://localhost:${port}`,
    stdout: () => out,
    logLines: () =>
      out
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>),
    process: child,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * A stand-in back end for the fault tests: answers every request after `delayMs` with `{ ok: true }`;
 * `received` resolves when the first request arrives.
 */
export async function startSlowBackend(
  delayMs: number,
): Promise<{ origin: string; close: () => Promise<void>; received: Promise<void> }> {
  let arrived!: () => void;
  const received = new Promise<void>((resolve) => (arrived = resolve));
  const server: Server = createServer((_req, res) => {
    arrived();
    const timer = setTimeout(() => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"ok":true}');
    }, delayMs);
    res.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An origin where nothing listens (a port that was free a moment ago): a back end that is down. */
export async function downBackendOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://localhost:${port}`;
}

/** A raw HTTP answer: status, headers and the body's bytes exactly as sent (not decompressed). */
export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * Sends one request with node:http and returns the bytes as they came over the wire (Playwright's
 * and fetch's clients decompress bodies, which would hide what the server sent).
 */
export function rawRequest(
  url: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
