import { expect, test } from '../fixtures.ts';
import { expectHeading } from '../support.ts';

// A page of React Router's framework build without script (issue 55): the server's page as it is,
// its forms posting natively with the journey's CSRF token.

test('terms-and-conditions without script: the page, and the cookie banner’s choice posted with its CSRF token', async ({
  page,
  context,
}) => {
  await page.goto('/terms-and-conditions');
  await expectHeading(page, 'NHS login terms of use');
  const banner = page.getByRole('region', { name: 'Cookies on NHS login' });
  await banner.getByRole('button', { name: 'Do not use analytics cookies' }).click();
  await expect(page.getByText('You have rejected analytics cookies.')).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'cookiePreference')?.value).toBe('no');
});
