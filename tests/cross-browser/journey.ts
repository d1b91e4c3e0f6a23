/**
 * The sign-in journey of the cross-browser smoke (issue 44), written once for every browser: the
 * demo client starts it, then enter-email, the password, the texted security code, consent and
 * back at the client, signed in. Each browser (firefox.ts, webkit.ts) gives a {@link Browser}
 * whose pages this drives in three modes: with script (each step once the app has taken the page
 * over), without script (every step a native form post), and fast (each page filled and submitted
 * by a script before the app takes it over: the first at once, each later one just as the app
 * begins to load, the moment a press used to be lost).
 */

/** The simulator's account the journey signs in as: a password, a mobile, no consent yet. */
export const ACCOUNT = { email: 'confirmed@example.com', password: 'Password123!' } as const;

/** How the journey is driven. */
export type Mode = 'script' | 'no script' | 'fast';

/** One page of the journey and what the user does on it. */
export interface Step {
  /** The page's h1, which the user sees once the page is there. */
  heading: string;
  /** The field to type into (its `name`) and the value; none on the consent page. */
  field?: { name: string; value: (ctx: JourneyContext) => Promise<string> };
  /** The button the user presses. */
  button: string;
}

/** What a step's value may need: the simulator's outbox, reached through the app's origin. */
export interface JourneyContext {
  /** The app's origin, e.g. http://localhost:4602. */
  appOrigin: string;
}

/**
 * The newest security code the simulator "sent" to `email`, asked of its outbox until one is
 * there.
 * @param appOrigin - the app's origin (the simulator's routes are served through it)
 * @param email - the account's email address
 * @param timeoutMs - how long to wait for a code, in milliseconds
 * @throws Error when no code came within the time
 */
