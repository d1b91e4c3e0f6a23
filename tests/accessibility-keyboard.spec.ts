import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { people, PROOFING_EMAIL } from './proofingSupport.ts';
import { appOrigin, demoOrigin, expectHeading, latestCode, resetSimulator } from './support.ts';

/**
 * Keyboard-only journeys (issue 25 "Checks that keep these fixed" → Keyboard): registration,
 * recovery (change mobile), consent and refusal, cookie settings and proofing, each walked with
 * Tab, Shift+Tab, Enter, Space, the arrow keys and typing — no clicks, no `fill`. Sign-in and the
 * cookie banner are walked in tests/accessibility.spec.ts. Security codes are read from the
 * simulator's outbox, as a user reads their phone.
 */

const PASSWORD = 'Password123!';
const CONSENT = /Do you agree to share your information/;

test.beforeEach(async ({ page, context }) => {
  await resetSimulator(page);
  await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
});

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus; fails after `max` presses. Waits
 * first until the target can take focus (a prerendered page's buttons are disabled until the app runs).
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 30 } = {}): Promise<void> {
  await expect(target).toBeEnabled();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  expect(false, `Tab reaches ${target.toString()}`).toBe(true);
}

/** Tabs to the field and types into it. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Tabs to a button or link and presses Enter. */
async function press(page: Page, control: Locator): Promise<void> {
  await tabTo(page, control);
  await page.keyboard.press('Enter');
}

/** Tabs into the radio group of `radio` (one Tab stop) and selects `radio` with the arrow keys. */
async function chooseRadio(page: Page, radio: Locator): Promise<void> {
  const name = await radio.getAttribute('name');
  const group = page.locator(`input[type=radio][name="${name}"]`);
  await expect(group.first()).toBeEnabled();
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    if (await group.evaluateAll((els) => els.includes(document.activeElement as HTMLElement))) break;
  }
  for (let i = 0; i < 10 && !(await radio.isChecked()); i++) {
    const onIt = await radio.evaluate((el) => el === document.activeElement);
    await page.keyboard.press(onIt ? 'Space' : 'ArrowDown');
  }
  await expect(radio).toBeChecked();
  await expect(radio).toBeFocused();
}

const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });
const link = (page: Page, name: string | RegExp) => page.getByRole('link', { name, exact: typeof name === 'string' });
/** The page's Continue: a button, or a link styled as one. */
const continueControl = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Continue', exact: true }).or(link(page, 'Continue'));

/** From the demo relying service at `level` to enter-email, by keyboard. */
async function startAtDemo(page: Page, level: string) {
  await page.goto(`${demoOrigin}/?level=${level}`);
  await press(page, link(page, 'Continue with NHS login'));
  await expectHeading(page, 'Enter your email address');
}

/** Email and password by keyboard; lands on enter-mobile-code. */
async function emailAndPassword(page: Page, email: string) {
  await typeInto(page, page.getByLabel('Enter your email address'), email);
  await press(page, continueControl(page));
  await expectHeading(page, 'Enter your password');
  await typeInto(page, page.getByLabel('Password', { exact: true }), PASSWORD);
  await press(page, continueControl(page));
  await expectHeading(page, 'Enter the security code');
}

/** The code the simulator last sent to `email`, typed into the code field, then Continue. */
async function enterCode(page: Page, email: string, field: Locator, submit = continueControl(page)) {
  await typeInto(page, field, await latestCode(page, email));
  await press(page, submit);
}

test('keyboard only: register a new account, then agree to share on the consent page', async ({ page }) => {
  const email = 'keyboard-person@example.com';
  await startAtDemo(page, 'P0');
  await typeInto(page, page.getByLabel('Enter your email address'), email);
  await press(page, continueControl(page));
  await expectHeading(page, 'Create your NHS login');
  await press(page, continueControl(page));
  await expect(page).toHaveURL(/\/register\/create-account$/);
  await expect(page.getByLabel('Enter your email address')).toHaveValue(email);
  await press(page, continueControl(page));
  await expectHeading(page, 'Agree to the terms of use');
  const agree = page.getByLabel('I agree to the NHS login terms of use');
  await tabTo(page, agree);
  await page.keyboard.press('Space');
  await expect(agree).toBeChecked();
  await press(page, continueControl(page));
  await expectHeading(page, 'Check your email');
  await enterCode(page, email, page.getByLabel(/Enter the code|Security code/));
  await expectHeading(page, 'Create a password');
  await typeInto(page, page.getByLabel('Password', { exact: true }), 'correct horse battery');
  await typeInto(page, page.getByLabel('Confirm your password'), 'correct horse battery');
  await press(page, continueControl(page));
  await expectHeading(page, 'Enter your mobile phone number');
  await typeInto(page, page.getByLabel('UK mobile phone number'), '07700 900 321');
  await press(page, continueControl(page));
  await expectHeading(page, 'Check your phone');
  await enterCode(page, email, page.getByLabel(/Enter the code|Security code/), button(page, 'Create my NHS login'));
  await expectHeading(page, CONSENT);
  await press(page, button(page, 'I agree'));
  await page.waitForURL((u) => u.origin === demoOrigin && u.pathname === '/callback');
  expect(new URL(page.url()).searchParams.get('code')).toBeTruthy();
});

