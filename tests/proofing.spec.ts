import { expect, test } from './fixtures.ts';
import {
  enterDob,
  enterName,
  enterNhsNumber,
  enterPostcode,
  people,
  pressContinue,
  proofAs,
  signInToProofing,
} from './proofingSupport.ts';
import {
  appOrigin,
  demoOrigin,
  expectHeading,
  expectNoAxeViolations,
  resetSimulator,
  startJourney,
} from './support.ts';

/** Identity proofing (P5 uplift) end to end. spec 001 §2 "Proofing", §4 "Proofing entry steps", "Uplift outcome", §5, §6. */

const CONSENT = /Do you agree to share your information with Demo Health Service\?/;
const GP_CONNECT = 'https://identity-check.login.nhs.uk/gp-connect';

test.beforeEach(async ({ page, context }) => {
  await resetSimulator(page);
  await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
});

test('from the demo client: matched by NHS number, back through consent to the client; details never stored after success or logged; the proofing area then shows p5-already-completed', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (m) => logged.push(m.text()));
  const alice = people.alice;
  await signInToProofing(page, { fromDemo: true });
  await expect(page).toHaveTitle('Help us find your NHS record - NHS login');
  await expectNoAxeViolations(page);
  await pressContinue(page);
  await expectHeading(page, 'Do you know your NHS number?');
  await expectNoAxeViolations(page);
  await page.getByText('Yes', { exact: true }).click();
  await expect(page.getByLabel('NHS number', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('NHS number', { exact: true }).fill('999 000 0034');
  await pressContinue(page);
  await expectHeading(page, 'What is your date of birth?');
  await expectNoAxeViolations(page);
  await enterDob(page, alice.dob);
  await expectHeading(page, 'What is your postcode?');
  await expect(page.getByText('must be in England, Wales or the Isle of Man')).toBeVisible();
  await expectNoAxeViolations(page);
  await enterPostcode(page, 'ls14ap');
  await expect(page).toHaveURL(/\/proofing\/check-your-details$/);
  await expectHeading(page, 'Check your details');
  await expect(page.getByText('9990000034')).toBeVisible();
  await expect(page.getByText('15 March 1980')).toBeVisible();
  await expect(page.getByText('LS1 4AP')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Submit' }).click();

  await expectHeading(page, CONSENT);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  for (const detail of ['9990000034', 'LS1 4AP', '1980-03-15', 'Ashworth']) {
    expect(stored, `${detail} kept after a successful uplift`).not.toContain(detail);
    expect(logged.join('\n'), `${detail} logged`).not.toContain(detail);
  }

  // The whole proofing area now leads to p5-already-completed.
  for (const path of ['/proofing', '/proofing/know-nhs-number', '/proofing/enter-postcode', '/proofing/no-match']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/proofing\/p5-already-completed$/);
  }
  await expectHeading(page, 'We have already matched you to your NHS record');
  await page.getByText('I want to match a different person to their NHS record').click();
  await expect(page.getByText('set up a new NHS login for that person')).toBeVisible();
  await expectNoAxeViolations(page);
  await pressContinue(page);
  await expectHeading(page, CONSENT);
  await page.getByRole('button', { name: 'I agree' }).click();
  await page.waitForURL((u) => u.origin === demoOrigin && u.pathname === '/callback');
  expect(new URL(page.url()).searchParams.get('code')).toBeTruthy();
});

test('matched by name (demographic trace), names trimmed and collapsed, middle names optional', async ({ page }) => {
  await signInToProofing(page);
  await pressContinue(page);
  await page.getByText('No', { exact: true }).click();
  await pressContinue(page);
  await expect(page).toHaveURL(/\/proofing\/enter-name$/);
  await expectNoAxeViolations(page);
  await enterName(page, '  Alice ', ' Ashworth  ', ' Mary   Jane ');
  await enterDob(page, people.alice.dob);
  await enterPostcode(page, 'LS1 4AP');
  await expect(page.getByText('Alice Mary Jane Ashworth')).toBeVisible();
  await page.getByRole('link', { name: 'Submit' }).click();
  await expectHeading(page, CONSENT);
});