export async function latestCode(appOrigin: string, email: string, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${appOrigin}/simulator/outbox.json?email=${encodeURIComponent(email)}`);
    const list = (await res.json()) as { code: string }[];
    if (list[0]) return list[0].code;
    if (Date.now() > until) throw new Error(`no security code was sent to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The app's pages of the journey, in order (from enter-email to consent). */
export const STEPS: Step[] = [
  {
    heading: 'Enter your email address',
    field: { name: 'email', value: () => Promise.resolve(ACCOUNT.email) },
    button: 'Continue',
  },
  {
    heading: 'Enter your password',
    field: { name: 'password', value: () => Promise.resolve(ACCOUNT.password) },
    button: 'Continue',
  },
  {
    heading: 'Enter the security code',
    field: { name: 'code', value: ({ appOrigin }) => latestCode(appOrigin, ACCOUNT.email) },
    button: 'Continue',
  },
  { heading: 'Do you agree to share your information with Demo Health Service?', button: 'I agree' },
];

/** The demo client's pages. */
export const DEMO = { start: 'Demo Health Service', link: 'Continue with NHS login', signedIn: 'Signed in' } as const;

/**
 * The CSS selector of a journey page's own form: the one posting to the page's path that is not
 * one of its other forms (which carry an `_action`, e.g. "Send the security code again").
 * @param path - the page's path, e.g. /enter-email
 */
export function journeyFormSelector(path: string): string {
  return `main form[action="${path}"]:not(:has(input[name="_action"]))`;
}

/**
 * The fast mode's press, run in the page (plain JavaScript, so that no compiler's helper ends up in
 * it): an expression whose value is a function of `{ appOrigin, email, password }`. On a journey
 * page of the app (its own form there, not yet pressed in this document) it fills the form's
 * field (email, password, or the newest security code from the simulator's outbox), notes
 * whether the app has taken the page over (`<html data-mounted>`) and clicks the form's submit
 * button; it resolves to `{ pressed: { path, mounted, arrived } }`. The first page is pressed at
 * once (a post before any of the app's start-up); each later one as soon as the app has begun
 * to load its start-up files (their preloads are in the head), while it is taking the page over. Anywhere else it resolves
 * to `{ heading }`, the page's h1 (the client's "Signed in" ends the run).
 */
export const PRESS_SCRIPT = `async ({ appOrigin, email, password }) => {
  const heading = (document.querySelector('h1')?.textContent ?? '').trim();
  if (location.origin !== appOrigin || window.__xbPressed) return { heading };
  const path = location.pathname;
  const form = document.querySelector('main form[action="' + path + '"]:not(:has(input[name="_action"]))');
  const button = form?.querySelector('button[type="submit"]');
  if (!button) return { heading };
  window.__xbPressed = true;
  const fill = (name, value) => {
    const input = form.querySelector('input[name="' + name + '"]');
    if (!input) return;
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  fill('email', email);
  fill('password', password);
  if (form.querySelector('input[name="code"]')) {
    for (let i = 0; i < 200; i += 1) {
      const res = await fetch('/simulator/outbox.json?email=' + encodeURIComponent(email));
      const list = await res.json();
      if (list[0]) {
        fill('code', list[0].code);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  // After the first page, the press waits for the app to begin loading (main.tsx has added the
  // preloads of the start-up files the page names): the moment a press used to be lost.
  const first = document.querySelector('meta[name="nhsl-start-files"]')?.content.split(' ')[0];
  if (path !== '/enter-email' && first) {
    for (let i = 0; i < 400 && !document.querySelector('link[rel="modulepreload"][href="' + first + '"]'); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const mounted = document.documentElement.hasAttribute('data-mounted');
  const arrived = performance.getEntriesByType('navigation')[0]?.type ?? '';
  button.click();
  return { pressed: { path, mounted, arrived } };
}`;

/** What {@link PRESS_SCRIPT} resolves to. */
export type PressResult = { pressed: FastPress } | { heading: string };

/**
 * What one browser in one mode offers the journey. Every method acts as a user would see it or
 * do it; none waits for anything by itself beyond the browser's own command.
 */
export interface Browser {
  /** The browser and mode, for messages, e.g. "Firefox ESR 140.12.0esr, no script". */
  readonly label: string;
  /** Opens `url` in the tab. */
  open(url: string): Promise<void>;
  /** The page's h1 text (trimmed), or '' while there is none (or the page is between documents). */
  heading(): Promise<string>;
  /** The tab's address now (after any in-app navigation). */
  url(): Promise<string>;
  /** Whether the app has taken the page over (`<html data-mounted>`, set by start.tsx). */
  mounted(): Promise<boolean>;
  /** The text of the first element matching `selector`, or undefined when there is none. */
  text(selector: string): Promise<string | undefined>;
  /** Types `value` into the input named `name` of the form `form` (a CSS selector). */
  type(form: string, name: string, value: string): Promise<void>;
  /** Clicks the first element matching `selector`, as a mouse would. */
  click(selector: string): Promise<void>;
  /**
   * Fast mode: clicks the demo client's link, then presses each journey page's button (its field
   * filled) by a script in the page as soon as the document allows ({@link PRESS_SCRIPT}),
   * until the client's "Signed in" page is there or `timeoutMs` (milliseconds) has passed.
   * Resolves to the presses made, in order.
   */
  runFast(ctx: JourneyContext, timeoutMs: number): Promise<FastPress[]>;
  /** Saves a PNG screenshot of the tab to `file`. */
  screenshot(file: string): Promise<void>;
  /** Ends the browser (its processes too). */
  close(): Promise<void>;
}

/** One press of the fast mode: the page's path and whether the app had taken the page over. */
export interface FastPress {
  path: string;
  mounted: boolean;
  /** How the browser came to the page: 'navigate', or 'reload' when the page was loaded afresh. */
  arrived: string;
}

/** A failed step: which one, and what the page showed. */
export class StepError extends Error {
  constructor(
    readonly step: string,
    message: string,
  ) {
    super(message);
  }
}

/** Resolves after `ms` milliseconds. */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the page's h1 reads `heading`, polling every 50 ms.
 * @param timeoutMs - how long to wait, in milliseconds
 * @throws StepError naming the step, the heading seen and the address, when it does not come in time
 */
export async function waitForHeading(browser: Browser, step: string, heading: string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  let seen = '';
  for (;;) {
    seen = await browser.heading().catch(() => '');
    if (seen === heading) return;
    if (Date.now() > until) break;
    await sleep(50);
  }
  throw new StepError(
    step,
    `expected the heading "${heading}", the page shows "${seen}" at ${await browser.url().catch(() => '?')}`,
  );
}

/**
 * Waits until the app has taken the page over (with script).
 * @param timeoutMs - how long to wait, in milliseconds
 * @throws StepError when it does not within the time
 */
async function waitForMounted(browser: Browser, step: string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!(await browser.mounted().catch(() => false))) {
    if (Date.now() > until)
      throw new StepError(step, `the app did not take the page over at ${await browser.url().catch(() => '?')}`);
    await sleep(50);
  }
}

