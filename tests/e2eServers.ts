import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The back-end ports of one Playwright worker (issue 18: each worker gets its own simulator,
 * demo relying service and app server, so tests never share back-end state).
 */
export interface E2ePorts {
  /** The simulator's API. */
  sim: number;
  /** The demo relying service (its redirect_uri is `http://localhost:<demo>/callback`). */
  demo: number;
  /** The app's production server (serve.mjs), which forwards the back-end paths to the simulator. */
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
export const E2E_SESSION_SECRET = 'e2e-only-journey-cookie-secret-0123456789';

/** The environment the simulator and serve.mjs read for a worker's ports. */
export function serverEnv(ports: E2ePorts): Record<string, string> {
  return {
    SESSION_SECRET: E2E_SESSION_SECRET,
    SIM_PORT: String(ports.sim),
    DEMO_PORT: String(ports.demo),
    APP_PORT: String(ports.app),
    APP_ORIGIN: `http://localhost:${ports.app}`,
  };
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** Whether something answers at `url`. */
async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await res.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/** Whether `url` stops answering within `ms` (at once when nothing answers there). */
async function freedWithin(url: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (await answers(url)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 200));
  }
  return true;
}

/**
 * SIGKILLs the process groups a pid file names, when each is still a pnpm or node process (a
 * reused pid of something else is left alone), then removes the file.
 * @param pidFile - one process-group id a line, as {@link startE2eServers} writes it
 */
function killRecordedGroups(pidFile: string): void {
  let text = '';
  try {
    text = readFileSync(pidFile, 'utf8');
  } catch {
    return;
  }
  for (const pid of text
    .split('\n')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 1)) {
    let command = '';
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (!/pnpm|node/.test(command)) continue;
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* the group is gone */
    }
  }
  rmSync(pidFile, { force: true });
}

/** One server process (its own process group, so pnpm and every child it starts stop together). */
class ServerProcess {
  private readonly child: ChildProcess;
  private output = '';
  private exited: number | null | undefined = undefined;

  /** The pid of pnpm, which leads the server's process group. */
  get pid(): number | undefined {
    return this.child.pid;
  }

  constructor(
    readonly name: string,
    args: string[],
    env: Record<string, string>,
  ) {
    this.child = spawn('pnpm', args, {
      cwd: root,
      env: { ...process.env, ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-8_000);
    };
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    this.child.on('exit', (code) => {
      this.exited = code;
    });
  }

  /** Polls `url` until it answers. @throws Error when the process exits first or after `timeoutMs` */
  async waitFor(url: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.exited !== undefined)
        throw new Error(`${this.name} exited (code ${this.exited}) before ${url} answered:\n${this.output}`);
      if (await answers(url)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${this.name} did not answer at ${url} within ${timeoutMs} ms:\n${this.output}`);
  }

  /**
   * SIGKILL to the whole group, at once (also for process exit, where nothing can be awaited).
   * Sent even when pnpm itself has exited: a server it started may still be running in the group.
   */
  killNow(): void {
    if (this.child.pid === undefined) return;
    try {
      process.kill(-this.child.pid, 'SIGKILL');
    } catch {
      /* the group is gone */
    }
  }

  /** SIGTERM to the whole group; once pnpm has exited (or after 3 s), SIGKILL to whatever is left. */
  async stop(): Promise<void> {
    if (this.child.pid === undefined) return;
    const gone =
      this.exited !== undefined
        ? Promise.resolve()
        : new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    try {
      process.kill(-this.child.pid, 'SIGTERM');
    } catch {
      return;
    }
    await Promise.race([gone, new Promise((r) => setTimeout(r, 3_000))]);
    this.killNow();
  }
}

/**
 * Starts one worker's back end as the package scripts do (`pnpm --filter @nhsl/simulator start`,
 * `pnpm --filter @nhsl/app serve` on the production build) and resolves when the demo service
 * and the app answer. Resolves to a function that stops both.
 * @throws Error when a port already answers (a server left over from another run), or when a
 *   server exits or does not answer within `timeoutMs`
 */
export async function startE2eServers(ports: E2ePorts, timeoutMs = 60_000): Promise<() => Promise<void>> {
  const demoUrl = `http://localhost:${ports.demo}/`;
  const appUrl = `http://localhost:${ports.app}/`;
  // A worker that died without its teardown (killed, crashed) leaves its servers running on the
  // ports the next worker of the same index needs: stop them first, as recorded by that worker.
  const pidFile = join(tmpdir(), `nhsl-e2e-servers-${ports.app}.pids`);
  killRecordedGroups(pidFile);
  for (const url of [`http://localhost:${ports.sim}/`, demoUrl, appUrl]) {
    if (!(await freedWithin(url, 10_000)))
      throw new Error(`${url} is already in use: stop the server there or set E2E_PORT_BASE to free ports`);
  }
  const env = serverEnv(ports);
  const servers = [
    new ServerProcess('simulator', ['--filter', '@nhsl/simulator', 'start'], env),
    new ServerProcess('app server', ['--filter', '@nhsl/app', 'serve'], env),
  ];
  writeFileSync(pidFile, servers.map((s) => s.pid ?? '').join('\n'));
  const killAll = () => servers.forEach((s) => s.killNow());
  process.once('exit', killAll);
  const stop = async () => {
    process.off('exit', killAll);
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(pidFile, { force: true });
  };
  try {
    await Promise.all([servers[0]!.waitFor(demoUrl, timeoutMs), servers[1]!.waitFor(appUrl, timeoutMs)]);
  } catch (err) {
    await stop();
    throw err;
  }
  return stop;
}
