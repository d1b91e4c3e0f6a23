// Starts the simulator (API + OpenID Provider + demo relying service) and the app together, waits
// until both answer, prints where to go, and stops both on Ctrl+C. The app is served the way
// production serves it (issue 23): the production build, rendered per request by the Fastify
// server (packages/app/server/serve.mjs), forms posted as HTML. DEV=1 runs Vite's dev server
// with hot reload instead (client rendering only: forms need script there).
import { spawn, spawnSync } from 'node:child_process';

const SIM_PORT = process.env.SIM_PORT ?? '4000';
const DEMO_PORT = process.env.DEMO_PORT ?? '4001';
const APP_PORT = process.env.APP_PORT ?? '5173';
const env = { ...process.env, SIM_PORT, DEMO_PORT, APP_PORT, APP_ORIGIN: `http://localhost:${APP_PORT}` };

const dev = process.env.DEV === '1';
if (!dev) {
  const build = spawnSync('pnpm', ['--filter', '@nhsl/app', 'build'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const children = [
  spawn('pnpm', ['--filter', '@nhsl/simulator', 'start'], { env, stdio: 'inherit' }),
  dev
    ? spawn('pnpm', ['--filter', '@nhsl/app', 'dev', '--host', 'localhost'], {
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      })
    : spawn('node', ['packages/app/server/serve.mjs'], {
        env: { ...env, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
];

async function waitFor(url) {
  for (let i = 0; i < 120; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new Error(`${url} did not start`);
}

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && code !== 0 && stop());

await Promise.all([waitFor(`http://localhost:${DEMO_PORT}/`), waitFor(`http://localhost:${APP_PORT}/`)]);
console.log(`
  NHS login (simulated) is running.

  Open the demo relying service:  http://localhost:${DEMO_PORT}/
  (it sends you to the app at http://localhost:${APP_PORT}/ with "Continue with NHS login")
  Security codes "sent by text":  http://localhost:${APP_PORT}/simulator/outbox
  OpenID Provider discovery:      http://localhost:${APP_PORT}/.well-known/openid-configuration

  Press Ctrl+C to stop.
`);
