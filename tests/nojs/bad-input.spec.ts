import { expect, test } from '../fixtures.ts';
import { pressContinue, signInToProofing } from '../proofingSupport.ts';
import { appOrigin, expectHeading, resetSimulator } from '../support.ts';

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
