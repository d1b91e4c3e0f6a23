import type { Page } from '@playwright/test';
import { openJourneyState } from '../../packages/app/server/journeyState.mjs';
import { E2E_SESSION_SECRET } from '../e2eServers.ts';
import { expect, test } from '../fixtures.ts';
import {
  enterDob,
  enterPostcode,
  people,
  pressContinue,
  signInToProofing,
  toCheckYourDetailsWithoutScript,
  type Person,
} from '../proofingSupport.ts';
import { appOrigin, expectHeading, resetSimulator } from '../support.ts';

// issue 23 step 4: with JavaScript switched off, identity proofing and the duplicate-account
// journey are HTML forms the server handles with the same schemas, stores and transitions; the
// submit page's GET sends nothing, its button posts the form whose action sends the uplift and
// redirects to its outcome (issue 55 item 5).

const summary = (page: Page) => page.getByTestId('error-summary');
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });
const CONSENT = /Do you agree to share your information with Demo Health Service\?/;

/**
 * The sealed journey cookie, opened as the servers open it (decompressed, issue 55 item 6), as
 * JSON text, and its sealed text.
 */
async function journeyCookie(page: Page): Promise<{ sealed: string; opened: string }> {
  const sealed = (await page.context().cookies(appOrigin)).find((c) => c.name === 'nhsl-journey')!.value;
  const { state, fresh } = await openJourneyState(decodeURIComponent(sealed), E2E_SESSION_SECRET);
  expect(fresh, 'the sealed journey opens').toBe(false);
  return { sealed, opened: JSON.stringify(state) };
}

/**
 * check-your-details' Submit, a link to the submit page, which without script waits for its button
 * (its GET sends nothing, issue 55 item 5); the button posts the uplift.
 */
async function submitWithoutScript(page: Page) {
  await page.getByRole('link', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/proofing\/submit$/);
  await expectHeading(page, 'Finding your NHS record');
  await page.getByRole('button', { name: 'Find my NHS record' }).click();
}

/** From find-nhs-record, the NHS number route up to the uplift's outcome (Submit sent). */
async function proofWithoutScript(page: Page, p: Person) {
  await toCheckYourDetailsWithoutScript(page, p);
  await submitWithoutScript(page);
}

test.beforeEach(async ({ page, context }) => {
  await resetSimulator(page);
  await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
});

test('P5 proofing to a matched outcome; every entry form refuses bad input with its summary, keeping what was typed; the details sealed, then cleared', async ({
  page,
}) => {
  const alice = people.alice;
  await signInToProofing(page);
  await pressContinue(page);

  // know-nhs-number: the choice is required; yes needs the NHS number (its field shows once yes is chosen).
  await expectHeading(page, 'Do you know your NHS number?');
  await pressContinue(page);
  await expect(page).toHaveTitle(/^Error: Do you know your NHS number\?/);
  await expect(summary(page)).toContainText('Select yes, if you know your NHS number');

  // enter-name (the "no" route): the three messages in page order, what was typed kept.
  await page.getByText('No', { exact: true }).click();
  await pressContinue(page);
  await expectHeading(page, 'What is your full name?');
  await page.getByLabel('First name').fill(' a ');
  await page.getByLabel('Middle names (optional)').fill('b');
  await pressContinue(page);
  await expect(summary(page).getByRole('listitem')).toHaveText([
    'You must enter more than one character for your first name',
    'You must enter more than one character for your middle name',
    'You need to enter your last name',
  ]);
  await expect(page.getByLabel('First name')).toHaveValue(' a ');
  await expect(page.getByLabel('Middle names (optional)')).toHaveValue('b');

  await page.goto('/proofing/know-nhs-number');
  await page.getByText('Yes', { exact: true }).click();
  await pressContinue(page);
  await expect(summary(page)).toContainText('Enter your NHS number');
  await page.getByLabel('NHS number', { exact: true }).fill('999 000 0035');
  await pressContinue(page);
  await expect(summary(page)).toContainText('Enter a valid NHS number');
  await expect(page.getByLabel('NHS number', { exact: true })).toHaveValue('999 000 0035');
  await page.getByLabel('NHS number', { exact: true }).fill('999 000 0034');
  await pressContinue(page);

  // enter-dob: not a real date; the three parts kept.
  await enterDob(page, ['31', '2', '1980']);
  await expect(page).toHaveTitle(/^Error: What is your date of birth\?/);
  await expect(summary(page).getByRole('link')).toHaveAttribute('href', '#dob-day');
  await expect(page.getByLabel('Day')).toHaveValue('31');
  await expect(page.getByLabel('Month')).toHaveValue('2');
  await expect(page.getByLabel('Year')).toHaveValue('1980');
  await enterDob(page, alice.dob);

  // enter-postcode: the format; kept.
  await enterPostcode(page, 'LS1');
  await expect(page).toHaveTitle(/^Error: What is your postcode\?/);
  await expect(page.getByLabel('What is your postcode?')).toHaveValue('LS1');
  await enterPostcode(page, 'ls14ap');

  await expect(page).toHaveURL(/\/proofing\/check-your-details$/);
  await expect(page.getByText('9990000034')).toBeVisible();
  await expect(page.getByText('15 March 1980')).toBeVisible();
  await expect(page.getByText('LS1 4AP')).toBeVisible();
  // The personal details travel only sealed.
  const before = await journeyCookie(page);
  // (Whole values: a fragment as short as 'LS1' turns up by chance in the sealed text's base64url.)
  for (const detail of ['9990000034', '1980-03-15', 'LS1 4AP']) {
    expect(before.opened).toContain(detail);
    expect(before.sealed).not.toContain(detail);
    expect(before.sealed).not.toContain(encodeURIComponent(detail));
  }

  // Submit: the submit page's GET changed nothing (the details still sealed); its button's post
  // sends the uplift and redirects to its outcome (matched → authcode → consent).
  await page.getByRole('link', { name: 'Submit' }).click();
  await expectHeading(page, 'Finding your NHS record');
  expect((await journeyCookie(page)).sealed).toBe(before.sealed);
  await page.getByRole('button', { name: 'Find my NHS record' }).click();
  await expectHeading(page, CONSENT);
  const after = await journeyCookie(page);
  for (const detail of ['9990000034', '1980-03-15', 'LS1 4AP']) expect(after.opened).not.toContain(detail);
});

