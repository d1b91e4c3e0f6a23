import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountServerMessages, registrationServerMessages, serverMessages, type AccountDetails } from '@nhsl/contract';
import { pending, serverError, withApp, type AppStoryOptions } from '../../../test/storyHelpers.tsx';
import type { RootStore } from '../../../stores/RootStore.ts';
import type { AccountApi } from '../AccountApi.ts';
import { accountStoreOf, type AccountDeps } from '../AccountStore.ts';
import {
  AccountHomePage,
  AccountProblemPage,
  AddPasskeyPage,
  ChangeEmailPage,
  ChangeLandlinePage,
  ChangeMobilePage,
  ChangePasswordPage,
  ChangedElsewherePage,
  CheckEmailCodePage,
  CheckNumberCodePage,
  ConfirmPasswordPage,
  PasskeyOfferPage,
  RemoveLandlinePage,
  RemovePasskeyPage,
  StopSharingPage,
} from './AccountPages.tsx';

const meta = {
  title: 'Pages/Account',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const DAY = 24 * 60 * 60 * 1000;
/** A fixed date (1 March 2026, midday UTC), so the stories' dates never change. */
const T0 = Date.UTC(2026, 2, 1, 12);

/** The details of `account@example.com` (every list filled). */
const FULL: AccountDetails = {
  email: 'account@example.com',
  mobile: '*******0140',
  landline: '*******0140',
  version: 3,
  recent_proof: true,
  passkey_offer: false,
  passkeys: [
    { id: 'pk-1', name: 'iCloud Keychain', created_at: T0 - 40 * DAY, last_used_at: T0 - 2 * DAY },
    { id: 'pk-2', created_at: T0 - 10 * DAY },
  ],
  services: [
    {
      client_id: 'demo-client',
      client_name: 'Demo Health Service',
      consented_at: T0 - 90 * DAY,
      scopes: ['profile', 'email', 'phone'],
    },
    {
      client_id: 'healthrecords',
      client_name: 'Health Records',
      consented_at: T0 - 5 * DAY,
      scopes: ['profile', 'gp_registration_details'],
    },
  ],
};

/** The details of `account-plain@example.com` (mobile only, empty lists). */
const PLAIN: AccountDetails = {
  ...FULL,
  email: 'account-plain@example.com',
  mobile: '*******0141',
  landline: undefined,
  passkeys: [],
  services: [],
  passkey_offer: true,
};

type Stubs = Partial<AccountApi> & Partial<Pick<AccountDeps, 'createPasskey' | 'canCreatePasskey'>>;

/** A page with the account store: details answered at once (or never, or failing), other calls stubbed. */
function withAccount(
  details: AccountDetails | 'pending' | 'failing' = FULL,
  stubs: Stubs = {},
  extra: { path?: string; setup?: (s: RootStore) => void } = {},
) {
  return withApp({
    path: extra.path,
    api: {
      accountDetails: () =>
        details === 'pending'
          ? pending()
          : details === 'failing'
            ? serverError('Internal server error', 500)
            : Promise.resolve(details),
      canCreatePasskey: () => Promise.resolve(true),
      ...stubs,
    } as AppStoryOptions['api'],
    setup: extra.setup,
  });
}

const button = async (canvas: ReturnType<typeof within>, name: string | RegExp) =>
  userEvent.click(await canvas.findByRole('button', { name }));
const summary = (canvasElement: HTMLElement) => within(canvasElement).findByTestId('error-summary');

// ---- account (home) ----

/** The account home with every list filled: details with Change links, passkeys, shared services. */
export const Home: Story = {
  render: () => <AccountHomePage />,
  decorators: [withAccount()],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your NHS login' })).toBeVisible();
    await canvas.findByText('account@example.com');
    await expect(canvas.getByRole('link', { name: 'Change email address' })).toHaveAttribute(
      'href',
      '/account/change-email',
    );
    await expect(canvas.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/account/change-password',
    );
    await expect(canvas.getByText('iCloud Keychain')).toBeVisible();
    await expect(canvas.getByText('Passkey (19 February 2026)')).toBeVisible();
    await expect(canvas.getByText('Demo Health Service')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Stop sharing demo health service' })).toHaveAttribute(
      'href',
      '/account/services/stop-sharing?client=demo-client',
    );
  },
};

/** The account home of an account with only a mobile: Add links, no passkeys, no services. */
export const HomeEmpty: Story = {
  render: () => <AccountHomePage />,
  decorators: [withAccount(PLAIN)],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have not set up a passkey.')).toBeVisible();
    await expect(canvas.getByText('You have not shared your NHS login with any services.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add landline phone number' })).toBeVisible();
  },
};

