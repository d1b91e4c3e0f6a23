import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { appOrigin, authorizationQuery, expectNoAxeViolations, startJourney } from './support.ts';

// issue 9 "Performance": the public entry pages are prerendered at build time with their
// critical styles, so text and form appear before any JavaScript runs, and hydrate without
// layout shift.

const pages = [
  { path: '/enter-email', title: 'Enter your email address - NHS login', heading: 'Enter your email address' },
  { path: '/log-in-password', title: 'Enter your password - NHS login', heading: 'Enter your password' },
  { path: '/cookies', title: 'Cookie policy - NHS login', heading: 'NHS login cookie policy' },
  { path: '/terms-and-conditions', title: 'NHS login terms of use - NHS login', heading: 'NHS login terms of use' },
  { path: '/privacy', title: 'NHS login privacy notice - NHS login', heading: /privacy notice/i },
  { path: '/accessibility', title: 'Accessibility statement - NHS login', heading: /accessibility statement/i },
  { path: '/legal-notice', title: 'Legal notice - NHS login', heading: /legal notice/i },
];

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on NHS login' });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const p of pages) {
    test(`${p.path} arrives as a styled page: title, heading, header and footer`, async ({ page }) => {
      await page.goto(p.path);
      await expect(page).toHaveTitle(p.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.heading);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // The critical styles came with the page: the header has the NHS blue background.
      await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(0, 94, 184)');
    });
  }

  test('enter-email shows its field and button; the banner shows until a cookie choice is stored', async ({
    page,
    context,
  }) => {
    await page.goto('/enter-email');
    await expect(page.getByLabel('Enter your email address')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCSS('background-color', 'rgb(0, 127, 59)');
    await expect(banner(page)).toBeVisible();
    await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
    await page.reload();
    await expect(page.getByLabel('Enter your email address')).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });
});

/** Sums the layout shifts the page has had so far (the CLS a user would feel). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) total += (e as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        // The buffered entries come in a task of their own: once the page is idle, all are in.
        requestIdleCallback(() => resolve(total));
      }),
  );
}

test('a journey starts on the prerendered enter-email, hydrated without shift, and goes on', async ({ page }) => {
  await startJourney(page);
  await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
  expect(await layoutShift(page)).toBe(0);
  await expectNoAxeViolations(page);
  await page.getByLabel('Enter your email address').fill('confirmed@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter your password');
  // A reload of log-in-password in the journey hydrates its prerendered page too.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
});

test('what is typed before the app has hydrated is kept, and Continue waits for the app (nothing in the address)', async ({
  page,
}) => {
  // Hold the app's script back, as a slow phone on a slow network would.
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // (The page's load event waits for the script, so the test goes on once the HTML arrives.)
  await page.goto(`/authorize?${authorizationQuery()}`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter your email address');
  await expect(page.locator('html')).not.toHaveAttribute('data-render', /./);
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await page.getByLabel('Enter your email address').fill('confirmed@example.com');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
  await expect(continueButton).toBeEnabled();
  await expect(page.getByLabel('Enter your email address')).toHaveValue('confirmed@example.com');
  await continueButton.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter your password');
  expect(page.url()).not.toContain('confirmed');
});

test('the cookie banner in the prerendered page works once hydrated, and a policy link navigates in the app', async ({
  page,
}) => {
  await page.goto('/cookies');
  await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
  expect(await layoutShift(page)).toBe(0);
  await banner(page).getByRole('button', { name: 'Do not use analytics cookies' }).click();
  await expect(banner(page)).toContainText('You have rejected analytics cookies.');
  await expectNoAxeViolations(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/accessibility statement/i);
  await expect(page).toHaveTitle('Accessibility statement - NHS login');
});

test('log-in-password without a session is not hydrated: the guard sends the user to no-client-info', async ({
  page,
}) => {
  await page.goto('/log-in-password');
  await expect(page.locator('html')).toHaveAttribute('data-render', 'client (guard)');
  await expect(page).toHaveURL(/\/no-client-info$/);
});
