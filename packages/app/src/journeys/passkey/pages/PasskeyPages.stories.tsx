import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { pending, withApp } from '../../../test/storyHelpers.tsx';
import type { RootStore } from '../../../stores/RootStore.ts';
import { PasskeyStore, type PasskeyCeremony } from '../PasskeyStore.ts';
import PasskeyEnterEmailPage from './PasskeyEnterEmailPage.tsx';
import { PasskeyEnterEmailLoginFailedPage, PasskeyLoginFailedPage } from './PasskeyChoicePages.tsx';
import { PasskeyAttemptsExceededPage, PasskeyBlockedPage } from './PasskeyMessagePages.tsx';
import LogInPasswordPage from '../../sign-in/pages/LogInPasswordPage.tsx';
import { OtpAttemptsExceededPage } from '../../sign-in/pages/ProblemPages.tsx';

const meta = {
  title: 'Pages/Passkey',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const OPTIONS = {
  authentication_options: { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', allowCredentials: [] },
  transaction_id: 'tx-1',
};

/** Replaces the root store's passkey store with one using a stub prompt and support answer. */
function withPasskey(store: RootStore, opts: { supported: boolean; ceremony?: PasskeyCeremony; enabled?: boolean }) {
  store.journey.assign({ fido2Enabled: opts.enabled ?? true });
  store.profile.assign({ email: 'confirmed@example.com', status: 'CONFIRMED' });
  (store as { passkey: PasskeyStore }).passkey = new PasskeyStore({
    api: store.api,
    session: store.session,
    profile: store.profile,
    journey: store.journey,
    enabled: true,
    ceremony: opts.ceremony ?? (() => pending<AuthenticationResponseJSON>()),
    checkSupport: () => Promise.resolve(opts.supported),
  });
}

const ceremonySpy = fn<PasskeyCeremony>(() => pending<AuthenticationResponseJSON>());

/** passkey-enter-email with the email already entered. */
export const EnterEmail: Story = {
  render: () => <PasskeyEnterEmailPage />,
  decorators: [withApp({ setup: (s) => withPasskey(s, { supported: true }) })],
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email address')).toHaveValue('confirmed@example.com');
    // Its back link leads to the login page (spec 000 §2; issue 28 item 16).
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Log in with my password instead' })).toHaveAttribute(
      'href',
      '/log-in-password',
    );
  },
};

/** Pressing "Log in with my passkey" twice starts one prompt only; the button is busy meanwhile. */
export const EnterEmailOnePromptPerPress: Story = {
  render: () => <PasskeyEnterEmailPage />,
  decorators: [
    withApp({
      api: {
        checkAccountStatus: () =>
          Promise.resolve({
            status: 'CONFIRMED',
            uplift_required: false,
            allow_p5_before_p9: false,
            landline_registration_enabled: false,
            auth_options: OPTIONS,
          }),
        passkeyAuthenticationOptions: () => Promise.resolve(OPTIONS),
      },
      setup: (s) => {
        ceremonySpy.mockClear();
        withPasskey(s, { supported: true, ceremony: ceremonySpy });
      },
    }),
  ],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Log in with my passkey' });
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() => expect(ceremonySpy).toHaveBeenCalledTimes(1));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(ceremonySpy).toHaveBeenCalledTimes(1);
  },
};

/** passkey-enter-email submitted empty: 'Enter your email address'. */
export const EnterEmailRequired: Story = {
  render: () => <PasskeyEnterEmailPage />,
  decorators: [withApp({ setup: (s) => withPasskey(s, { supported: true }) })],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.clear(canvas.getByLabelText('Email address'));
    await userEvent.click(canvas.getByRole('button', { name: 'Log in with my passkey' }));
    const summary = await within(canvasElement).findByTestId('error-summary');
    await expect(summary).toHaveFocus();
    await expect(summary).toHaveTextContent('Enter your email address');
  },
};

/** passkey-enter-email on a browser without passkeys: says so and offers the password. */
export const EnterEmailUnsupported: Story = {
  render: () => <PasskeyEnterEmailPage />,
  decorators: [withApp({ setup: (s) => withPasskey(s, { supported: false }) })],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('This device does not support passkeys. Enter your password to log in.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Log in with my passkey' })).toBeNull();
  },
};

/** passkey-login-failed submitted without a choice. */
export const LoginFailedRequired: Story = {
  render: () => <PasskeyLoginFailedPage />,
  decorators: [withApp({ setup: (s) => withPasskey(s, { supported: true }) })],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await within(canvasElement).findByTestId('error-summary')).toHaveTextContent(
      'You need to tell us what you want to do',
    );
    await expect(canvas.getByRole('radio', { name: 'Try my passkey again' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Log in with my password' })).toBeInTheDocument();
  },
};

/** passkey-enter-email-login-failed. */
export const EnterEmailLoginFailed: Story = {
  render: () => <PasskeyEnterEmailLoginFailedPage />,
  decorators: [withApp()],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Enter my email address again' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Log in with my password' })).toBeInTheDocument();
  },
};

/** passkey-login-attempts-exceeded. */
export const AttemptsExceeded: Story = {
  render: () => <PasskeyAttemptsExceededPage />,
  decorators: [withApp({ setup: (s) => s.profile.assign({ email: 'confirmed@example.com' }) })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You need to wait up to 15 minutes before you can try again.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in with my password' })).toHaveAttribute(
      'href',
      '/log-in-password',
    );
  },
};

/** The blocked page of a 451. */
export const Blocked: Story = { render: () => <PasskeyBlockedPage />, decorators: [withApp()] };

/** log-in-password with passkeys available: the "I cannot remember my password" expander. */
export const LogInPasswordWithPasskey: Story = {
  render: () => <LogInPasswordPage />,
  decorators: [withApp({ setup: (s) => withPasskey(s, { supported: true }) })],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByText('I cannot remember my password'));
    await expect(canvas.getByRole('link', { name: 'Log in with my passkey' })).toHaveAttribute(
      'href',
      '/passkey-enter-email',
    );
    await expect(canvas.getByRole('link', { name: 'Reset my password' })).toBeVisible();
  },
};

/** log-in-password with passkeys on but an unsupported browser: it says so; the reset link stays. */
export const LogInPasswordUnsupported: Story = {
  render: () => <LogInPasswordPage />,
  decorators: [withApp({ setup: (s) => withPasskey(s, { supported: false }) })],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('This device does not support passkeys. Enter your password to log in.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Reset your password' })).toBeVisible();
    await expect(canvas.queryByText('I cannot remember my password')).toBeNull();
  },
};

/** otp-attempts-exceeded offers the passkey button when passkeys are available. */
export const OtpAttemptsExceededWithPasskey: Story = {
  render: () => <OtpAttemptsExceededPage />,
  decorators: [withApp({ setup: (s) => withPasskey(s, { supported: true }) })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Log in with my passkey' })).toHaveAttribute(
      'href',
      '/passkey-enter-email',
    );
  },
};

/** otp-attempts-exceeded without passkeys: no passkey button. */
export const OtpAttemptsExceededWithoutPasskey: Story = {
  render: () => <OtpAttemptsExceededPage />,
  decorators: [withApp({ setup: (s) => withPasskey(s, { supported: true, enabled: false }) })],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Log in with my passkey' })).toBeNull();
  },
};