test('validation: every message of spec 001 §5 in the summary and inline, the title gains "Error: ", nothing typed is lost', async ({
  page,
}) => {
  await signInToProofing(page);
  await pressContinue(page);
  // The next Continue must be the question page's: on a loaded machine the start page's link could
  // still be on screen while the question page's chunk loads, and a second click there goes nowhere.
  await expectHeading(page, 'Do you know your NHS number?');
  const summary = page.getByTestId('error-summary');

  await pressContinue(page);
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Select yes, if you know your NHS number');
  await expect(page).toHaveTitle(/^Error: Do you know your NHS number\?/);
  await expectNoAxeViolations(page);
  await page.getByText('Yes', { exact: true }).click();
  await page.getByLabel('NHS number', { exact: true }).fill('999 000 003');
  await pressContinue(page);
  await expect(summary).toContainText('Your NHS number must be 10 digits');
  await page.getByLabel('NHS number', { exact: true }).fill('999 000 0035');
  await pressContinue(page);
  await expect(summary).toContainText('Enter a valid NHS number');
  await expect(page.getByLabel('NHS number', { exact: true })).toHaveValue('999 000 0035');
  await expectNoAxeViolations(page);

  await page.goto('/proofing/enter-name');
  await page.getByLabel('First name').fill(' a ');
  await page.getByLabel('Middle names (optional)').fill('b');
  await pressContinue(page);
  await expect(summary).toContainText('You must enter more than one character for your first name');
  await expect(summary).toContainText('You must enter more than one character for your middle name');
  await expect(summary).toContainText('You need to enter your last name');
  await expect(page.getByText('Error: Incomplete first name')).toBeVisible();
  await expect(page.getByText('Error: Incomplete middle name')).toBeVisible();
  await expect(page.getByText('Error: Enter your last name')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('First name').fill('');
  await page.getByLabel('Last name').fill('x');
  await pressContinue(page);
  await expect(summary).toContainText('You need to enter your first name');
  await expect(summary).toContainText('You must enter more than one character for your last name');
  await expect(page.getByText('Error: Enter your first name')).toBeVisible();
  await expect(page.getByText('Error: Incomplete last name')).toBeVisible();

  await page.goto('/proofing/enter-dob');
  await pressContinue(page);
  await expect(summary).toContainText('Enter your date of birth');
  await enterDob(page, ['31', '2', '1990']);
  await expect(summary).toContainText('Date of birth must be a real date');
  await expect(page.getByLabel('Day')).toHaveValue('31');
  await summary.getByRole('link').click();
  await expect(page.getByLabel('Day')).toBeFocused();
  await expectNoAxeViolations(page);
  await enterDob(page, ['1', '1', String(new Date().getFullYear() + 1)]);
  await expect(summary).toContainText('Date of birth must be in the past');

  await page.goto('/proofing/enter-postcode');
  await pressContinue(page);
  await expect(summary).toContainText('You need to enter your postcode');
  await enterPostcode(page, 'LS1');
  await expect(summary).toContainText('Check you have entered your postcode correctly');
  await expect(page).toHaveTitle(/^Error: /);
  await expectNoAxeViolations(page);
});

test('under 11: the date of birth is cleared and you-need-to-be-over-11 links back to enter-dob', async ({ page }) => {
  await signInToProofing(page);
  await pressContinue(page);
  await enterNhsNumber(page, people.alice.nhsNumber);
  const y = String(new Date().getFullYear() - 5);
  await enterDob(page, ['1', '1', y]);
  await expect(page).toHaveURL(/\/proofing\/you-need-to-be-over-11$/);
  await expectHeading(page, 'Sorry, to use NHS login you need to be over 11 years old');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Check your date of birth' }).click();
  await expectHeading(page, 'What is your date of birth?');
  await expect(page.getByLabel('Year')).toHaveValue('');
});

test('a postcode in BT, SC, JE or GY leads to nhs-login-not-available-your-area; its link leads to an empty postcode field', async ({
  page,
}) => {
  await signInToProofing(page);
  await pressContinue(page);
  await enterNhsNumber(page, people.alice.nhsNumber);
  await enterDob(page, people.alice.dob);
  await enterPostcode(page, 'bt1 1aa');
  await expect(page).toHaveURL(/\/proofing\/nhs-login-not-available-your-area$/);
  await expectHeading(page, 'NHS login is not available in your area');
  await expect(page.getByText('You entered the postcode BT1 1AA.')).toBeVisible();
  await expect(page.getByText('We do not have access to patient data in that area')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Enter a different postcode' }).click();
  await expectHeading(page, 'What is your postcode?');
  await expect(page.getByLabel('What is your postcode?')).toHaveValue('');
});

test('No match found → no-match: a choice is required; check details again, NHS number, full name', async ({
  page,
}) => {
  await signInToProofing(page);
  await proofAs(page, people.nobody);
  await expect(page).toHaveURL(/\/proofing\/no-match$/);
  await expectHeading(page, 'We cannot find a match');
  await expectNoAxeViolations(page);
  await pressContinue(page);
  await expect(page.getByTestId('error-summary')).toContainText('You need to select what you want to do next.');
  await expectNoAxeViolations(page);

  await page.getByText('Check my details again').click();
  await pressContinue(page);
  await expect(page).toHaveURL(/\/proofing\/check-your-details\?noMatch=true$/);
  await expect(page.getByText('9990000891')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/proofing\/no-match$/);

  await page.getByText('Try again using my NHS number').click();
  await pressContinue(page);
  await expect(page).toHaveURL(/\/proofing\/know-nhs-number$/);
  await page.goBack();
  await expectHeading(page, 'We cannot find a match');
  await page.getByText('Try again using my full name').click();
  await pressContinue(page);
  await expect(page).toHaveURL(/\/proofing\/enter-name$/);
});

test('no-match → prove who I am another way: confirm-your-details with Change links records the failure data and continues (the simulator then lets the account through)', async ({
  page,
}) => {
  await signInToProofing(page);
  await proofAs(page, people.nobody, { byName: true });
  await expectHeading(page, 'We cannot find a match');
  await page.getByText('Prove who I am another way').click();
  await pressContinue(page);
  await expect(page).toHaveURL(/\/proofing\/confirm-your-details$/);
  await expectHeading(page, 'Confirm your details');
  await expect(page.getByText('Nora Nobody')).toBeVisible();
  await expect(page.getByText('1 January 1970')).toBeVisible();
  for (const [name, href] of [
    ['Change full name', '/proofing/enter-name'],
    ['Change date of birth', '/proofing/enter-dob'],
    ['Change postcode', '/proofing/enter-postcode'],
  ] as const) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expectNoAxeViolations(page);
  // On the photo-ID route a change comes straight back here.
  await page.getByRole('link', { name: 'Change postcode' }).click();
  await enterPostcode(page, 'LS2 7EZ');
  await expect(page).toHaveURL(/\/proofing\/confirm-your-details$/);
  await expect(page.getByText('LS2 7EZ')).toBeVisible();
  await pressContinue(page);
  await expectHeading(page, CONSENT);
});

test('record-p5-failure-data failing → p5-unable-to-save-details; Continue goes to the GP-connect page', async ({
  page,
}) => {
  await page.route(`${GP_CONNECT}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>GP connect</title><h1>GP connect</h1>' }),
  );
  await signInToProofing(page);
  await proofAs(page, { ...people.nobody, postcode: 'ZZ9 9ZZ' });
  await page.getByText('Prove who I am another way').click();
  await pressContinue(page);
  await pressContinue(page);
  await expect(page).toHaveURL(/\/proofing\/p5-unable-to-save-details$/);
  await expectHeading(page, 'Sorry, we are unable to save the details you entered');
  await expectNoAxeViolations(page);
  await pressContinue(page);
  await page.waitForURL(GP_CONNECT);
});

test('Multiple matches found → no-match', async ({ page }) => {
  await signInToProofing(page);
  await proofAs(page, people.sam, { byName: true });
  await expect(page).toHaveURL(/\/proofing\/no-match$/);
  await expectHeading(page, 'We cannot find a match');
});

test('NHS number not verified → nhs-number-not-verified', async ({ page }) => {
  await signInToProofing(page);
  await proofAs(page, { ...people.alice, dob: ['16', '3', '1980'] });
  await expect(page).toHaveURL(/\/proofing\/nhs-number-not-verified$/);
  await expectHeading(page, 'We could not verify your NHS number with your date of birth.');
  await expectNoAxeViolations(page);
});

test('Record has been invalidated → record-invalidated, CID2011 and a help-centre link', async ({ page }) => {
  await signInToProofing(page);
  await proofAs(page, people.ivy);
  await expect(page).toHaveURL(/\/proofing\/record-invalidated$/);
  await expectHeading(page, 'There is a problem with your NHS number');
  await expect(page.getByText('Reference: CID2011')).toBeVisible();
  await expect(page.getByRole('link', { name: /Get help with your NHS number/ })).toHaveAttribute(
    'href',
    'https://help.login.nhs.uk/nhsnumber',
  );
  await expectNoAxeViolations(page);
});

test('PDS rate limit exceeded → p5-register-attempt with the wait from lockout_time_seconds; trying again while locked → p5-register-reattempt-lock without a call', async ({
  page,
}) => {
  await signInToProofing(page);
  await proofAs(page, people.rita);
  await expect(page).toHaveURL(/\/proofing\/p5-register-attempt$/);
  await expectHeading(page, 'You have tried too many times');
  await expect(page.getByText('You need to wait 30 minutes before you can try again.')).toBeVisible();
  await expectNoAxeViolations(page);
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/p5-uplift-')) calls += 1;
  });
  await page.goto('/proofing/check-your-details');
  await page.getByRole('link', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/proofing\/p5-register-reattempt-lock$/);
  await expectHeading(page, 'You have previously tried too many times');
  await expect(page.getByText('You need to wait 30 minutes before you can try again.')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(calls).toBe(0);
});

test('PDS rate limit exceeded without a lockout time → p5-register-attempt shows 15 minutes', async ({ page }) => {
  await signInToProofing(page);
  await proofAs(page, people.reg);
  await expect(page).toHaveURL(/\/proofing\/p5-register-attempt$/);
  await expect(page.getByText('You need to wait 15 minutes before you can try again.')).toBeVisible();
});

test('PDS rate limit has already been exceeded → confirm-your-details', async ({ page }) => {
  await signInToProofing(page);
  await proofAs(page, people.andy);
  await expect(page).toHaveURL(/\/proofing\/confirm-your-details$/);
  await expectHeading(page, 'Confirm your details');
  await expect(page.getByText('9990000263')).toBeVisible();
  await expect(page.getByText('21 February 1991')).toBeVisible();
});

test('Unauthorized → session-timeout', async ({ page }) => {
  await signInToProofing(page);
  await proofAs(page, people.una);
  await expect(page).toHaveURL(/\/session-timeout$/);
  await expectHeading(page, 'We have logged you out');
});

test('any other error → p5-error-generic', async ({ page }) => {
  await signInToProofing(page);
  await proofAs(page, people.tessa);
  await expect(page).toHaveURL(/\/proofing\/p5-error-generic$/);
  await expectHeading(page, 'There was a technical problem.');
  await expectNoAxeViolations(page);
});

for (const [status, who] of [
  ['429', people.bea],
  ['504', people.tim],
] as const) {
  test(`HTTP ${status} → p5-pds-limit`, async ({ page }) => {
    await signInToProofing(page);
    await proofAs(page, who);
    await expect(page).toHaveURL(/\/proofing\/p5-pds-limit$/);
    await expectHeading(page, 'We are really busy at the moment');
    await expectNoAxeViolations(page);
  });
}

test('another 409 → p5-already-completed; Continue returns to /authcode and on to consent', async ({ page }) => {
  await signInToProofing(page);
  await proofAs(page, people.cora);
  await expect(page).toHaveURL(/\/proofing\/p5-already-completed$/);
  await expectHeading(page, 'We have already matched you to your NHS record');
  await page.goto('/proofing/enter-dob');
  await expect(page).toHaveURL(/\/proofing\/p5-already-completed$/);
  await pressContinue(page);
  await expectHeading(page, CONSENT);
});

test('guards: no session → no-client-info; submit and check-your-details without entered details → know-nhs-number; the empty path → find-nhs-record', async ({
  page,
}) => {
  await page.goto('/proofing/find-nhs-record');
  await expect(page).toHaveURL(/\/no-client-info$/);
  await page.goto('/proofing/submit');
  await expect(page).toHaveURL(/\/no-client-info$/);

  await signInToProofing(page);
  await page.goto('/proofing');
  await expect(page).toHaveURL(/\/proofing\/find-nhs-record$/);
  await page.goto('/proofing/submit');
  await expect(page).toHaveURL(/\/proofing\/know-nhs-number$/);
  await page.goto('/proofing/check-your-details');
  await expect(page).toHaveURL(/\/proofing\/know-nhs-number$/);
  // Date of birth and postcode without a name (the user said they do not know the NHS number) are not enough.
  await page.getByText('No', { exact: true }).click();
  await pressContinue(page);
  await page.goto('/proofing/enter-dob');
  await enterDob(page, people.alice.dob);
  await enterPostcode(page, people.alice.postcode);
  await expect(page).toHaveURL(/\/proofing\/know-nhs-number$/);
  await page.goto('/proofing/submit');
  await expect(page).toHaveURL(/\/proofing\/know-nhs-number$/);
});

test('a new session forgets the personal details entered in the last one', async ({ page }) => {
  await signInToProofing(page);
  await pressContinue(page);
  await enterNhsNumber(page, people.nobody.nhsNumber);
  await enterDob(page, people.nobody.dob);
  await enterPostcode(page, people.nobody.postcode);
  await expectHeading(page, 'Check your details');

  // The second sign-in goes by form posts beside this page, as a second tab would. enter-email's
  // passkey autofill posts to its action once the app mounts, and again with the token of the
  // journey's next render: that post, landing between the sign-in's own, took the journey back to
  // enter-email in 2 runs of 15. The page's own posts are held, unanswered, until it goes (an
  // aborted one would take it to the error page); the browser's sign-in has its own tests.
  await page.route('**/enter-email', (route) => (route.request().method() === 'POST' ? undefined : route.continue()));
  await startJourney(page);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(people.nobody.nhsNumber);
  expect(stored).not.toContain(people.nobody.postcode);
  await signInToProofing(page);
  await page.goto('/proofing/check-your-details');
  await expect(page).toHaveURL(/\/proofing\/know-nhs-number$/);
});

test('multiple-matches page (reached by link) passes axe and links back to the details', async ({ page }) => {
  await signInToProofing(page);
  await page.goto('/proofing/multiple-matches');
  await expectHeading(page, 'We could not find a user with these details.');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Check your details' }).click();
  await expect(page).toHaveURL(/\/proofing\/know-nhs-number$/);
});
