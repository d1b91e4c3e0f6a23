/**
 * The cross-browser smoke (issue 44): the sign-in journey, from the demo client back to it signed
 * in, in Debian's Firefox ESR (puppeteer-core over WebDriver BiDi, firefox.ts) and in WebKitGTK
 * (MiniBrowser by WebKitWebDriver under Xvfb, webkit.ts), each with script, without script, and
 * fast: each page filled and submitted by a script before the app takes it over (the first at
 * once, the others just as the app begins to load its start-up files), where no press may be
 * lost (journey.ts). The end-to-end tests run in Chromium only; these are the browsers where a
 * submit made during the app's take-over was lost.
 * Each pass also fails when the app logged anything to its client log sink.
 *
 * It serves the production build (`pnpm build:e2e` first) with the simulated back end and the
 * demo client in this process (scripts/localServers.ts), on ports from XB_PORT_BASE (default
 * 4600): the simulator at the base, the demo client at base + 1, the app at base + 2 and
 * WebKitWebDriver at base + 3. No retries. A browser that cannot start fails the run. On a
 * failure it prints the browser, mode, step, heading and address, the requests the app's server
 * was sent during the pass, and saves a screenshot under test-results/cross-browser/.
 * XB_BROWSERS (`firefox`, `webkit`) and XB_MODES (`script`, `no script`, `fast`; comma-separated)
 * choose passes; XB_DEBUG=1 prints each step's time. FIREFOX_PATH, WEBKIT_WEBDRIVER_PATH and
 * WEBKIT_MINIBROWSER_PATH name other binaries. Run: `pnpm test:cross-browser`.
 */
import { mkdirSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { startLocalServers } from '../../scripts/localServers.ts';
import { launchFirefox } from './firefox.ts';
import { runJourney, StepError, type Browser, type Mode } from './journey.ts';
import { startWebKit, type WebKitServers } from './webkit.ts';

const base = Number(process.env.XB_PORT_BASE ?? 4600);
const ports = { sim: base, demo: base + 1, app: base + 2, webKitDriver: base + 3 };
const appOrigin = `http://localhost:${ports.app}`;
const demoOrigin = `http://localhost:${ports.demo}`;
const modes = (process.env.XB_MODES ?? 'script,no script,fast').split(',').map((m) => m.trim() as Mode);
const browsers = (process.env.XB_BROWSERS ?? 'firefox,webkit').split(',').map((b) => b.trim());
const shots = fileURLToPath(new URL('../../test-results/cross-browser/', import.meta.url));

for (const mode of modes)
  if (!['script', 'no script', 'fast'].includes(mode)) throw new Error(`XB_MODES: unknown mode "${mode}"`);

/** Every request the app's server was sent during the pass, shown when it fails (did the post arrive?). */
let requests: string[] = [];

const t0 = Date.now();
/** Seconds since the run started, for the log. */
const seconds = (since = t0) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Clears the simulator's sessions, codes and consents, so that every pass meets the consent page.
 * @throws Error when the simulator does not answer 2xx
 */
async function resetSimulator(): Promise<void> {
  const res = await fetch(`${appOrigin}/simulator/reset`, { method: 'POST' });
  if (!res.ok) throw new Error(`resetting the simulator answered ${res.status}`);
}

/** What the app logged to its client log sink (the simulator's collector) since the last reset. */
async function clientLogs(): Promise<unknown[]> {
  return (await (await fetch(`${appOrigin}/simulator/logs.json`)).json()) as unknown[];
}

/**
 * One pass: a fresh browser in one mode runs the journey; the app must log nothing on the way.
 * Prints the result; on a failure, what the page showed, and saves a screenshot.
 * @returns whether the pass passed
 */
async function pass(name: string, mode: Mode, launch: (mode: Mode) => Promise<Browser>): Promise<boolean> {
  const started = Date.now();
  let step = 'starting the browser';
  let browser: Browser | undefined;
  requests = [];
  try {
    await resetSimulator();
    browser = await launch(mode);
    const note = await runJourney(browser, mode, { appOrigin, demoOrigin }, (s) => {
      step = s;
      if (process.env.XB_DEBUG) console.log(`  ${seconds(started)} ${s}`);
    });
    step = 'the client log after the journey';
    const logged = await clientLogs();
    if (logged.length > 0) throw new StepError(step, `the app logged ${JSON.stringify(logged)}`);
    console.log(`cross-browser: ok     ${browser.label} (${seconds(started)}${note ? `; ${note}` : ''})`);
    return true;
  } catch (err) {
    const label = browser?.label ?? `${name}, ${mode}`;
    const shown = browser
      ? `; the page shows "${await browser.heading().catch(() => '?')}" at ${await browser.url().catch(() => '?')}`
      : '';
    console.error(`cross-browser: FAILED ${label}, at "${step}": ${(err as Error).message}${shown}`);
    if (!(err instanceof StepError)) console.error(err);
    console.error(`cross-browser: the requests the app's server was sent:\n  ${requests.join('\n  ')}`);
    if (browser) {
      const file = `${shots}${`${name}-${mode}`.replace(/\W+/g, '-')}.png`;
      await browser
        .screenshot(file)
        .then(() => console.error(`cross-browser: screenshot ${file}`))
        .catch((e: unknown) => console.error(`cross-browser: no screenshot: ${String(e)}`));
    }
    return false;
  } finally {
    const closing = Date.now();
    await browser?.close().catch(() => {});
    if (process.env.XB_DEBUG) console.log(`  closed in ${seconds(closing)}`);
  }
}

// A browser driver's own promise that fails after its page has gone must not end the run: the
// pass that was driving it fails by what the page shows.
process.on('unhandledRejection', (reason) => {
  console.error(`cross-browser: (a driver's unhandled rejection: ${String(reason).split('\n')[0]})`);
});
rmSync(shots, { recursive: true, force: true });
mkdirSync(shots, { recursive: true });
const servers = await startLocalServers(
  { sim: ports.sim, demo: ports.demo, app: ports.app },
  // As the end-to-end servers: the overload guard would measure the browsers' driving, not the server.
  { log: () => {}, appConfig: { limits: { maxEventLoopDelayMs: 0 } } },
);
servers.app?.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
  const sent = Date.now();
  res.once('close', () =>
    requests.push(
      `${((sent - t0) / 1000).toFixed(3)} s ${req.method} ${req.url?.split('?')[0]} → ${res.writableFinished ? res.statusCode : 'not answered (the browser went)'} in ${Date.now() - sent} ms`,
    ),
  );
});
let webKit: WebKitServers | undefined;
let failed = 0;
try {
  for (const name of browsers) {
    if (name === 'firefox') {
      for (const mode of modes) if (!(await pass('firefox', mode, launchFirefox))) failed += 1;
    } else if (name === 'webkit') {
      const started = await startWebKit(ports.webKitDriver).catch((err: unknown) => {
        console.error(`cross-browser: FAILED WebKitGTK could not start: ${(err as Error).message}`);
        return undefined;
      });
      if (!started) {
        failed += modes.length;
        continue;
      }
      webKit = started;
      for (const mode of modes) if (!(await pass('webkit', mode, started.launch))) failed += 1;
    } else {
      throw new Error(`XB_BROWSERS: unknown browser "${name}" (firefox, webkit)`);
    }
  }
} finally {
  await webKit?.close();
  await servers.close();
}
console.log(`cross-browser: ${failed ? `${failed} FAILED` : 'all passed'} in ${seconds()}`);
process.exitCode = failed ? 1 : 0;
// A driver's connection left open must not hold the test command up.
setTimeout(() => process.exit(), 2_000).unref();
