import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pending, withApp } from '../../../test/storyHelpers.tsx';
import type { RootStore } from '../../../stores/RootStore.ts';
import { EnterDobPage, EnterNamePage, EnterPostcodePage, FindNhsRecordPage, KnowNhsNumberPage } from './EntryPages.tsx';
import { CheckYourDetailsPage, ConfirmYourDetailsPage, SubmitPage, SubmitView } from './DetailsPages.tsx';
import { NoMatchPage } from './NoMatchPage.tsx';
import * as O from './OutcomePages.tsx';

const meta = { title: 'Pages/Proofing', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const summary = (el: HTMLElement) => within(el).findByTestId('error-summary');
const entered = (s: RootStore) =>
  s.proofingState.assign({
    firstName: 'Alice',
    middleNames: 'May',
    lastName: 'Ashworth',
    dob: '1980-03-15',
    postcode: 'LS1 4AP',
  });

/** find-nhs-record. */
export const FindNhsRecord: Story = { render: () => <FindNhsRecordPage />, decorators: [withApp()] };
/** find-nhs-record just after creating an account, heading to the GP-connect check. */
export const FindNhsRecordAccountCreated: Story = {
  render: () => <FindNhsRecordPage />,
  decorators: [withApp({ setup: (s) => s.journey.assign({ accountCreated: true, allowP5BeforeP9: true }) })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have created an account')).toBeVisible();
    await expect(canvas.getByText('Next: prove who you are')).toBeVisible();
  },
};
/** know-nhs-number submitted empty. */
export const KnowNhsNumberRequired: Story = {
  render: () => <KnowNhsNumberPage />,
  decorators: [withApp()],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const s = await summary(canvasElement);
    await expect(s).toHaveFocus();
    await expect(s).toHaveTextContent('Select yes, if you know your NHS number');
  },
};
/** know-nhs-number: yes reveals the field; a wrong check digit is refused and kept. */
export const KnowNhsNumberInvalid: Story = {
  render: () => <KnowNhsNumberPage />,
  decorators: [withApp()],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByLabelText('Yes'));
    await userEvent.type(canvas.getByLabelText('NHS number'), '999 000 0035');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await summary(canvasElement)).toHaveTextContent('Enter a valid NHS number');
    await expect(canvas.getByLabelText('NHS number')).toHaveValue('999 000 0035');
  },
};
/** enter-name with every error of spec 001 §5. */
export const EnterNameErrors: Story = {
  render: () => <EnterNamePage />,
  decorators: [withApp()],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('First name'), ' a ');
    await userEvent.type(canvas.getByLabelText('Middle names (optional)'), 'b');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const s = await summary(canvasElement);
    await expect(s).toHaveTextContent('You must enter more than one character for your first name');
    await expect(s).toHaveTextContent('You must enter more than one character for your middle name');
    await expect(s).toHaveTextContent('You need to enter your last name');
    await expect(canvas.getByText('Incomplete first name')).toBeVisible();
    await expect(canvas.getByText('Incomplete middle name')).toBeVisible();
    await expect(canvas.getByText('Enter your last name')).toBeVisible();
  },
};
/** enter-dob with 31 February. */
export const EnterDobNotReal: Story = {
  render: () => <EnterDobPage />,
  decorators: [withApp()],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Day'), '31');
    await userEvent.type(canvas.getByLabelText('Month'), '2');
    await userEvent.type(canvas.getByLabelText('Year'), '1990');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const s = await summary(canvasElement);
    await expect(s).toHaveTextContent('Date of birth must be a real date');
    await expect(canvas.getByLabelText('Day')).toHaveValue('31');
    await expect(canvas.getByLabelText('Day')).toHaveAttribute('aria-invalid', 'true');
    // Only the day is at fault (issue 28): month and year are not highlighted.
    await expect(canvas.getByLabelText('Month')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText('Year')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(s).getByRole('link'));
    await expect(canvas.getByLabelText('Day')).toHaveFocus();
  },
};
/**
 * enter-dob with only the day typed: the GOV.UK message names the missing parts, only they are
 * highlighted, and the summary's link goes to the first of them (issue 28).
 */
