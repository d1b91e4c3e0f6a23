import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  advanceClock,
  appOrigin,
  demoOrigin,
  expectHeading,
  latestCode,
  resetSimulator,
  startJourney,
} from '../support.ts';

// issue 23 step 3: with JavaScript switched off, consent and its refusal, the terms update, the
// cookie banner and settings, and the session pages work as HTML forms and links
// (this project runs with javaScriptEnabled: false).

const summary = (page: Page) => page.getByRole('alert').filter({ hasText: 'There is a problem' });
const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on NHS login' });

/** Signs in with the scenario password and the texted code, ending where authcode leads. */
async function signIn(page: Page, email: string) {
  await startJourney(page);
  await page.getByLabel('Enter your email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Password123!');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter the security code');
  await page.getByLabel('Security code', { exact: true }).fill(await latestCode(page, email));
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

test.describe('consent and terms', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
  });

  test('consent refused: no choice is an error, then "go without sharing" ends at the client with access_denied', async ({
    page,
  }) => {
    await signIn(page, 'confirmed@example.com');
    await expectHeading(page, 'Do you agree to share your information with Demo Health Service?');
    await page.getByRole('link', { name: 'I do not agree to share this information' }).click();
    await expectHeading(page, 'You did not agree to share your information');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(summary(page)).toBeVisible();
    await page.getByLabel('Go to Demo Health Service without sharing my information').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((u) => u.origin === demoOrigin && u.pathname === '/callback');
    const url = new URL(page.url());
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('error_description')).toBe('ConsentNotGiven');
    expect(url.searchParams.get('state')).toBe('state-123');
    expect(url.searchParams.has('code')).toBe(false);
  });

  test('consent given: "I agree" posts and the client receives an authorisation code', async ({ page }) => {
    await signIn(page, 'confirmed@example.com');
    await expectHeading(page, 'Do you agree to share your information with Demo Health Service?');
    await page.getByRole('button', { name: 'I agree' }).click();
    await page.waitForURL((u) => u.origin === demoOrigin && u.pathname === '/callback');
    const url = new URL(page.url());
    expect(url.searchParams.get('code')).toBeTruthy();
    expect(url.searchParams.get('state')).toBe('state-123');
    expect(url.searchParams.has('error')).toBe(false);
  });

  test('terms update: "Agree and continue" posts and the journey goes on to consent', async ({ page }) => {
    await signIn(page, 'terms@example.com');
    await expectHeading(page, 'NHS login terms of use update');
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await expect(page).toHaveURL(/\/(nhs-login-consent|callback)/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('NHS login terms of use update');
  });

  test('the session times out: "We have logged you out", and its link goes back to the client', async ({ page }) => {
    await startJourney(page);
    await advanceClock(page, 61);
    await page.getByLabel('Enter your email address').fill('confirmed@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'We have logged you out');
    await page.getByRole('link', { name: 'Go back to Demo Health Service' }).click();
    await page.waitForURL(`${demoOrigin}/`);
  });
});

test.describe('cookies', () => {
  const preference = async (page: Page) =>
    (await page.context().cookies(appOrigin)).find((c) => c.name === 'cookiePreference');

  test('the banner: "Do not use" posts, the server sets the choice and goes back to the same page, which says so until hidden', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await banner(page).getByRole('button', { name: 'Do not use analytics cookies' }).click();
    await expect(page).toHaveURL(`${appOrigin}/privacy`);
    await expectHeading(page, 'NHS login privacy notice');
    expect((await preference(page))?.value).toBe('no');
    // The page the server answers with tells the user, as GOV.UK's banner does (issue 54): the
    // confirmation is an alert and takes focus as the page loads, and "Hide this message" posts.
    const confirmation = banner(page).getByRole('alert');
    await expect(confirmation).toHaveText(/^You have rejected analytics cookies\./);
    await expect(confirmation).toBeFocused();
    await banner(page).getByRole('button', { name: 'Hide this message' }).click();
    await expect(page).toHaveURL(`${appOrigin}/privacy`);
    await expect(banner(page)).toHaveCount(0);
    await page.goto('/cookies');
    await expect(banner(page)).toHaveCount(0);
  });

  test('the banner: "I am OK" posts; the confirmation shows once, on the page it went back to', async ({ page }) => {
    await page.goto('/privacy');
    await banner(page).getByRole('button', { name: 'I am OK with analytics cookies' }).click();
    await expect(banner(page).getByRole('alert')).toHaveText(/^You have accepted analytics cookies\./);
    expect((await preference(page))?.value).toBe('yes');
    // Not hidden, but the next page is a new one: the choice was told already.
    await page.goto('/cookies');
    await expect(banner(page)).toHaveCount(0);
  });

  test('refusing on the settings page deletes the analytics cookie, never a necessary one (issue 45 item 2)', async ({
    page,
    context,
  }) => {
    await startJourney(page);
    await context.addCookies([
      { name: 'cookiePreference', value: 'yes', url: appOrigin },
      { name: 'nhsl_analytics_visitor', value: 'visitor-1', url: appOrigin },
    ]);
    await page.goto('/cookies/cookie-settings');
    await page.getByText('Do not use these cookies').click();
    await page.getByRole('button', { name: 'Save my cookie settings' }).click();
    await expectHeading(page, 'Your cookie settings have been saved');
    const names = (await context.cookies(appOrigin)).map((c) => c.name);
    expect(names).not.toContain('nhsl_analytics_visitor');
    // The necessary ones the journey has by now (the back end's interaction cookie among them).
    for (const necessary of ['cookiePreference', 'nhs-authorization-cookie', 'nhsl-journey', '_interaction'])
      expect(names, necessary).toContain(necessary);
    expect((await preference(page))?.value).toBe('no');
  });

  test('the banner refuses a forged returnTo with 400, never a redirect elsewhere or a 500 (issue 45 Security)', async ({
    page,
  }) => {
    await page.goto('/privacy');
    const form = banner(page).locator('form').first();
    const csrf = await form.locator('input[name="_csrf"]').inputValue();
    const action = await form.getAttribute('action');
    for (const returnTo of [
      '/\t/evil.example/x',
      '/x\n',
      '/x\r',
      '/\v/evil.example',
      '/x\u3000',
      '//evil.example',
      '/\\evil.example',
    ]) {
      const res = await page.request.post(`${appOrigin}${action}`, {
        form: { _csrf: csrf, _action: 'reject', returnTo },
        maxRedirects: 0,
      });
      expect(res.status(), JSON.stringify(returnTo)).toBe(400);
    }
    expect(await preference(page)).toBeUndefined();
  });

  test('the settings page: no choice is an error; "Use these cookies" is saved for a year, then no banner', async ({
    page,
  }) => {
    await page.goto('/cookies/cookie-settings');
    await expect(banner(page)).toBeVisible();
    await page.getByRole('button', { name: 'Save my cookie settings' }).click();
    await expect(page).toHaveTitle('Error: Cookie settings - NHS login');
    await expect(summary(page)).toBeVisible();
    await page.getByLabel('Use these cookies', { exact: true }).check();
    await page.getByRole('button', { name: 'Save my cookie settings' }).click();
    await expect(page).toHaveURL(/\/cookies\/cookie-settings-changed$/);
    await expectHeading(page, 'Your cookie settings have been saved');
    const pref = await preference(page);
    expect(pref?.value).toBe('yes');
    expect((pref!.expires * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(360);
    await expect(banner(page)).toHaveCount(0);
  });
});
