import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { demoOrigin, expectHeading, latestCode, signInQuickly } from './support.ts';

/** The scenario account that needs identity proofing (packages/simulator/README.md "Identity proofing"). */
export const PROOFING_EMAIL = 'proofing@example.com';

/** A person of the simulator's synthetic register (packages/simulator/src/patients.ts). */
export interface Person {
  nhsNumber: string;
  firstName: string;
  lastName: string;
  /** Day, month, year as typed. */
  dob: [string, string, string];
  postcode: string;
}

const person = (
  nhsNumber: string,
  firstName: string,
  lastName: string,
  dob: [string, string, string],
  postcode: string,
): Person => ({ nhsNumber, firstName, lastName, dob, postcode });

/** The register's people, by the outcome they reach. */
export const people = {
  alice: person('9990000034', 'Alice', 'Ashworth', ['15', '3', '1980'], 'LS1 4AP'),
  sam: person('9990000077', 'Sam', 'Taylor', ['1', '6', '1975'], 'M1 1AE'),
  ivy: person('9990000182', 'Ivy', 'Invalid', ['30', '11', '1966'], 'YO1 7HH'),
  rita: person('9990000220', 'Rita', 'Ratelimit', ['20', '1', '1990'], 'B1 1BB'),
  reg: person('9990000859', 'Reg', 'Ratelimit', ['20', '2', '1990'], 'B1 2JP'),
  andy: person('9990000263', 'Andy', 'Already', ['21', '2', '1991'], 'B2 4QA'),
  una: person('9990000298', 'Una', 'Unauthorised', ['5', '5', '1985'], 'CF10 1EP'),
  tessa: person('9990000336', 'Tessa', 'Technical', ['7', '7', '1970'], 'NE1 7RU'),
  bea: person('9990000379', 'Bea', 'Busy', ['8', '8', '1972'], 'BS1 5TR'),
  tim: person('9990000409', 'Tim', 'Timeout', ['9', '9', '1973'], 'L1 8JQ'),
  dora: person('9990000441', 'Dora', 'Duplicate', ['4', '4', '1981'], 'SW1A 1AA'),
  della: person('9990000484', 'Della', 'Duplicate', ['4', '4', '1982'], 'SW1A 2AA'),
  eli: person('9990000514', 'Eli', 'Eligible', ['4', '4', '1983'], 'EC1A 1BB'),
  emma: person('9990000557', 'Emma', 'Eligible', ['4', '4', '1984'], 'EC2A 2BB'),
  nina: person('9990000638', 'Nina', 'Noteligible', ['4', '4', '1986'], 'WC1A 1AA'),
  arlo: person('9990000662', 'Arlo', 'Active', ['4', '4', '1987'], 'WC2A 2AA'),
  cora: person('9990000700', 'Cora', 'Completed', ['4', '4', '1988'], 'OX1 1AA'),
  reese: person('9990000743', 'Reese', 'Reminder', ['4', '4', '1989'], 'SW1A 0AA'),
  rhea: person('9990000786', 'Rhea', 'Reminder', ['5', '5', '1989'], 'SW1A 0PW'),
  finn: person('9990000816', 'Finn', 'Failed', ['5', '5', '1983'], 'EC1A 4HD'),
  /** Valid check digit, on nobody's record. */
  nobody: person('9990000891', 'Nora', 'Nobody', ['1', '1', '1970'], 'LS2 7EY'),
} as const;

/** Presses the page's Continue (a button, or a link styled as one). */
export async function pressContinue(page: Page): Promise<void> {
  // Exactly "Continue": an error summary stays until the next submit (issue 54, validation on
  // submit only), and its "Select an option to continue" link would match a looser name.
  await page
    .getByRole('button', { name: 'Continue', exact: true })
    .or(page.getByRole('link', { name: 'Continue', exact: true }))
    .click();
}

/**
 * Signs in as proofing@example.com (email, password, security code); authcode sends the browser
 * into /proofing, which lands on find-nhs-record. From the demo client in the browser when
 * `fromDemo`; otherwise by the forms' posts ({@link signInQuickly}), the way in only.
 */