/** After a change: the success banner, focused and announced. */
export const HomeAfterChange: Story = {
  render: () => <AccountHomePage />,
  decorators: [
    withAccount(FULL, {}, { setup: (s) => (accountStoreOf(s).banner = 'Your email address has been changed.') }),
  ],
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('Your email address has been changed.');
    // The banner (the region around the alert, issue 54) takes focus in an effect, which outside a
    // test's act() may follow the play's start.
    await waitFor(() => expect(banner.closest('[role="region"]')).toHaveFocus());
  },
};

/** The details are still loading. */
export const HomeLoading: Story = {
  render: () => <AccountHomePage />,
  decorators: [withAccount('pending')],
};

/** The details could not load: the problem page's content. */
export const HomeLoadFailed: Story = {
  render: () => <AccountHomePage />,
  decorators: [withAccount('failing')],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your details have not changed. Try again later.')).toBeVisible();
  },
};

// ---- account/confirm-password ----

/** The password check before a sensitive change. */
export const ConfirmPassword: Story = {
  render: () => <ConfirmPasswordPage />,
  decorators: [withAccount(FULL, {}, { path: '/account/confirm-password?return=/account/change-email' })],
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  },
};

/** The password check submitted empty. */
export const ConfirmPasswordRequired: Story = {
  ...ConfirmPassword,
  play: async ({ canvas, canvasElement }) => {
    await button(canvas, 'Continue');
    await expect(await summary(canvasElement)).toHaveTextContent('Enter your password');
  },
};

/** A wrong password: the error on the field. */
export const ConfirmPasswordWrong: Story = {
  render: () => <ConfirmPasswordPage />,
  decorators: [withAccount(FULL, { reauthenticate: () => serverError(serverMessages.incorrectCredentials) })],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'not-it');
    await button(canvas, 'Continue');
    await expect(await summary(canvasElement)).toHaveTextContent('Your password is not correct');
  },
};

// ---- account/change-password ----

/** Change password: current, new (new-password, show/hide) and confirmation. */
export const ChangePassword: Story = {
  render: () => <ChangePasswordPage />,
  decorators: [withAccount(FULL, { changePassword: () => serverError(accountServerMessages.incorrectPassword) })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
  },
};

/** Change password submitted empty: every field's message, in page order. */
export const ChangePasswordErrors: Story = {
  ...ChangePassword,
  play: async ({ canvas, canvasElement }) => {
    await button(canvas, 'Save password');
    const s = await summary(canvasElement);
    await expect(s).toHaveTextContent('Enter your current password');
  },
};

/** The current password is wrong (the back end's answer). */
export const ChangePasswordCurrentWrong: Story = {
  ...ChangePassword,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText('Current password'), 'not-it');
    await userEvent.type(canvas.getByLabelText('New password'), 'three random words');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'three random words');
    await button(canvas, 'Save password');
    await expect(await summary(canvasElement)).toHaveTextContent('Your current password is not correct');
  },
};

/** The new password is too common (the back end's deny list). */
export const ChangePasswordCommon: Story = {
  render: () => <ChangePasswordPage />,
  decorators: [withAccount(FULL, { changePassword: () => serverError(registrationServerMessages.passwordTooCommon) })],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText('Current password'), 'Password123!');
    await userEvent.type(canvas.getByLabelText('New password'), 'password1234');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'password1234');
    await button(canvas, 'Save password');
    await expect(await summary(canvasElement)).toHaveTextContent('too easy to guess');
  },
};

// ---- account/change-email ----

/** Change email: the address now and the new one. */
export const ChangeEmail: Story = {
  render: () => <ChangeEmailPage />,
  decorators: [withAccount(FULL, { changeEmail: () => serverError(registrationServerMessages.accountExists) })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('New email address')).toHaveAttribute('type', 'email');
  },
};

/** A new address not in the right format (registration's rule). */
export const ChangeEmailInvalid: Story = {
  ...ChangeEmail,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText('New email address'), 'not an address');
    await button(canvas, 'Continue');
    await expect(await summary(canvasElement)).toBeVisible();
    await expect(canvas.getByLabelText('New email address')).toHaveValue('not an address');
  },
};

/** A new address another NHS login already uses. */
export const ChangeEmailTaken: Story = {
  ...ChangeEmail,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText('New email address'), 'confirmed@example.com');
    await button(canvas, 'Continue');
    await expect(await summary(canvasElement)).toHaveTextContent('An NHS login already uses this email address');
  },
};

// ---- account/change-email/check-email ----

const pendingEmail = (s: RootStore) => (accountStoreOf(s).pendingEmail = 'new.me@example.com');

