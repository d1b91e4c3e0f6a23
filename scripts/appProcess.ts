/**
 * The app's production server (packages/app/server/serve.mjs) in a process of its own, as the image
 * runs it, for the benchmarks (`pnpm bench`, `pnpm bench:load`): `NODE_ENV=production`, so the
 * server bundle renders with React's and styled-components' production builds (it picks them at run
 * time; without it every render runs React's development checks), and an event loop of its own, so
 * that the measuring tool's work (Lighthouse's trace processing, autocannon) does not hold back the
 * server's answers. The simulator's tester routes are on (local servers only, issue 24).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { LOCAL_SESSION_SECRET } from './localServers.ts';

/** A running server process. */
export interface AppProcess {
  /** Stops the server (SIGTERM) and resolves once the process has exited (a CPU profile is then written). */
  stop(): Promise<void>;
}

/**
 * Starts serve.mjs on `port` with the back end at `backendPort` and resolves once it listens.
 * @param options.port - the app's port (localhost)
 * @param options.backendPort - the simulator's port
 * @param options.env - more of serve.mjs's settings (e.g. `RATE_LIMIT_CLIENT`)
 * @param options.nodeArgs - Node options for the server's process (e.g. `--cpu-prof`)
 * @throws Error when the process exits before it listens
 */
export async function startAppProcess(options: {
  port: number;
  backendPort: number;
  env?: Record<string, string>;
  nodeArgs?: string[];
}): Promise<AppProcess> {
  const server = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), fileURLToPath(new URL('../packages/app/server/serve.mjs', import.meta.url))],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(options.port),
        BACKEND_ORIGIN: `http://localhost:${options.backendPort}`,
        SIMULATOR_ROUTES: '1',
        LOG_LEVEL: 'silent',
        SESSION_SECRET: LOCAL_SESSION_SECRET,
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    server.stdout.setEncoding('utf8').on('data', (d: string) => d.includes('on http://localhost') && resolve());
    server.once('exit', (code) => reject(new Error(`serve.mjs exited (${code})`)));
  });
  return {
    stop: () => {
      server.kill('SIGTERM');
      return exited;
    },
  };
}
