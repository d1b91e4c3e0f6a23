/**
 * `pnpm start` (after installing) and `pnpm dev`: the simulator (API + OpenID Provider), the demo
 * relying service and the app, all in this process (issue 29: started by scripts/localServers.ts,
 * as the e2e tests and the bench start them). The app is served the way production serves it
 * (issue 23): the production build, rendered per request by the Fastify server, forms posted as
 * HTML. DEV=1 (`pnpm dev`) runs Vite's dev server with hot reload instead (client rendering only).
 * Since issue 44 the journeys' steps run on the app's server alone, which Vite's dev server does
 * not run: under `pnpm dev` the pages and components render, but a journey's step answers "Something
 * went wrong"; use `pnpm start` (or Storybook) for journeys. Prints where to go once everything listens, and stops everything on
 * Ctrl+C.
 * Ports: SIM_PORT (4000), DEMO_PORT (4001), APP_PORT (5173).
 * The app's server forwards the simulator's tester tools (`/simulator/*`: the outbox printed below)
 * because localServers.ts sets `simulatorRoutes` (SIMULATOR_ROUTES=1 of serve.mjs); a production
 * server answers 404 there (issue 24).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { startLocalServers } from './localServers.ts';

const ports = {
  sim: Number(process.env.SIM_PORT ?? 4000),
  demo: Number(process.env.DEMO_PORT ?? 4001),
  app: Number(process.env.APP_PORT ?? 5173),
};
// The app's Vite config reads these for its port and its proxy to the simulator.
process.env.SIM_PORT = String(ports.sim);
process.env.APP_PORT = String(ports.app);

const dev = process.env.DEV === '1';
if (!dev) {
  const build = spawnSync('pnpm', ['--filter', '@nhsl/app', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const servers = await startLocalServers(ports, { appServer: !dev });
const appRoot = fileURLToPath(new URL('../packages/app/', import.meta.url));
const vite = dev
  ? await createServer({ root: appRoot, configFile: `${appRoot}vite.config.ts`, server: { host: 'localhost' } })
  : undefined;
await vite?.listen();

const stop = async () => {
  await Promise.all([vite?.close(), servers.close()]);
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

console.log(`
  NHS login (simulated) is running.

  Open the demo relying service:  http://localhost:${ports.demo}/
  (it sends you to the app at http://localhost:${ports.app}/ with "Continue with NHS login")
  Security codes "sent by text":  http://localhost:${ports.app}/simulator/outbox
  OpenID Provider discovery:      http://localhost:${ports.app}/.well-known/openid-configuration

  Press Ctrl+C to stop.
`);