/** The code emailed to the new address. */
export const CheckEmail: Story = {
  render: () => <CheckEmailCodePage />,
  decorators: [
    withAccount(
      FULL,
      { verifyEmailCode: () => serverError(serverMessages.invalidOtp), resendEmailCode: () => Promise.resolve() },
      { setup: pendingEmail },
    ),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('new.me@example.com')).toBeVisible();
  },
};

/** A wrong code. */
export const CheckEmailWrongCode: Story = {
  ...CheckEmail,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText('Security code'), '123456');
    await button(canvas, 'Confirm email address');
    await expect(await summary(canvasElement)).toHaveTextContent('The code is not correct');
  },
};

/** A new code sent: the confirmation banner. */
export const CheckEmailResent: Story = {
  ...CheckEmail,
  decorators: [withAccount(FULL, {}, { setup: (s) => (pendingEmail(s), (accountStoreOf(s).codeResent = true)) })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We have sent you a new code.')).toBeVisible();
  },
};

// ---- account/change-mobile, change-landline, check-security-code ----

/** Change mobile: recovery's phone rules. */
export const ChangeMobile: Story = {
  render: () => <ChangeMobilePage />,
  decorators: [withAccount()],
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('New mobile phone number')).toHaveAttribute('type', 'tel');
  },
};

/** A mobile number not in the UK format. */
export const ChangeMobileInvalid: Story = {
  ...ChangeMobile,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText('New mobile phone number'), '0123');
    await button(canvas, 'Continue');
    await expect(await summary(canvasElement)).toHaveTextContent(
      'Enter a UK mobile phone number in the correct format',
    );
  },
};

/** Change landline (one is held). */
export const ChangeLandline: Story = {
  render: () => <ChangeLandlinePage />,
  decorators: [withAccount()],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Change your landline phone number',
    );
  },
};

/** Add a landline (none held). */
export const AddLandline: Story = {
  render: () => <ChangeLandlinePage />,
  decorators: [withAccount(PLAIN)],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('Add a landline phone number');
  },
};

/** The code texted to the new mobile. */
export const CheckMobileCode: Story = {
  render: () => <CheckNumberCodePage />,
  decorators: [
    withAccount(
      FULL,
      {},
      { setup: (s) => (accountStoreOf(s).pendingNumber = { method: 'mobile', masked: '*******0999' }) },
    ),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('*******0999')).toBeVisible();
  },
};

/** The code read out in a call to the new landline. */
export const CheckLandlineCode: Story = {
  render: () => <CheckNumberCodePage />,
  decorators: [
    withAccount(
      FULL,
      {},
      { setup: (s) => (accountStoreOf(s).pendingNumber = { method: 'landline', masked: '*******0999' }) },
    ),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/We are calling this number/)).toBeVisible();
  },
};

// ---- confirmations ----

/** Removing the landline, after this confirmation. */
export const RemoveLandline: Story = {
  render: () => <RemoveLandlinePage />,
  decorators: [withAccount()],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Remove landline phone number' })).toBeVisible();
  },
};

