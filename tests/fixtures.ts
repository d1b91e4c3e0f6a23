import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { e2ePorts, startE2eServers } from './e2eServers.ts';
import { appReady } from './support.ts';

/**
 * Secrets that must never be written anywhere the browser keeps or shows: the scenario
 * accounts' password and the parts of a WebAuthn assertion. Security codes are checked by the
 * tests that type them (six digits could appear by chance elsewhere).
 */
export const NEVER_STORED = ['Password123!', 'clientDataJSON', 'authenticatorData', '"signature"'];

/**
 * Every cookie and every origin's localStorage of the context, every value any page of the test
 * wrote to sessionStorage or localStorage on any origin (`written`, recorded as it was written,
 * so the app's origin is checked whatever page the test ends on, and a value written then removed
 * is still seen), and the sessionStorage of the page it ends on, as text. Reading the last page's
 * storage fails the test if the page is open on a web origin and cannot be read (issue 28).
 */
async function storedText(page: Page, context: BrowserContext, written: readonly string[]): Promise<string> {
  const state = await context.storageState();
  let session = '';
  if (!page.isClosed() && page.url().startsWith('http')) {
    // A document the browser gives no storage (a sandboxed page, such as the server's own "We are
    // very busy" answer) has nothing stored: read as empty.
    const read = () =>
      page.evaluate(() => {
        try {
          return JSON.stringify({ ...sessionStorage });
        } catch (e) {
          if (e instanceof DOMException && e.name === 'SecurityError') return '';
          throw e;
        }
      });
    // A test may end mid-navigation: read again once the page has loaded; a second failure fails.
    session = await read().catch(async () => {
      await page.waitForLoadState();
      return read();
    });
  }
  return JSON.stringify(state) + written.join('\n') + session;
}

/** The binding the storage recorder calls with each value written (see {@link recordStorageWrites}). */
const STORAGE_BINDING = '__e2eStorageWritten';

/**
 * Runs in every document of the page before its scripts: reports each `setItem` on
 * sessionStorage or localStorage, on any origin, to the test through {@link STORAGE_BINDING}.
 */
function recordStorageWrites(binding: string) {
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
    setItem.call(this, key, value);
    const report = (window as unknown as Record<string, ((text: string) => Promise<void>) | undefined>)[binding];
    void report?.(`${location.origin} ${key}=${value}`).catch(() => undefined);
  };
}

/** Waits for `<html data-mounted>` when the page is the app's (it has the app's module script). */
async function appTookOver(page: Page): Promise<void> {
  const appScript = page.locator(`script[type="module"][src^="/assets/"]`);
  if (new URL(page.url()).origin !== new URL(`http://localhost:${e2ePorts.app}`).origin) return;
  if ((await appScript.count()) === 0) return;
  await appReady(page);
}

/**
 * The tests' `test`. Each Playwright worker starts its own simulator, demo relying service and
 * app server on its own ports, in its own process (`e2eServers`, tests/e2eServers.ts), so tests in different
 * workers never share back-end state; `baseURL` and the origins of tests/support.ts are the
 * current worker's (issue 18). Every page is watched for Content-Security-Policy violations, uncaught
 * exceptions and hydration mismatches of prerendered pages, and a test fails if any happened — so every journey the suite walks proves the
 * production build runs under the strict CSP without a crash. After every test, the cookies,
 * localStorage and sessionStorage (every value written on any origin, the app's included, see
 * {@link storedText}), and everything the page logged to the console, are searched for
 * {@link NEVER_STORED} (issue 9 "Security"; issue 28).
 */
export const test = base.extend<{ pageProblems: string[] }, { e2eServers: void }>({
  e2eServers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const stop = await startE2eServers(e2ePorts);
      await use();
      await stop();
    },
    { scope: 'worker', auto: true, timeout: 30_000 },
  ],
  // A page load in a test with script on waits for the app to take the page over (`<html
  // data-mounted>`, start.tsx), as a page of the app is only then the app's: before that, the
  // server's page is on screen and its forms post natively (issue 23), which the JavaScript-off
  // project and tests/ssr.spec.ts test. The app starts in steps (main.tsx), so on a loaded
  // machine a click right after the load could beat it and bypass what a test stubs in the
  // browser (a fault, a passkey). Loads that stop at `commit`, and pages without the app's
  // script (error answers, other origins), are not waited for.
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit') await appTookOver(page);
        return response;
      };
    }
    await provide(page);
  },
  // eslint-disable-next-line no-empty-pattern -- as above
  baseURL: async ({}, provide) => {
    await provide(`http://localhost:${e2ePorts.app}`);
  },
  pageProblems: [
    async ({ page, context }, use) => {
      const problems: string[] = [];
      const logged: string[] = [];
      const written: string[] = [];
      await page.exposeBinding(STORAGE_BINDING, (_source, text: string) => void written.push(text));
      await page.addInitScript(recordStorageWrites, STORAGE_BINDING);
      // Chromium logs blocked resources to the console, but a blocked eval inside a try/catch
      // (a library probing for `new Function`) only fires the DOM event: report it too.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(
            `Content Security Policy violation: ${e.violatedDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
          );
        });
      });
      page.on('console', (msg) => {
        logged.push(msg.text());
        if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) problems.push(`CSP: ${msg.text()}`);
        // start.tsx reports a prerendered page that React had to render afresh (issue 9).
        if (msg.type() === 'error' && /Hydration mismatch/i.test(msg.text())) problems.push(msg.text());
      });
      page.on('pageerror', (err) => problems.push(`Uncaught: ${err.message}`));
      await use(problems);
      expect(problems, 'CSP violations or uncaught exceptions').toEqual([]);
      const stored = await storedText(page, context, written);
      for (const secret of NEVER_STORED) {
        expect(stored, `"${secret}" in cookies or storage`).not.toContain(secret);
        expect(logged.join('\n'), `"${secret}" in the console`).not.toContain(secret);
      }
    },
    { auto: true },
  ],
});

export { expect };
