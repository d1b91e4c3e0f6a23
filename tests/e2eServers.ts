import { LOCAL_SESSION_SECRET, startLocalServers } from '../scripts/localServers.ts';

/**
 * The back-end ports of one Playwright worker (issue 18: each worker gets its own simulator,
 * demo relying service and app server, so tests never share back-end state).
 */
export interface E2ePorts {
  /** The simulator's API. */
  sim: number;
  /** The demo relying service (its redirect_uri is `http://localhost:<demo>/callback`). */
  demo: number;
  /** The app's production server (buildServer of packages/app/server/app.mjs), which forwards the back-end paths to the simulator. */
  app: number;
}

/** The run's port base: E2E_PORT_BASE (default 4100), so checkouts can run side by side. */
export const e2ePortBase = Number(process.env.E2E_PORT_BASE ?? 4100);

/**
 * The ports of the worker with Playwright's parallel index `index` (0 up to workers - 1): the
 * simulator at base + 2·index, the demo service at base + 2·index + 1 and the app at
 * base + 73 + index. Worker 0 keeps the single-worker layout (base, base + 1, base + 73); the
 * sets of up to 36 workers never overlap.
 * @throws Error when the index is not a whole number from 0 to 35
 */
export function e2ePortsFor(index: number, base = e2ePortBase): E2ePorts {
  if (!Number.isInteger(index) || index < 0 || index > 35)
    throw new Error(`Playwright parallel index must be 0 to 35, not ${index}`);
  return { sim: base + 2 * index, demo: base + 2 * index + 1, app: base + 73 + index };
}

/**
 * This process's Playwright parallel index: TEST_PARALLEL_INDEX, which Playwright sets in each
 * worker before it loads the config and test files; 0 in the runner process.
 */
export const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** The ports of the worker this code runs in. */
export const e2ePorts: E2ePorts = e2ePortsFor(parallelIndex);

/**
 * The secret the e2e servers seal the journey cookie with (SESSION_SECRET), so a test can open the
 * cookie with the same library (iron-session) and check what it holds (issue 23).
 */
export const E2E_SESSION_SECRET = LOCAL_SESSION_SECRET;

/**
 * Starts one worker's back end inside the worker's own process (issue 29): the simulator, the
 * demo relying service and the production server of the built app (`pnpm build:e2e`), by the
 * functions scripts/localServers.ts calls. They live and die with the worker, so a worker that
 * crashes leaves nothing on its ports for the next one. The simulator's code log stays quiet.
 * Resolves to a function that stops them.
 * @throws Error when a port is taken or the build is missing
 */
export async function startE2eServers(ports: E2ePorts): Promise<() => Promise<void>> {
  const servers = await startLocalServers(ports, {
    log: () => {},
    // The app server shares its event loop with the test runner here, so the overload guard's
    // event-loop delay would measure the runner's own work (reports, file reads), not the server's
    // load: it is off for the run's servers (issue 24). The rate limits and the in-flight cap keep
    // their defaults; the guard is tested by packages/app/server/app.test.ts and pnpm bench:load,
    // and spawned serve.mjs instances (tests/serverSupport.ts) keep every default.
    appConfig: { limits: { maxEventLoopDelayMs: 0 } },
  });
  return () => servers.close();
}