test('keyboard only: refuse consent, back at the client without a code', async ({ page }) => {
  const email = 'confirmed@example.com';
  await startAtDemo(page, 'P0');
  await emailAndPassword(page, email);
  await enterCode(page, email, page.getByLabel('Security code', { exact: true }));
  await expectHeading(page, CONSENT);
  await press(page, link(page, 'I do not agree to share this information'));
  await chooseRadio(page, page.getByLabel('Go to Demo Health Service without sharing my information'));
  await press(page, continueControl(page));
  await page.waitForURL((u) => u.origin === demoOrigin && u.pathname === '/callback');
  expect(new URL(page.url()).searchParams.get('error_description')).toBe('ConsentNotGiven');
});

test('keyboard only: recovery, change the mobile number from the security code page', async ({ page }) => {
  const email = 'new-mobile@example.com';
  await startAtDemo(page, 'P0');
  await emailAndPassword(page, email);
  // The details expander: Enter on its summary opens it.
  await press(page, page.locator('summary', { hasText: 'I cannot log in using my mobile phone' }));
  await press(page, link(page, 'Change my mobile phone number'));
  await expectHeading(page, 'Enter your new mobile phone number');
  await typeInto(page, page.getByLabel('UK mobile phone number'), '07700 900 999');
  await press(page, continueControl(page));
  await expectHeading(page, 'Enter the security code');
  await expect(page.getByText('mobile number ending in 0999')).toBeAttached();
  await enterCode(page, email, page.getByLabel('Security code', { exact: true }));
  await expectHeading(page, CONSENT);
});

test('keyboard only: cookie settings, choose and save', async ({ page, context }) => {
  await context.addCookies([{ name: 'cookiePreference', value: 'yes', url: appOrigin }]);
  await page.goto('/cookies/cookie-settings');
  await expectHeading(page, 'Cookie settings');
  await chooseRadio(page, page.getByLabel('Do not use these cookies'));
  await press(page, button(page, 'Save my cookie settings'));
  await expectHeading(page, 'Your cookie settings have been saved');
  expect((await context.cookies()).find((c) => c.name === 'cookiePreference')?.value).toBe('no');
});

test('keyboard only: proofing, matched by NHS number to consent', async ({ page }) => {
  const alice = people.alice;
  await startAtDemo(page, 'P5');
  await emailAndPassword(page, PROOFING_EMAIL);
  await enterCode(page, PROOFING_EMAIL, page.getByLabel('Security code', { exact: true }));
  await expectHeading(page, 'Help us find your NHS record');
  await press(page, continueControl(page));
  await expectHeading(page, 'Do you know your NHS number?');
  await chooseRadio(page, page.getByLabel('Yes', { exact: true }));
  await typeInto(page, page.getByLabel('NHS number', { exact: true }), alice.nhsNumber);
  await press(page, continueControl(page));
  await expectHeading(page, 'What is your date of birth?');
  const [day, month, year] = alice.dob;
  await typeInto(page, page.getByLabel('Day'), day);
  await typeInto(page, page.getByLabel('Month'), month);
  await typeInto(page, page.getByLabel('Year'), year);
  await press(page, continueControl(page));
  await expectHeading(page, 'What is your postcode?');
  await typeInto(page, page.getByLabel('What is your postcode?'), alice.postcode);
  await press(page, continueControl(page));
  await expectHeading(page, 'Check your details');
  await press(page, link(page, 'Submit'));
  await expectHeading(page, CONSENT);
});
