import { existsSync } from 'node:fs';

/**
 * Where Chromium is and how it is launched, for every browser test (Vitest browser mode,
 * Storybook tests, Playwright end-to-end). Debian's Chromium is used: browser downloads do not
 * work on these machines. CHROMIUM_PATH overrides the path.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Where Debian's package `chromium-headless-shell` puts Chromium's headless shell. */
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the test command's Playwright runs drive (end to end, the stories' visual
 * comparisons, the consumer check): CHROMIUM_HEADLESS_SHELL_PATH, else Debian's
 * `chromium-headless-shell` when it is installed (scripts/ensure-tools.sh installs it beside
 * `chromium`) and CHROMIUM_PATH is not set, else {@link chromiumPath}. The headless shell is the
 * same Chromium build (same Blink, V8 and network stack, the same version as Debian's `chromium`)
 * without the desktop browser around it; it is what Playwright itself drives headless. On 2 cores
 * it walks the same journeys with about 40 % less CPU, and every story's screenshot matches its
 * baseline in both (docs/decisions/0042-chromium-headless-shell.md). The Lighthouse bench and Vitest's browser
 * mode keep the full browser.
 */
export const testChromiumPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ??
  (process.env.CHROMIUM_PATH === undefined && existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : chromiumPath);

/** Flags that keep headless Chromium quiet and off the network. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
