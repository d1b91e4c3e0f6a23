import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { e2ePorts, startE2eServers } from './e2eServers.ts';

/**
 * Secrets that must never be written anywhere the browser keeps or shows: the scenario
 * accounts' password and the parts of a WebAuthn assertion. Security codes are checked by the
 * tests that type them (six digits could appear by chance elsewhere).
 */
export const NEVER_STORED = ['Password123!', 'clientDataJSON', 'authenticatorData', '"signature"'];

/** Every cookie and every origin's localStorage of the context, and the page's sessionStorage, as text. */
async function storedText(page: Page, context: BrowserContext): Promise<string> {
  const state = await context.storageState();
  let session = '';
  if (!page.isClosed() && page.url().startsWith('http')) {
    session = await page.evaluate(() => JSON.stringify({ ...sessionStorage })).catch(() => '');
  }
  return JSON.stringify(state) + session;
}

/**
 * The tests' `test`. Each Playwright worker starts its own simulator, demo relying service and
 * app server on its own ports, in its own process (`e2eServers`, tests/e2eServers.ts), so tests in different
 * workers never share back-end state; `baseURL` and the origins of tests/support.ts are the
 * current worker's (issue 18). Every page is watched for Content-Security-Policy violations, uncaught
 * exceptions and hydration mismatches of prerendered pages, and a test fails if any happened — so every journey the suite walks proves the
 * production build runs under the strict CSP without a crash. After every test, the cookies,
 * localStorage and sessionStorage, and everything the page logged to the console, are searched
 * for {@link NEVER_STORED} (issue 9 "Security").
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
  // eslint-disable-next-line no-empty-pattern -- as above
  baseURL: async ({}, provide) => {
    await provide(`http://localhost:${e2ePorts.app}`);
  },
  pageProblems: [
    async ({ page, context }, use) => {
      const problems: string[] = [];
      const logged: string[] = [];
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
        // main.tsx reports a prerendered page that React had to render afresh (issue 9).
        if (msg.type() === 'error' && /Hydration mismatch/i.test(msg.text())) problems.push(msg.text());
      });
      page.on('pageerror', (err) => problems.push(`Uncaught: ${err.message}`));
      await use(problems);
      expect(problems, 'CSP violations or uncaught exceptions').toEqual([]);
      const stored = await storedText(page, context);
      for (const secret of NEVER_STORED) {
        expect(stored, `"${secret}" in cookies or storage`).not.toContain(secret);
        expect(logged.join('\n'), `"${secret}" in the console`).not.toContain(secret);
      }
    },
    { auto: true },
  ],
});

export { expect };