/**
 * Runs the sign-in journey from the demo client back to it, in one browser and mode, and checks
 * what a user would notice: each page's heading, then the client's "Signed in" page with the
 * account's email. In fast mode it also checks that each page was pressed once (no press lost,
 * none repeated) and that at least the first press came before the app took its page over.
 * @param browser - the browser, fresh (no cookies)
 * @param mode - how to drive it
 * @param ctx - the servers' origins
 * @param onStep - told the name of each step as it starts (for the failure report)
 * @returns in fast mode, how many presses came before the app took their page over (else '')
 * @throws StepError at the first step whose page is not what the user should see
 */
export async function runJourney(
  browser: Browser,
  mode: Mode,
  ctx: JourneyContext & { demoOrigin: string },
  onStep: (step: string) => void,
): Promise<string> {
  let step = 'the demo client';
  onStep(step);
  await browser.open(`${ctx.demoOrigin}/`);
  await waitForHeading(browser, step, DEMO.start);
  let presses: FastPress[] = [];
  if (mode === 'fast') {
    step = 'the journey pressed as fast as a script can';
    onStep(step);
    presses = await browser.runFast(ctx, 20_000);
    const pressed = presses.map((p) => `${p.path}${p.arrived === 'navigate' ? '' : ` (${p.arrived})`}`);
    step = `back at the client, after pressing on ${pressed.join(' ') || 'no page'}`;
    onStep(step);
  } else {
    await browser.click('a.button');
    for (const page of STEPS) {
      step = page.heading;
      onStep(step);
      await waitForHeading(browser, step, page.heading);
      if (mode === 'script') await waitForMounted(browser, step);
      const path = new URL(await browser.url()).pathname;
      const form = journeyFormSelector(path);
      if (page.field) await browser.type(form, page.field.name, await page.field.value(ctx));
      await browser.click(`${form} button[type="submit"]`);
    }
  }
  if (mode !== 'fast') {
    step = 'back at the client';
    onStep(step);
  }
  await waitForHeading(browser, step, DEMO.signedIn);
  const email = await browser.text('[data-claim="email"]');
  if (email !== ACCOUNT.email) throw new StepError(step, `the client shows the email "${email}"`);
  if (mode === 'fast') {
    const paths = presses.map((p) => p.path).join(' ');
    const expected = '/enter-email /log-in-password /enter-mobile-code /nhs-login-consent';
    if (paths !== expected) throw new StepError(step, `the pages pressed were "${paths}", not "${expected}"`);
    if (presses[0]?.mounted !== false)
      throw new StepError(step, 'the first press came after the app had taken the page over: nothing was raced');
    return `${presses.filter((p) => !p.mounted).length} of ${presses.length} presses before the app took the page over`;
  }
  return '';
}