export const EnterDobIncomplete: Story = {
  render: () => <EnterDobPage />,
  decorators: [withApp()],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Day'), '15');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const s = await summary(canvasElement);
    await expect(s).toHaveTextContent('Date of birth must include a month and year');
    await expect(canvas.getByLabelText('Day')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText('Month')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Year')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(s).getByRole('link'));
    await expect(canvas.getByLabelText('Month')).toHaveFocus();
    // A two-digit year: "Year must include 4 numbers", on the year alone.
    await userEvent.type(canvas.getByLabelText('Month'), '3');
    await userEvent.type(canvas.getByLabelText('Year'), '99');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await summary(canvasElement)).toHaveTextContent('Year must include 4 numbers');
    await expect(canvas.getByLabelText('Month')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText('Year')).toHaveAttribute('aria-invalid', 'true');
  },
};
/** enter-dob showing a stored date. */
export const EnterDobFilled: Story = { render: () => <EnterDobPage />, decorators: [withApp({ setup: entered })] };
/** enter-postcode with a malformed postcode. */
export const EnterPostcodeInvalid: Story = {
  render: () => <EnterPostcodePage />,
  decorators: [withApp()],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await summary(canvasElement)).toHaveTextContent('You need to enter your postcode');
    await userEvent.type(canvas.getByLabelText('What is your postcode?'), 'LS1');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await summary(canvasElement)).toHaveTextContent('Check you have entered your postcode correctly');
  },
};
/** check-your-details after no-match: back link to no-match. */
export const CheckYourDetailsNoMatch: Story = {
  render: () => <CheckYourDetailsPage />,
  decorators: [withApp({ setup: entered, path: '/proofing/check-your-details?noMatch=true' })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/proofing/no-match');
    await expect(canvas.getByText('15 March 1980')).toBeVisible();
  },
};
/** submit: the spinner while the uplift is in flight. */
export const Submit: Story = {
  render: () => <SubmitPage />,
  decorators: [withApp({ setup: entered, api: { upliftDemogTrace: () => pending() } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('spinner')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Find my NHS record' })).toBeNull();
  },
};
/**
 * submit as the server renders it, what a browser without script shows (issue 55 item 5): its GET
 * sends nothing; the button posts the form to the route's action, which sends the uplift.
 */
export const SubmitWithoutScript: Story = {
  render: () => <SubmitView sending={false} />,
  decorators: [withApp({ setup: entered })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Find my NHS record' });
    const form = button.closest('form')!;
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form.querySelector('input[name="_csrf"]')).not.toBeNull();
    await expect(form.querySelector('input[name="_rev"]')).not.toBeNull();
  },
};
/** confirm-your-details with an NHS number: d MMMM y and Change links. */
export const ConfirmYourDetails: Story = {
  render: () => <ConfirmYourDetailsPage />,
  decorators: [
    withApp({
      setup: (s) =>
        s.proofingState.assign({
          knowNhsNumber: true,
          nhsNumber: '9990000034',
          dob: '1980-03-05',
          postcode: 'LS1 4AP',
        }),
    }),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5 March 1980')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Change nhs number' })).toHaveAttribute(
      'href',
      '/proofing/know-nhs-number',
    );
    await expect(canvas.getByRole('link', { name: 'Change postcode' })).toHaveAttribute(
      'href',
      '/proofing/enter-postcode',
    );
  },
};
/** no-match submitted without a choice. */
export const NoMatchRequired: Story = {
  render: () => <NoMatchPage />,
  decorators: [withApp()],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await summary(canvasElement)).toHaveTextContent('You need to select what you want to do next.');
  },
};
/** multiple-matches. */
export const MultipleMatches: Story = { render: () => <O.MultipleMatchesPage />, decorators: [withApp()] };
/** nhs-number-not-verified. */
export const NhsNumberNotVerified: Story = { render: () => <O.NhsNumberNotVerifiedPage />, decorators: [withApp()] };
/** record-invalidated, CID2011. */
export const RecordInvalidated: Story = {
  render: () => <O.RecordInvalidatedPage />,
  decorators: [withApp()],
  play: async ({ canvas }) => expect(canvas.getByText(/CID2011/)).toBeVisible(),
};
/** p5-error-generic. */
export const ErrorGeneric: Story = { render: () => <O.ErrorGenericPage />, decorators: [withApp()] };
/** p5-register-attempt with no lockout time: 15 minutes. */
export const RegisterAttempt: Story = {
  render: () => <O.RegisterAttemptPage />,
  decorators: [withApp()],
  play: async ({ canvas }) => expect(canvas.getByText(/wait 15 minutes/)).toBeVisible(),
};
/** p5-register-reattempt-lock with 30 minutes left. */
export const ReattemptLock: Story = {
  render: () => <O.ReattemptLockPage />,
  decorators: [
    withApp({ setup: (s) => s.proofingState.assign({ lockOutTime: Math.floor(Date.now() / 1000) + 30 * 60 }) }),
  ],
  play: async ({ canvas }) => expect(canvas.getByText(/wait 30 minutes/)).toBeVisible(),
};
/** p5-pds-limit. */
export const PdsLimit: Story = { render: () => <O.PdsLimitPage />, decorators: [withApp()] };
/** p5-already-completed. */
export const AlreadyCompleted: Story = {
  render: () => <O.AlreadyCompletedPage />,
  decorators: [withApp({ setup: (s) => s.proofingState.assign({ hasUplifted: true }) })],
};
/** p5-unable-to-save-details. */
export const UnableToSave: Story = { render: () => <O.UnableToSavePage />, decorators: [withApp()] };
/** you-need-to-be-over-11. */
export const Over11: Story = { render: () => <O.Over11Page />, decorators: [withApp()] };
/** nhs-login-not-available-your-area with the entered postcode. */
export const NotAvailable: Story = {
  render: () => <O.NotAvailablePage />,
  decorators: [withApp({ setup: (s) => s.proofingState.assign({ postcode: 'BT1 1AA' }) })],
  play: async ({ canvas }) => expect(canvas.getByText('You entered the postcode BT1 1AA.')).toBeVisible(),
};
/** know-nhs-number: yes reveals the NHS number field. */
export const KnowNhsNumberYes: Story = {
  render: () => <KnowNhsNumberPage />,
  decorators: [withApp()],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Yes'));
    await expect(canvas.getByLabelText('NHS number')).toBeVisible();
    await expect(canvas.getByText('This is a 10 digit number, like 485 777 3456')).toBeVisible();
  },
};
/** know-nhs-number with a stored NHS number (coming back to change it). */
export const KnowNhsNumberFilled: Story = {
  render: () => <KnowNhsNumberPage />,
  decorators: [withApp({ setup: (s) => s.proofingState.assign({ knowNhsNumber: true, nhsNumber: '9990000034' }) })],
  play: async ({ canvas }) => expect(canvas.getByLabelText('NHS number')).toHaveValue('9990000034'),
};
/** enter-name showing stored names. */
export const EnterNameFilled: Story = { render: () => <EnterNamePage />, decorators: [withApp({ setup: entered })] };
/** enter-dob before anything is typed. */
export const EnterDob: Story = { render: () => <EnterDobPage />, decorators: [withApp()] };
/** enter-dob with a date in the future. */
export const EnterDobFuture: Story = {
  render: () => <EnterDobPage />,
  decorators: [withApp()],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Day'), '1');
    await userEvent.type(canvas.getByLabelText('Month'), '1');
    await userEvent.type(canvas.getByLabelText('Year'), String(new Date().getFullYear() + 1));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await summary(canvasElement)).toHaveTextContent('Date of birth must be in the past');
  },
};
/** enter-postcode showing the stored postcode. */
export const EnterPostcodeFilled: Story = {
  render: () => <EnterPostcodePage />,
  decorators: [withApp({ setup: entered })],
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('What is your postcode?')).toHaveValue('LS1 4AP');
    // The whole hint, both halves, read with the field (spec 001 §2; issue 28 item 15).
    await expect(canvas.getByLabelText('What is your postcode?')).toHaveAccessibleDescription(
      /must be in England, Wales or the Isle of Man and must match the one your GP surgery holds on record\./,
    );
  },
};
/** check-your-details by name, with no back link. */
export const CheckYourDetails: Story = {
  render: () => <CheckYourDetailsPage />,
  decorators: [withApp({ setup: entered, path: '/proofing/check-your-details' })],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Back' })).toBeNull();
    await expect(canvas.getByText('Alice May Ashworth')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Submit' })).toHaveAttribute('href', '/proofing/submit');
  },
};
/** check-your-details while the server answers Submit (it sends the uplift first): Submit is busy (issue 54). */
export const CheckYourDetailsSending: Story = {
  render: () => <CheckYourDetailsPage />,
  decorators: [withApp({ setup: entered, path: '/proofing/check-your-details', navigatingTo: '/proofing/submit' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Submit' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('link', { name: 'Submit' })).toBeNull();
  },
};
/** confirm-your-details by name (the photo-ID route), while the failure data is being saved. */
export const ConfirmYourDetailsNameSaving: Story = {
  render: () => <ConfirmYourDetailsPage />,
  decorators: [withApp({ setup: entered, api: { recordP5FailureData: () => pending() } })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Change full name' })).toHaveAttribute(
      'href',
      '/proofing/enter-name',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
  },
};
/** no-match with a choice made. */
export const NoMatchChosen: Story = {
  render: () => <NoMatchPage />,
  decorators: [withApp()],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Prove who I am another way'));
    await expect(canvas.getByLabelText('Prove who I am another way')).toBeChecked();
  },
};
/** p5-register-attempt with 1 minute left (singular). */
export const RegisterAttemptOneMinute: Story = {
  render: () => <O.RegisterAttemptPage />,
  decorators: [withApp({ setup: (s) => s.proofingState.assign({ lockOutTime: Math.floor(Date.now() / 1000) + 30 }) })],
  play: async ({ canvas }) =>
    expect(canvas.getByText('You need to wait 1 minute before you can try again.')).toBeVisible(),
};
/** find-nhs-record heading to the GP-connect check (account not just created). */
export const FindNhsRecordGpConnect: Story = {
  render: () => <FindNhsRecordPage />,
  decorators: [withApp({ setup: (s) => s.journey.assign({ allowP5BeforeP9: true }) })],
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('You have created an account')).toBeNull();
    await expect(canvas.getByText('Next: prove who you are')).toBeVisible();
  },
};