test('a guarded page opened directly goes where its guard says; no-match: a choice is required; then a record the back end refuses lands on record-invalidated (CID2011)', async ({
  page,
}) => {
  const ivy = people.ivy;
  await signInToProofing(page);
  // Guards decided while the page renders: without script the page itself moves on (it was an
  // empty page). Check-your-details before any details → know-nhs-number; a duplicate-account
  // page without a duplicate → the error page.
  await page.goto('/proofing/check-your-details');
  await expect(page).toHaveURL(/\/proofing\/know-nhs-number$/);
  await expectHeading(page, 'Do you know your NHS number?');
  await page.goto('/duplicate-nhs-number');
  await expect(page).toHaveURL(/\/error$/);
  await expectHeading(page, 'Something went wrong');
  await page.goto('/proofing/find-nhs-record');
  await proofWithoutScript(page, people.nobody);
  await expect(page).toHaveURL(/\/proofing\/no-match$/);
  await pressContinue(page);
  await expect(page).toHaveTitle(/^Error: /);
  await expect(summary(page)).toContainText('You need to select what you want to do next.');
  await page.getByText('Try again using my NHS number').click();
  await pressContinue(page);
  await expectHeading(page, 'Do you know your NHS number?');
  // The number sent before is kept (sealed), its field shown.
  await expect(page.getByLabel('NHS number', { exact: true })).toHaveValue(people.nobody.nhsNumber);
  await page.getByLabel('NHS number', { exact: true }).fill(ivy.nhsNumber);
  await pressContinue(page);
  await enterDob(page, ivy.dob);
  await enterPostcode(page, ivy.postcode);
  await submitWithoutScript(page);
  await expect(page).toHaveURL(/\/proofing\/record-invalidated$/);
  await expect(page.getByText('Reference: CID2011')).toBeVisible();
});

test('duplicate account: a choice is required; a new account → confirm-account-replacement, the box required → consent', async ({
  page,
}) => {
  await signInToProofing(page);
  await proofWithoutScript(page, people.eli);
  await expect(page).toHaveURL(/\/duplicate-nhs-number$/);
  await expectHeading(page, 'You already have an NHS account');
  await continueButton(page).click();
  await expect(page).toHaveTitle(/^Error: /);
  await expect(summary(page)).toContainText('Select an option to continue');
  await page.getByText('Continue with your new account', { exact: true }).click();
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/confirm-account-replacement$/);
  await expect(page.getByText('This can take up to 48 hours.')).toBeVisible();
  await continueButton(page).click();
  await expect(summary(page)).toContainText(
    'Confirm that you want to continue with a new NHS account and delete your existing one',
  );
  await page
    .getByText('I understand that continuing with my new NHS account means my old account will be deleted')
    .click();
  await continueButton(page).click();
  await expectHeading(page, CONSENT);
});
