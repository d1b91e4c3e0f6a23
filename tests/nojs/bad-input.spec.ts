import { expect, test } from '../fixtures.ts';
import { pressContinue, signInToProofing } from '../proofingSupport.ts';
import { appOrigin, expectHeading, resetSimulator, signInByFormPosts } from '../support.ts';

// Issue 45 "Bad input", without script: what a new user typing the wrong thing meets.

test.beforeEach(async ({ page, context }) => {
  await resetSimulator(page);
  await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
});

test('know-nhs-number: "Yes" shows the NHS number field without script, and the number goes on (item 4)', async ({
  page,
}) => {
  await signInToProofing(page);
  await pressContinue(page);
  await expectHeading(page, 'Do you know your NHS number?');
  const field = page.getByLabel('NHS number', { exact: true });
  await expect(field).toBeHidden();
  await page.getByText('Yes', { exact: true }).click();
  await expect(field).toBeVisible();
  await field.fill('999 000 0034');
  await page.getByText('No', { exact: true }).click();
  await expect(field).toBeHidden();
  await page.getByText('Yes', { exact: true }).click();
  await pressContinue(page);
  await expectHeading(page, 'What is your date of birth?');
});

test('a corrupted journey cookie mid-journey shows the session-ended page, not enter-email (item 9)', async ({
  page,
  context,
}) => {
  const landed = await signInByFormPosts(page, 'confirmed@example.com', { upTo: 'password' });
  expect(landed).toBe('/enter-mobile-code');
  const journey = (await context.cookies(appOrigin)).find((c) => c.name === 'nhsl-journey')!;
  await context.addCookies([{ ...journey, value: `${journey.value.slice(0, -8)}garbled!` }]);
  await page.goto(landed);
  await expect(page).toHaveURL(/\/session-timeout$/);
  await expectHeading(page, 'We have logged you out');
});
