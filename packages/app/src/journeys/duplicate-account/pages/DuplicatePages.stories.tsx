import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pending, withApp } from '../../../test/storyHelpers.tsx';
import type { ProofingValues } from '../../../stores/ProofingState.ts';
import * as D from './DuplicatePages.tsx';

const meta = { title: 'Pages/Duplicate account', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const dup = (v: Partial<ProofingValues>) =>
  withApp({ setup: (s) => s.proofingState.assign({ p5DuplicateFound: true, ...v }) });
const summary = (el: HTMLElement) => within(el).findByTestId('error-summary');

/** a. migration off, submitted without a choice. */
export const DuplicateMigrationOff: Story = {
  render: () => <D.DuplicateNhsNumberPage />,
  decorators: [dup({ maskedEmail: 'd***@example.com' })],
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByLabelText('Get help finding the email address linked to this account'),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await summary(canvasElement)).toHaveTextContent('Select what you want to do');
  },
};
/** b. migration on, eligible, one email. */
export const DuplicateEligibleOne: Story = {
  render: () => <D.DuplicateNhsNumberPage />,
  decorators: [
    dup({ accountMigrationEnabled: true, eligibleForAccountMigrationJourney: true, maskedEmail: 'e***@example.com' }),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('e***@example.com')).toBeVisible();
    await expect(canvas.getByLabelText('Log in to your existing account')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Continue with your new account\b/)).toBeInTheDocument();
    await expect(canvas.queryByText(/your new accounts/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await summary(canvasElement)).toHaveTextContent('Select an option to continue');
  },
};
/** b. migration on, eligible, several emails. */
export const DuplicateEligibleMany: Story = {
  render: () => <D.DuplicateNhsNumberPage />,
  decorators: [
    dup({
      accountMigrationEnabled: true,
      eligibleForAccountMigrationJourney: true,
      maskedEmailList: ['e***@example.com', 'e***@example.net'],
    }),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('e***@example.net')).toBeVisible();
    await expect(canvas.getByLabelText('Log in to your existing accounts')).toBeInTheDocument();
    // Both radios follow the emails shown, word for word from spec 001 §2 (issue 28 item 9).
    await expect(canvas.getByLabelText(/^Continue with your new accounts\b/)).toBeInTheDocument();
  },
};
/** c. migration on, not eligible. */
export const DuplicateNotEligible: Story = {
  render: () => <D.DuplicateNhsNumberPage />,
  decorators: [dup({ accountMigrationEnabled: true })],
  play: async ({ canvas }) =>
    expect(canvas.getByText(/not eligible to continue with a new account at this time/)).toBeVisible(),
};
/** d. ineligible: active_account. */
export const DuplicateActiveAccount: Story = {
  render: () => <D.DuplicateNhsNumberPage />,
  decorators: [
    dup({ accountMigrationEnabled: true, ineligibilityReason: 'active_account', maskedEmail: 'a***@example.com' }),
  ],
  play: async ({ canvas }) =>
    expect(canvas.getByText("As you've recently used this account, you cannot create a new one.")).toBeVisible(),
};
/** email-address-found. */
export const EmailAddressFound: Story = {
  render: () => <D.EmailAddressFoundPage />,
  decorators: [dup({ maskedEmail: 'd***@example.com' })],
};
/** multiple-emails-found submitted without a choice. */
export const MultipleEmailsFound: Story = {
  render: () => <D.MultipleEmailsFoundPage />,
  decorators: [dup({ maskedEmailList: ['a***@x.com', 'b***@y.com'] })],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await summary(canvasElement)).toHaveTextContent('Select what you want to do');
  },
};
/** confirm-account-replacement: the SLA, and the checkbox required. */
export const ConfirmAccountReplacement: Story = {
  render: () => <D.ConfirmAccountReplacementPage />,
  decorators: [dup({ accountMigrationEnabled: true, eligibleForAccountMigrationJourney: true, pyiSla: '48 hours' })],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/up to 48 hours/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await summary(canvasElement)).toHaveTextContent(
      'Confirm that you want to continue with a new NHS account and delete your existing one',
    );
  },
};
/** reminder-email-sent. */
export const ReminderEmailSent: Story = {
  render: () => <D.ReminderEmailSentPage />,
  decorators: [dup({})],
  play: async ({ canvas }) => {
    // The steps, in order, and the spam advice (spec 001 §2; issue 28 item 15).
    await expect(canvas.getByRole('heading', { level: 1, name: 'We have sent you an email reminder' })).toBeVisible();
    const steps = canvas.getAllByRole('listitem').map((li) => li.textContent);
    await expect(steps).toEqual([
      'Open the email from NHS login.',
      'Find the email address your account uses.',
      'Log in with that email address.',
    ]);
    await expect(canvas.getByRole('list').tagName).toBe('OL');
    await expect(canvas.getByText('If you cannot find the email, check your spam or junk folder.')).toBeVisible();
  },
};
/** another-reminder-sent. */
export const AnotherReminderSent: Story = { render: () => <D.AnotherReminderSentPage />, decorators: [dup({})] };
/** cannot-request-another-reminder. */
export const CannotRequestAnotherReminder: Story = {
  render: () => <D.CannotRequestAnotherReminderPage />,
  decorators: [dup({})],
};
/** redirect-to-help-centre: the spinner during the (at least 1-second) wait. */
export const RedirectToHelpCentre: Story = {
  render: () => <D.RedirectToHelpCentrePage />,
  decorators: [
    withApp({ setup: (s) => s.proofingState.assign({ p5DuplicateFound: true }), minimumDelayMs: 2_000_000_000 }),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Taking you to the NHS login help centre',
    );
  },
};
/** a. migration off with the radio answered (nothing submitted yet). */
export const DuplicateMigrationOffAnswered: Story = {
  render: () => <D.DuplicateNhsNumberPage />,
  decorators: [dup({ maskedEmail: 'd***@example.com' })],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Log in with the email address linked to this account'));
    await expect(canvas.getByLabelText('Log in with the email address linked to this account')).toBeChecked();
  },
};
/** confirm-account-replacement with the default SLA (24 hours) and the box ticked. */
export const ConfirmAccountReplacementTicked: Story = {
  render: () => <D.ConfirmAccountReplacementPage />,
  decorators: [dup({ accountMigrationEnabled: true, eligibleForAccountMigrationJourney: true })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/up to 24 hours/)).toBeVisible();
    await userEvent.click(
      canvas.getByText('I understand that continuing with my new NHS account means my old account will be deleted'),
    );
  },
};
/** multiple-emails-found with a sending reminder (busy button). */
export const MultipleEmailsFoundSending: Story = {
  render: () => <D.MultipleEmailsFoundPage />,
  decorators: [
    withApp({
      setup: (s) => s.proofingState.assign({ p5DuplicateFound: true, maskedEmailList: ['a***@x.com', 'b***@y.com'] }),
      api: { sendDuplicateReminder: () => pending() },
    }),
  ],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Get an email reminder sent to the email addresses linked to your details'));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
  },
};
