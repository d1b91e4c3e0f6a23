import { createDemoRp } from './demo-rp.ts';
import { createSimulator } from './server.ts';

/**
 * Reads a port from the environment.
 * @param name - variable name
 * @param fallback - default port
 * @throws Error when the value is not a port number (1 to 65535)
 */
export function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${name} must be a port number, not "${raw}"`);
  return port;
}

const simPort = portFromEnv('SIM_PORT', 4000);
const demoPort = portFromEnv('DEMO_PORT', 4001);
const appOrigin = (process.env.APP_ORIGIN ?? 'http://localhost:5173').replace(/\/$/, '');
const demoOrigin = `http://localhost:${demoPort}`;
/**
 * The interface both servers listen on: loopback only unless SIM_HOST says otherwise (issue 24:
 * the simulator hands out security codes, so nothing on the local network may reach it).
 */
const host = process.env.SIM_HOST || '127.0.0.1';

const api = createSimulator({ appOrigin, demoOrigin }).listen(simPort, host, () => {
  console.log(`Simulator API on http://localhost:${simPort}`);
  console.log(`Security codes "sent": ${appOrigin}/simulator/outbox`);
});
const demo = createDemoRp({ appOrigin, demoOrigin }).listen(demoPort, host, () => {
  console.log(`Demo relying service: open ${demoOrigin}`);
});

for (const server of [api, demo]) {
  server.on('error', (err) => {
    console.error(`[simulator] ${err.message}`);
    process.exit(1);
  });
}

const stop = () => {
  api.close();
  demo.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