export async function signInToProofing(page: Page, { fromDemo = false } = {}): Promise<void> {
  if (fromDemo) {
    await page.goto(demoOrigin);
    await page.getByRole('link', { name: 'Continue with NHS login' }).click();
    await expect(page).toHaveURL(/\/enter-email$/);
    await page.getByLabel('Enter your email address').fill(PROOFING_EMAIL);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'Enter your password');
    await page.getByLabel('Password', { exact: true }).fill('Password123!');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'Enter the security code');
    await page.getByLabel('Security code', { exact: true }).fill(await latestCode(page, PROOFING_EMAIL));
    await page.getByRole('button', { name: 'Continue' }).click();
  } else {
    // The way in only: the browser sign-in has its own tests. As after the browser sign-in, the
    // app runs before the test goes on (the NHS number's reveal needs it).
    await signInQuickly(page, PROOFING_EMAIL);
  }
  await expect(page).toHaveURL(/\/proofing\/find-nhs-record$/);
  await expectHeading(page, 'Help us find your NHS record');
}

/** know-nhs-number → yes and the NHS number (lands on enter-dob). */
export async function enterNhsNumber(page: Page, nhsNumber: string): Promise<void> {
  await expectHeading(page, 'Do you know your NHS number?');
  await page.getByText('Yes', { exact: true }).click();
  await page.getByLabel('NHS number', { exact: true }).fill(nhsNumber);
  await pressContinue(page);
}

/** enter-dob: types the three parts and continues. */
export async function enterDob(page: Page, [day, month, year]: readonly [string, string, string]): Promise<void> {
  await expectHeading(page, 'What is your date of birth?');
  await page.getByLabel('Day').fill(day);
  await page.getByLabel('Month').fill(month);
  await page.getByLabel('Year').fill(year);
  await pressContinue(page);
}

/** enter-postcode: types the postcode and continues. */
export async function enterPostcode(page: Page, postcode: string): Promise<void> {
  await expectHeading(page, 'What is your postcode?');
  await page.getByLabel('What is your postcode?').fill(postcode);
  await pressContinue(page);
}

/** enter-name: first, middle (optional) and last name, then continues. */
export async function enterName(page: Page, first: string, last: string, middle = ''): Promise<void> {
  await expectHeading(page, 'What is your full name?');
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Middle names (optional)').fill(middle);
  await page.getByLabel('Last name').fill(last);
  await pressContinue(page);
}

/**
 * From find-nhs-record: the NHS number route (or the name route with `byName`) up to
 * check-your-details, then Submit. Leaves the browser wherever the uplift outcome leads.
 */
export async function proofAs(page: Page, p: Person, { byName = false } = {}): Promise<void> {
  await pressContinue(page);
  if (byName) {
    await expectHeading(page, 'Do you know your NHS number?');
    await page.getByText('No', { exact: true }).click();
    await pressContinue(page);
    await enterName(page, p.firstName, p.lastName);
  } else {
    await enterNhsNumber(page, p.nhsNumber);
  }
  await enterDob(page, p.dob);
  await enterPostcode(page, p.postcode);
  await expectHeading(page, 'Check your details');
  await page.getByRole('link', { name: 'Submit' }).click();
}

/**
 * From find-nhs-record without script, the NHS number route up to check-your-details (not
 * submitted). Without script the NHS number field shows once "Yes" has been sent (the reveal
 * needs script): the first Continue answers "Enter your NHS number" with the field.
 */
export async function toCheckYourDetailsWithoutScript(page: Page, p: Person): Promise<void> {
  await pressContinue(page);
  await expectHeading(page, 'Do you know your NHS number?');
  await page.getByText('Yes', { exact: true }).click();
  await pressContinue(page);
  await page.getByLabel('NHS number', { exact: true }).fill(p.nhsNumber);
  await pressContinue(page);
  await enterDob(page, p.dob);
  await enterPostcode(page, p.postcode);
  await expectHeading(page, 'Check your details');
}
