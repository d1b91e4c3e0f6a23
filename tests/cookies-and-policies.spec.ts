import { expect, test } from './fixtures.ts';
import { appOrigin, appReady, expectHeading, expectNoAxeViolations } from './support.ts';

const ANALYTICS_SCRIPT = '/simulator/analytics.js';

test('first visit: the cookie banner shows; rejecting keeps only the necessary cookies and never loads analytics', async ({
  page,
  context,
}) => {
  const analyticsRequests: string[] = [];
  page.on('request', (r) => r.url().includes(ANALYTICS_SCRIPT) && analyticsRequests.push(r.url()));
  await context.addCookies([
    { name: 'id_token', value: 'a.b.c', url: appOrigin },
    { name: 'some_tracker', value: 'x', url: appOrigin },
    { name: 'nhsl_analytics_visitor', value: 'old', url: appOrigin },
  ]);
  await page.goto('/cookies');
  const banner = page.getByRole('region', { name: 'Cookies on NHS login' });
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page);
  await banner.getByRole('button', { name: 'Do not use analytics cookies' }).click();
  // The confirmation is an alert and takes focus (issue 54, as GOV.UK's banner).
  await expect(banner.getByRole('alert')).toBeFocused();
  await expect(banner.getByRole('alert')).toContainText('You have rejected analytics cookies.');
  const names = (await context.cookies()).map((c) => c.name).sort();
  // The necessary cookies, and the sealed journey cookie (necessary too, HttpOnly; issue 23).
  expect(names).toEqual(['cookiePreference', 'id_token', 'nhsl-journey']);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cookies on NHS login' })).toHaveCount(0);
  expect(analyticsRequests).toEqual([]);
});

test('accepting sets the 12-month analytics cookie and only then loads the analytics script', async ({
  page,
  context,
}) => {
  const analyticsRequests: string[] = [];
  page.on('request', (r) => r.url().includes(ANALYTICS_SCRIPT) && analyticsRequests.push(r.url()));
  await page.goto('/cookies');
  await expectHeading(page, 'NHS login cookie policy');
  expect(analyticsRequests).toEqual([]);
  await page.getByRole('button', { name: 'I am OK with analytics cookies' }).click();
  await expect.poll(() => analyticsRequests.length).toBe(1);
  const visitor = (await context.cookies()).find((c) => c.name === 'nhsl_analytics_visitor');
  expect(visitor).toBeTruthy();
  const days = (visitor!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(360);
  expect(days).toBeLessThan(367);
});

test('cookie settings: required choice, then saved for a year and the page reloads into cookie-settings-changed', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'cookiePreference', value: 'yes', url: appOrigin }]);
  await page.goto('/cookies/cookie-settings');
  await expectHeading(page, 'Cookie settings');
  await expect(page.getByLabel('Use these cookies', { exact: true })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByText('Do not use these cookies').click();
  await page.getByRole('button', { name: 'Save my cookie settings' }).click();
  await expect(page).toHaveURL(/\/cookies\/cookie-settings-changed$/);
  await expectHeading(page, 'Your cookie settings have been saved');
  await expectNoAxeViolations(page);
  const pref = (await context.cookies()).find((c) => c.name === 'cookiePreference')!;
  expect(pref.value).toBe('no');
  const days = (pref.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(360);
});

// One test for the table, each page loaded in the same browser context
// (docs/decisions/0045-fewer-browser-contexts.md); a failing step names its page.
test('each policy page shows its heading and version and passes axe', async ({ page, context }) => {
  await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
  for (const [path, heading, fact] of [
    ['/cookies', 'NHS login cookie policy', 'Version 2.1, 9 July 2024'],
    ['/terms-and-conditions', 'NHS login terms of use', 'Version 3.1, 5 January 2024'],
    ['/privacy', 'NHS login privacy notice', 'Version 4.4, July 2024'],
    ['/accessibility', 'Accessibility statement for NHS login', 'Web Content Accessibility Guidelines version 2.2 AA'],
    ['/legal-notice', 'Legal notice', 'Computer Misuse Act 1990'],
  ] as const) {
    await test.step(`${path} shows "${heading}"`, async () => {
      await page.goto(path);
      await expectHeading(page, heading);
      await expect(page.getByText(fact)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test('the footer links reach the policy pages', async ({ page, context }) => {
  await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
  await page.goto('/accessibility');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
  await expectHeading(page, 'NHS login terms of use');
  // A page of the other build (issue 55) loads as a document: Back is page script's, once it runs.
  await appReady(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expectHeading(page, 'Accessibility statement for NHS login');
});