/** Removing a passkey, after this confirmation. */
export const RemovePasskey: Story = {
  render: () => <RemovePasskeyPage />,
  decorators: [withAccount(FULL, {}, { path: '/account/passkeys/remove?id=pk-1' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('iCloud Keychain')).toBeVisible();
  },
};

/** Stopping sharing with a service, after this confirmation. */
export const StopSharing: Story = {
  render: () => <StopSharingPage />,
  decorators: [withAccount(FULL, {}, { path: '/account/services/stop-sharing?client=healthrecords' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Stop sharing' })).toBeVisible();
    await expect(canvas.getAllByText(/Health Records/).length).toBeGreaterThan(0);
  },
};

// ---- passkeys: add and the offer after sign-in ----

const attestation = { id: 'new', rawId: 'new', type: 'public-key', response: {} };
const options = () => Promise.resolve({ challenge: 'abc' });

/** Add a passkey: offered. */
export const AddPasskey: Story = {
  render: () => <AddPasskeyPage />,
  decorators: [withAccount(FULL, { passkeyRegistrationOptions: options, createPasskey: () => pending() })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Set up a passkey' })).toBeVisible();
  },
};

/** Add a passkey: the device's prompt is open. */
export const AddPasskeyCreating: Story = {
  ...AddPasskey,
  play: async ({ canvas }) => {
    await button(canvas, 'Set up a passkey');
    await expect(await canvas.findByText('Follow the instructions from your device')).toBeVisible();
  },
};

/** Add a passkey: the user cancelled the prompt. */
export const AddPasskeyCancelled: Story = {
  render: () => <AddPasskeyPage />,
  decorators: [
    withAccount(FULL, {
      passkeyRegistrationOptions: options,
      createPasskey: () => Promise.reject(Object.assign(new Error('cancelled'), { name: 'NotAllowedError' })),
    }),
  ],
  play: async ({ canvas }) => {
    await button(canvas, 'Set up a passkey');
    await expect(await canvas.findByText(/You did not finish setting up a passkey/)).toBeVisible();
  },
};

/** Add a passkey: this device already holds one for the account. */
export const AddPasskeyExists: Story = {
  render: () => <AddPasskeyPage />,
  decorators: [
    withAccount(FULL, {
      passkeyRegistrationOptions: options,
      createPasskey: () => Promise.reject(Object.assign(new Error('exists'), { name: 'InvalidStateError' })),
    }),
  ],
  play: async ({ canvas }) => {
    await button(canvas, 'Set up a passkey');
    await expect(await canvas.findByText(/already has a passkey/)).toBeVisible();
  },
};

/** Add a passkey: the back end failed to verify it. */
export const AddPasskeyFailed: Story = {
  render: () => <AddPasskeyPage />,
  decorators: [
    withAccount(FULL, {
      passkeyRegistrationOptions: options,
      createPasskey: () => Promise.resolve(attestation),
      registerPasskey: () => serverError('Internal server error', 500, 'CID3270'),
    }),
  ],
  play: async ({ canvas }) => {
    await button(canvas, 'Set up a passkey');
    await expect(await canvas.findByText(/could not set up your passkey/)).toBeVisible();
  },
};

/** Add a passkey: this device cannot make one. */
export const AddPasskeyNotSupported: Story = {
  render: () => <AddPasskeyPage />,
  decorators: [withAccount(FULL, { canCreatePasskey: () => Promise.resolve(false) })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/cannot set up a passkey/)).toBeVisible();
  },
};

const offer = (stubs: Stubs) =>
  withAccount(
    PLAIN,
    { passkeyRegistrationOptions: options, declinePasskeyOffer: () => Promise.resolve(), ...stubs },
    {
      path: '/account/passkey-offer?return=/authcode',
    },
  );

/** The offer after sign-in: offered, with "Not now". */
export const PasskeyOffer: Story = {
  render: () => <PasskeyOfferPage />,
  decorators: [offer({ createPasskey: () => pending() })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Not now' })).toBeVisible();
  },
};

/** The offer: the device's prompt is open. */
export const PasskeyOfferCreating: Story = {
  ...PasskeyOffer,
  play: async ({ canvas }) => {
    await button(canvas, 'Set up a passkey');
    await expect(await canvas.findByText('Follow the instructions from your device')).toBeVisible();
  },
};

/** The offer: the passkey was made; Continue goes on with the sign-in. */
export const PasskeyOfferCreated: Story = {
  render: () => <PasskeyOfferPage />,
  decorators: [
    offer({
      createPasskey: () => Promise.resolve(attestation),
      registerPasskey: () => Promise.resolve({ id: 'new', created_at: T0 }),
    }),
  ],
  play: async ({ canvas }) => {
    await button(canvas, 'Set up a passkey');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your passkey has been set up.');
  },
};

/** The offer: the user cancelled the prompt. */
export const PasskeyOfferCancelled: Story = {
  render: () => <PasskeyOfferPage />,
  decorators: [
    offer({ createPasskey: () => Promise.reject(Object.assign(new Error('x'), { name: 'NotAllowedError' })) }),
  ],
  play: AddPasskeyCancelled.play,
};

/** The offer: the back end failed. */
export const PasskeyOfferFailed: Story = {
  render: () => <PasskeyOfferPage />,
  decorators: [
    offer({
      createPasskey: () => Promise.resolve(attestation),
      registerPasskey: () => serverError('Internal server error', 500, 'CID3270'),
    }),
  ],
  play: AddPasskeyFailed.play,
};

/** The offer: this device cannot make a passkey (only Continue). */
export const PasskeyOfferNotSupported: Story = {
  render: () => <PasskeyOfferPage />,
  decorators: [offer({ canCreatePasskey: () => Promise.resolve(false) })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Not now' })).toBeNull();
  },
};

// ---- outcomes ----

/** A change refused because the details changed in another tab: the current details. */
export const ChangedElsewhere: Story = {
  render: () => <ChangedElsewherePage />,
  decorators: [withAccount()],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('account@example.com')).toBeVisible();
  },
};

/** A back-end failure: nothing changed, with the reference. */
export const Problem: Story = {
  render: () => <AccountProblemPage />,
  decorators: [withAccount(FULL, {}, { path: '/account/problem?errorCode=CID3270' })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/CID3270/)).toBeVisible();
  },
};
