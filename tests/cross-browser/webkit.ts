/**
 * WebKit for the cross-browser smoke: WebKitGTK's MiniBrowser, driven by `webkit2gtk-driver`'s
 * WebKitWebDriver with selenium-webdriver, under a virtual X server (Xvfb). Playwright's own
 * WebKit build cannot be downloaded here (../shared/TOOLCHAIN.md "Firefox and WebKit"): the
 * browser gets `--automation`, the session is created without a `browserName`, and pages load
 * with the `normal` strategy (`eager` hangs the first script call). Without script, MiniBrowser
 * runs with `--enable-javascript-markup=false`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { By, Capabilities, WebDriver } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http';
import {
  PRESS_SCRIPT,
  type Browser,
  type FastPress,
  type JourneyContext,
  type Mode,
  type PressResult,
  ACCOUNT,
  DEMO,
} from './journey.ts';

/** The WebDriver server: WEBKIT_WEBDRIVER_PATH, else Debian's. */
export const webKitDriverPath = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/** The browser: WEBKIT_MINIBROWSER_PATH, else WebKitGTK's MiniBrowser wherever Debian put it (per architecture). */
export function miniBrowserPath(): string {
  if (process.env.WEBKIT_MINIBROWSER_PATH) return process.env.WEBKIT_MINIBROWSER_PATH;
  for (const lib of ['/usr/lib', '/usr/libexec']) {
    if (!existsSync(lib)) continue;
    for (const dir of ['', ...readdirSync(lib)]) {
      const file = `${lib}/${dir}${dir ? '/' : ''}webkit2gtk-4.1/MiniBrowser`;
      if (existsSync(file)) return file;
    }
  }
  return '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
}

/** Resolves after `ms` milliseconds. */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The X server and the WebDriver server the WebKit passes share. */
export interface WebKitServers {
  /** Opens MiniBrowser for one pass (a new WebDriver session). */
  launch(mode: Mode): Promise<Browser>;
  /** Stops the WebDriver server and the X server. */
  close(): Promise<void>;
}

/** Stops a child process and resolves once it has exited. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Starts Xvfb (on the first free display, which it names itself: `-displayfd`) and
 * WebKitWebDriver on `port`, and resolves once the driver answers its status.
 * @param port - the WebDriver server's port
 * @throws Error when a binary is missing, or either server does not start within 10 s
 */
export async function startWebKit(port: number): Promise<WebKitServers> {
  const browserPath = miniBrowserPath();
  for (const [what, file] of [
    ['WebKitWebDriver', webKitDriverPath],
    ['MiniBrowser', browserPath],
  ] as const)
    if (!existsSync(file))
      throw new Error(
        `${what} is missing at ${file} (bash scripts/ensure-tools.sh --browser installs webkit2gtk-driver)`,
      );
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1280x1600x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const children: ChildProcess[] = [xvfb];
  // Should this process end without closing them (a crash), they end with it.
  const killOnExit = () => children.forEach((child) => child.kill('SIGTERM'));
  process.once('exit', killOnExit);
  const closeAll = async () => {
    process.off('exit', killOnExit);
    await Promise.all(children.reverse().map(stop));
  };
  try {
    const display = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('Xvfb did not start within 10 s')), 10_000);
      xvfb.once('error', (err) =>
        reject(new Error(`Xvfb did not start (is the xvfb package installed?): ${err.message}`)),
      );
      xvfb.stdout.once('data', (data: Buffer) => {
        clearTimeout(timer);
        resolve(String(data).trim());
      });
    });
    const driverLog: string[] = [];
    const driver = spawn(webKitDriverPath, [`--port=${port}`], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DISPLAY: `:${display}` },
    });
    children.push(driver);
    driver.stderr.on('data', (data: Buffer) => driverLog.push(String(data)));
    const url = `http://127.0.0.1:${port}`;
    const until = Date.now() + 10_000;
    for (;;) {
      const ready = await fetch(`${url}/status`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ready) break;
      if (driver.exitCode !== null || Date.now() > until)
        throw new Error(`WebKitWebDriver did not start on port ${port}: ${driverLog.join('')}`);
      await sleep(50);
    }
    return {
      launch: async (mode) => {
        const capabilities = new Capabilities({
          pageLoadStrategy: 'normal',
          'webkitgtk:browserOptions': {
            binary: browserPath,
            args: ['--automation', ...(mode === 'no script' ? ['--enable-javascript-markup=false'] : [])],
          },
        });
        const session = await WebDriver.createSession(new Executor(new HttpClient(url)), capabilities);
        const caps = await session.getCapabilities();
        const version = String(caps.get('browserVersion') ?? '');
        return new WebKitTab(session, `WebKitGTK ${version}, ${mode}`.replace('  ', ' '));
      },
      close: closeAll,
    };
  } catch (err) {
    await closeAll();
    throw err;
  }
}

/** One MiniBrowser session, as the journey drives it. */
class WebKitTab implements Browser {
  constructor(
    private readonly driver: WebDriver,
    readonly label: string,
  ) {}

  async open(url: string): Promise<void> {
    await this.driver.get(url);
  }

  async heading(): Promise<string> {
    const [h1] = await this.driver.findElements(By.css('h1'));
    return h1 ? (await h1.getText()).trim() : '';
  }

  async url(): Promise<string> {
    return this.driver.getCurrentUrl();
  }

  async mounted(): Promise<boolean> {
    return (await this.driver.findElements(By.css('html[data-mounted]'))).length > 0;
  }

  async text(selector: string): Promise<string | undefined> {
    const [element] = await this.driver.findElements(By.css(selector));
    return element ? (await element.getText()).trim() : undefined;
  }

  async type(form: string, name: string, value: string): Promise<void> {
    await this.driver.findElement(By.css(`${form} input[name="${name}"]`)).sendKeys(value);
  }

  async click(selector: string): Promise<void> {
    await this.driver.findElement(By.css(selector)).click();
  }

  /**
   * WebKitWebDriver has no preload scripts, so the press script is sent again and again (each
   * call returns once the page it finds has loaded: the `normal` strategy), as fast as the
   * driver answers; it presses once per document.
   */
  async runFast(ctx: JourneyContext, timeoutMs: number): Promise<FastPress[]> {
    const presses: FastPress[] = [];
    const args = { appOrigin: ctx.appOrigin, email: ACCOUNT.email, password: ACCOUNT.password };
    await this.click('a.button');
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const result = (await this.driver
        .executeScript(`return (${PRESS_SCRIPT})(arguments[0]);`, args)
        .catch(() => undefined)) as PressResult | undefined;
      if (result && 'pressed' in result) presses.push(result.pressed);
      else if (result?.heading === DEMO.signedIn) break;
      else await sleep(10);
    }
    return presses;
  }

  async screenshot(file: string): Promise<void> {
    writeFileSync(file, await this.driver.takeScreenshot(), 'base64');
  }

  async close(): Promise<void> {
    await this.driver.quit();
  }
}
