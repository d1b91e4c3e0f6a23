/**
 * Firefox for the cross-browser smoke: Debian's `firefox-esr`, driven by puppeteer-core over
 * WebDriver BiDi (Playwright's own Firefox build cannot be downloaded here; ../shared/TOOLCHAIN.md
 * "Firefox and WebKit"). Without script, puppeteer's XPath and its element clicks hang, so every
 * click is a mouse click at the element's box centre, and elements are found by CSS selectors.
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser as PuppeteerBrowser, type Page } from 'puppeteer-core';
import {
  PRESS_SCRIPT,
  type Browser,
  type FastPress,
  type JourneyContext,
  type Mode,
  ACCOUNT,
  DEMO,
} from './journey.ts';

/** The Firefox binary: FIREFOX_PATH, else Debian's firefox-esr. */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Resolves after `ms` milliseconds. */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The console message prefix by which the fast mode's preload script reports a press. */
const PRESS_MESSAGE = 'xb-press ';

/**
 * Launches a headless Firefox ESR for one pass of the journey, with script or without it (the
 * pref `javascript.enabled=false`), with a tall window so that no click target is below the fold.
 * @param mode - the pass's mode; only 'no script' switches script off
 * @throws Error when the Firefox binary is missing or does not start
 */
export async function launchFirefox(mode: Mode): Promise<Browser> {
  if (!existsSync(firefoxPath))
    throw new Error(
      `Firefox is missing at ${firefoxPath} (bash scripts/ensure-tools.sh --browser installs firefox-esr)`,
    );
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    defaultViewport: { width: 1000, height: 1600 },
    extraPrefsFirefox: mode === 'no script' ? { 'javascript.enabled': false } : {},
  });
  try {
    const page = await browser.newPage();
    const version = (await browser.version()).replace(/^firefox\//i, '');
    return new FirefoxTab(browser, page, `Firefox ESR ${version}, ${mode}`);
  } catch (err) {
    await browser.close();
    throw err;
  }
}

/** One tab of a launched Firefox, as the journey drives it. */
class FirefoxTab implements Browser {
  constructor(
    private readonly browser: PuppeteerBrowser,
    private readonly page: Page,
    readonly label: string,
  ) {}

  async open(url: string): Promise<void> {
    await this.page.goto(url);
  }

  // Every query is one script call with the selector (no element handles: puppeteer caches the
  // document's handle, which a form post replaces under it, and a stale one rejects unhandled).

  async heading(): Promise<string> {
    return this.page.evaluate(() => (document.querySelector('h1')?.textContent ?? '').trim());
  }

  async url(): Promise<string> {
    // page.url() misses the app's in-app navigations (history.pushState) over BiDi.
    return this.page.evaluate(() => location.href);
  }

  async mounted(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.hasAttribute('data-mounted'));
  }

  async text(selector: string): Promise<string | undefined> {
    return this.page.evaluate((s) => document.querySelector(s)?.textContent?.trim(), selector);
  }

  async type(form: string, name: string, value: string): Promise<void> {
    await this.click(`${form} input[name="${name}"]`);
    await this.page.keyboard.type(value);
  }

  async click(selector: string): Promise<void> {
    const box = await this.page.evaluate((s) => {
      const element = document.querySelector(s);
      if (!element) return undefined;
      element.scrollIntoView({ block: 'center' });
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x: x + width / 2, y: y + height / 2 };
    }, selector);
    if (!box) throw new Error(`nothing to click at ${selector}`);
    await this.page.mouse.click(box.x, box.y);
  }

  /**
   * The press script runs as a preload script of every document (BiDi `script.addPreloadScript`)
   * at DOMContentLoaded, before the app's start-up has loaded anything beyond its entry, and
   * reports each press on the console, which this collects.
   */
  async runFast(ctx: JourneyContext, timeoutMs: number): Promise<FastPress[]> {
    const presses: FastPress[] = [];
    this.page.on('console', (message) => {
      const text = message.text();
      if (text.startsWith(PRESS_MESSAGE)) presses.push(JSON.parse(text.slice(PRESS_MESSAGE.length)) as FastPress);
    });
    const args = JSON.stringify({ appOrigin: ctx.appOrigin, email: ACCOUNT.email, password: ACCOUNT.password });
    await this.page.evaluateOnNewDocument(
      `document.addEventListener('DOMContentLoaded', () => {
        (${PRESS_SCRIPT})(${args}).then((r) => {
          if (r.pressed) console.info(${JSON.stringify(PRESS_MESSAGE)} + JSON.stringify(r.pressed));
        });
      });`,
    );
    await this.click('a.button');
    const until = Date.now() + timeoutMs;
    while (Date.now() < until && (await this.heading().catch(() => '')) !== DEMO.signedIn) await sleep(50);
    return presses;
  }

  async screenshot(file: string): Promise<void> {
    await this.page.screenshot({ path: file as `${string}.png`, fullPage: true });
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}
