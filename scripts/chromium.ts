/**
 * Where Chromium is and how it is launched, for every browser test (Vitest browser mode,
 * Storybook tests, Playwright end-to-end). Debian's Chromium is used: browser downloads do not
 * work on these machines. CHROMIUM_PATH overrides the path.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
