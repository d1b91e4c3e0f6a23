/**
 * The local back end in this process (issue 29, item 1): the simulator, the demo relying service
 * and, when asked, the app's production server (Fastify), each started by its exported function
 * (`createSimulator`, `createDemoRp`, `buildServer`) and listening when the promise resolves. No
 * child processes, no polling until a port answers, no pid files: the servers stop with
 * {@link LocalServers.close}, and at the latest with the process. Used by the e2e fixture
 * (tests/fixtures.ts, one set per Playwright worker), `pnpm bench` and `pnpm dev`.
 */
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createDemoRp } from '../packages/simulator/src/demo-rp.ts';
import { createSimulator, type Simulator } from '../packages/simulator/src/server.ts';
import type { LogLine } from '../packages/simulator/src/outbox.ts';

/** The production build the app server serves by default (`pnpm build` or `pnpm build:e2e`). */
export const DEFAULT_DIST = fileURLToPath(new URL('../packages/app/dist/', import.meta.url));

/** Ports of one set of local servers. */
export interface LocalPorts {
  /** The simulator's API and OpenID Provider. */
  sim: number;
  /** The demo relying service. */
  demo: number;
  /** The app: its production server here, or a dev server someone else starts (`appServer: false`). */
  app: number;
}

/** What {@link startLocalServers} starts and how. */
export interface LocalServerOptions {
  /** Start the app's production server on `ports.app` (default true); false when the app is served elsewhere. */
  appServer?: boolean;
  /** The built app to serve (default {@link DEFAULT_DIST}). */
  dist?: string;
  /** Where the simulator's "sent" codes are logged (default console.log; pass a no-op for quiet). */
  log?: LogLine;
  /**
   * More of the production server's configuration (`buildServer`'s argument in
   * packages/app/server/app.mjs), e.g. `analyticsOrigin`; the back end and dist are set here.
   */
  appConfig?: Record<string, unknown>;
}

/** The running servers. */
export interface LocalServers {
  /** The simulator (its state: store, clock, outbox). */
  simulator: Simulator;
  /** The app's production server, when started. */
  app?: FastifyInstance;
  /** Stops every server, closing their open connections; resolves when all are closed. */
  close(): Promise<void>;
}

/** The production server's builder, imported at run time (a .mjs module without type declarations). */
type BuildServer = (config: Record<string, unknown>) => Promise<FastifyInstance>;
const appModule = '../packages/app/server/app.mjs';

/**
 * Listens on `port` (localhost) and resolves once listening.
 * @throws Error when the port is taken (naming it) or the server cannot listen
 */
function listen(server: Server, port: number, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'EADDRINUSE'
          ? new Error(`${name}: port ${port} is already in use (stop what runs there, or choose other ports)`)
          : err,
      );
    server.once('error', onError);
    server.listen(port, 'localhost', () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/** Closes a Node HTTP server now (keep-alive connections too); at once when it never listened. */
function closeNow(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** The journey cookie's sealing secret of local servers (tests, bench, dev) when SESSION_SECRET is unset. */
export const LOCAL_SESSION_SECRET = 'local-only-journey-cookie-secret-0123456789';

/**
 * Starts the app's production server (`buildServer` of packages/app/server/app.mjs) on `port`,
 * serving `dist` and forwarding the back end's paths to the simulator on `backendPort`. Its
 * `close()` also ends open keep-alive connections, so it never waits on an idle browser.
 * @param options - port, back-end port, the build (default {@link DEFAULT_DIST}), and more of
 *   `buildServer`'s configuration
 * @throws Error when the port is taken or the build is missing
 */
export async function startAppServer(options: {
  port: number;
  backendPort: number;
  dist?: string;
  config?: Record<string, unknown>;
}): Promise<FastifyInstance> {
  const { buildServer } = (await import(appModule)) as { buildServer: BuildServer };
  const app = await buildServer({
    dist: options.dist ?? DEFAULT_DIST,
    backend: new URL(`http://localhost:${options.backendPort}`),
    backendTimeoutMs: 10_000,
    readinessPath: '/.well-known/openid-configuration',
    // Quiet, unless E2E_LOG names a level (e.g. E2E_LOG=info): the server's events, to see a race.
    logLevel: (process.env.E2E_LOG as false | undefined) ?? false,
    // Seals the journey cookie (issue 23); only for servers on this machine.
    sessionSecret: process.env.SESSION_SECRET ?? LOCAL_SESSION_SECRET,
    // The simulator's tester tools (outbox, clock, client logs) through the app's origin: local
    // servers only (SIMULATOR_ROUTES=1 of serve.mjs; issue 24).
    simulatorRoutes: true,
    ...options.config,
  });
  app.addHook('preClose', async () => app.server.closeAllConnections());
  try {
    await app.listen({ port: options.port, host: 'localhost' });
  } catch (err) {
    await app.close();
    throw (err as NodeJS.ErrnoException).code === 'EADDRINUSE'
      ? new Error(`app server: port ${options.port} is already in use (stop what runs there, or choose other ports)`)
      : err;
  }
  return app;
}

/**
 * Starts the simulator on `ports.sim`, the demo relying service on `ports.demo` and (unless
 * `appServer: false`) the production server of the built app on `ports.app`, which forwards the
 * back end's paths to the simulator. The app's origin is `http://localhost:<ports.app>` for all.
 * @param ports - the three ports
 * @param options - see {@link LocalServerOptions}
 * @throws Error when a port is taken or the build is missing; whatever had started is stopped
 */
export async function startLocalServers(ports: LocalPorts, options: LocalServerOptions = {}): Promise<LocalServers> {
  const appOrigin = `http://localhost:${ports.app}`;
  const demoOrigin = `http://localhost:${ports.demo}`;
  const simulator = createSimulator({ appOrigin, demoOrigin, ...(options.log ? { log: options.log } : {}) });
  const closers: Array<() => Promise<void>> = [];
  const close = async () => {
    await Promise.all(closers.splice(0).map((c) => c()));
  };
  try {
    const sim = createServer(simulator);
    closers.push(() => closeNow(sim));
    await listen(sim, ports.sim, 'simulator');
    const demo = createServer(createDemoRp({ appOrigin, demoOrigin }));
    closers.push(() => closeNow(demo));
    await listen(demo, ports.demo, 'demo relying service');
    let app: FastifyInstance | undefined;
    if (options.appServer !== false) {
      app = await startAppServer({
        port: ports.app,
        backendPort: ports.sim,
        ...(options.dist ? { dist: options.dist } : {}),
        ...(options.appConfig ? { config: options.appConfig } : {}),
      });
      const server = app;
      closers.push(() => server.close());
    }
    return { simulator, ...(app ? { app } : {}), close };
  } catch (err) {
    await close();
    throw err;
  }
}

/**
 * The demo client's authorization request, as its "Continue with NHS login" link makes it (its
 * PKCE challenge fixed: the benches and the two-replica test never exchange the code).
 * @param demoOrigin - the demo client's origin, e.g. http://localhost:4001
 * @param state - the request's OpenID Connect state
 * @returns the path and query of `/authorize`
 */
export function demoAuthorizePath(demoOrigin: string, state: string): string {
  const q = new URLSearchParams({
    client_id: 'demo-client',
    redirect_uri: `${demoOrigin}/callback`,
    response_type: 'code',
    scope: 'openid profile email phone',
    state,
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  });
  return `/authorize?${q}`;
}
