import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pending, serverError, withApp } from '../../../test/storyHelpers.tsx';
import CheckEmailPage from './CheckEmailPage.tsx';
import ForgottenPasswordPage from './ForgottenPasswordPage.tsx';
import LoginPage from './LoginPage.tsx';
import ResetPasswordPage from './ResetPasswordPage.tsx';
import {
  LinkExpiredPage,
  LinkNotWorkingPage,
  LinkUsedPage,
  ResetAttemptsExceededPage,
  ResetSuccessPage,
} from './ResetOutcomePages.tsx';

const meta = {
  title: 'Pages/Reset password',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const summary = (canvasElement: HTMLElement) => within(canvasElement).findByTestId('error-summary');

/** login (email and password), empty; passkeys on and supported, so the passkey link shows. spec 000 §2 "login", §6. */
export const Login: Story = {
  render: () => <LoginPage />,
  decorators: [withApp({ passkey: { enabled: true, checkSupport: () => Promise.resolve(true) } })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Log in with my passkey' })).toHaveAttribute(
      'href',
      '/passkey-enter-email',
    );
  },
};

const passkeyLinkAbsent = async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
  await expect(canvas.getByRole('link', { name: 'Create an NHS login' })).toBeVisible();
  // The support check has settled (a microtask); the link still does not show.
  await new Promise((r) => setTimeout(r, 50));
  await expect(canvas.queryByRole('link', { name: 'Log in with my passkey' })).toBeNull();
};

/** login with the passkey feature flag off: no passkey link. spec 000 §6. */
export const LoginPasskeysOff: Story = {
  render: () => <LoginPage />,
  decorators: [withApp({ passkey: { enabled: false, checkSupport: () => Promise.resolve(true) } })],
  play: passkeyLinkAbsent,
};

/** login on a device that does not support passkeys: no passkey link. spec 000 §6. */
export const LoginPasskeysUnsupported: Story = {
  render: () => <LoginPage />,
  decorators: [withApp({ passkey: { enabled: true, checkSupport: () => Promise.resolve(false) } })],
  play: passkeyLinkAbsent,
};

/** login at 320px wide, help expanded. */
export const LoginSmallScreenHelpOpen: Story = {
  ...Login,
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Help with logging in'));
    await expect(canvas.getByRole('link', { name: /I am not sure which account I used/ })).toBeVisible();
  },
};

/** login submitted empty: both messages, in field order, summary focused. */
export const LoginRequired: Story = {
  ...Login,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const s = await summary(canvasElement);
    await expect(s).toHaveFocus();
    await expect(s).toHaveTextContent(/You need to enter your email address.*Enter your password/);
  },
};

/** login with a malformed address. */
export const LoginEmailFormat: Story = {
  ...Login,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Email address'), 'not-an-email');
    await userEvent.type(canvas.getByLabelText('Password'), 'something');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await summary(canvasElement)).toHaveTextContent('Enter an email address in the correct format');
    await expect(canvas.getByText('Enter an email address in the correct format, like name@example.com')).toBeVisible();
  },
};

/** login with a wrong password: 'Enter the correct password'. */
export const LoginWrongPassword: Story = {
  render: () => <LoginPage />,
  decorators: [withApp({ api: { signIn: () => serverError('Incorrect username or password.') } })],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Email address'), 'confirmed@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await summary(canvasElement)).toHaveTextContent('Enter the correct password');
  },
};

/** login while the call is in flight: the button is busy. */
export const LoginBusy: Story = {
  render: () => <LoginPage />,
  decorators: [withApp({ api: { signIn: () => pending() } })],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email address'), 'confirmed@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'Password123!');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
  },
};

const withEmail = withApp({ setup: (s) => s.profile.assign({ email: 'confirmed@example.com' }) });

/** forgotten-password, starting with the address entered at sign-in. spec 000 §2. */
export const ForgottenPassword: Story = { render: () => <ForgottenPasswordPage />, decorators: [withEmail] };

/** forgotten-password, empty. */
export const ForgottenPasswordEmpty: Story = { render: () => <ForgottenPasswordPage />, decorators: [withApp()] };

/** forgotten-password submitted empty: 'Enter your email address'. spec 000 §5. */
export const ForgottenPasswordRequired: Story = {
  ...ForgottenPasswordEmpty,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a reset link' }));
    const s = await summary(canvasElement);
    await expect(s).toHaveFocus();
    await expect(s).toHaveTextContent('Enter your email address');
    await expect(canvas.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** forgotten-password with too short an address. */
export const ForgottenPasswordTooShort: Story = {
  ...ForgottenPasswordEmpty,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Email address'), 'a@b.c');
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a reset link' }));
    await expect(await summary(canvasElement)).toHaveTextContent('Enter an email address with at least 6 characters');
  },
};

/** forgotten-password with a malformed address. */
export const ForgottenPasswordFormat: Story = {
  ...ForgottenPasswordEmpty,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Email address'), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a reset link' }));
    await expect(await summary(canvasElement)).toHaveTextContent('Enter an email address in the correct format');
    await expect(canvas.getByText('Enter an email address in the correct format, like name@example.com')).toBeVisible();
  },
};

/** forgotten-password while the request is in flight. */
export const ForgottenPasswordBusy: Story = {
  render: () => <ForgottenPasswordPage />,
  decorators: [
    withApp({ setup: (s) => s.profile.assign({ email: 'confirmed@example.com' }), api: { forgotPassword: pending } }),
  ],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a reset link' }));
    await expect(canvas.getByRole('button', { name: 'Send me a reset link' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** check-email and reset/check-email: "Check your email", valid 1 hour, back to log in. */
export const CheckEmail: Story = {
  render: () => <CheckEmailPage />,
  decorators: [withApp()],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The link is valid for 1 hour.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to log in' })).toHaveAttribute('href', '/log-in-password');
  },
};

const LINK = '/reset-password?username=person%40example.com&code=123456&expiry=9999999999999';
const onLink = (api = {}) => withApp({ path: LINK, api });

/** The reset page for a working link: one 'New password' field and 'Reset password'. spec 001 §2. */
export const ResetPassword: Story = { render: () => <ResetPasswordPage />, decorators: [onLink()] };

/** The reset page at 320px wide, password shown. */
export const ResetPasswordSmallScreenShown: Story = {
  ...ResetPassword,
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'a brand new passphrase');
    await userEvent.click(canvas.getByRole('button', { name: /Show/ }));
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('type', 'text');
  },
};

const newPasswordError = (typed: string, message: string): Story => ({
  ...ResetPassword,
  play: async ({ canvas, canvasElement }) => {
    if (typed) await userEvent.type(canvas.getByLabelText('New password'), typed);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    const s = await summary(canvasElement);
    await expect(s).toHaveFocus();
    await expect(s).toHaveTextContent(message);
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  },
});

/** Submitted empty: 'Enter a new password'. */
export const ResetPasswordRequired = newPasswordError('', 'Enter a new password');
/** Fewer than 8 characters. */
export const ResetPasswordTooShort = newPasswordError('short', 'Your password must be at least 8 characters');
/** The email address as the password. */
export const ResetPasswordSameAsEmail = newPasswordError(
  'person@example.com',
  'Your password must not be the same as your email address',
);
/** A common password. */
export const ResetPasswordCommon = newPasswordError(
  'password123',
  'Your password is too easy to guess. Choose a different password',
);

/** More than 256 characters (pasted). */
export const ResetPasswordTooLong: Story = {
  ...ResetPassword,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByLabelText('New password'));
    await userEvent.paste('x'.repeat(257));
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(await summary(canvasElement)).toHaveTextContent('Your password must be 256 characters or fewer');
  },
};

/** While confirm-change-password is in flight. */
export const ResetPasswordBusy: Story = {
  render: () => <ResetPasswordPage />,
  decorators: [onLink({ confirmChangePassword: pending })],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'a brand new passphrase');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(canvas.getByRole('button', { name: 'Reset password' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** reset/success with a live session: a button back to log in. */
export const Success: Story = { render: () => <ResetSuccessPage />, decorators: [withApp()] };

/** reset/success opened from the email without a session: go back to the service. */
export const SuccessWithoutSession: Story = {
  render: () => <ResetSuccessPage />,
  decorators: [withApp({ setup: (s) => s.session.clear() })],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Log in' })).toBeNull();
    await expect(canvas.getByText(/Go back to the service you were using/)).toBeVisible();
  },
};

/** reset/link-not-working. */
export const LinkNotWorking: Story = { render: () => <LinkNotWorkingPage />, decorators: [withApp()] };
/** reset/link-expired. */
export const LinkExpired: Story = { render: () => <LinkExpiredPage />, decorators: [withApp()] };
/** reset/link-used. */
export const LinkUsed: Story = { render: () => <LinkUsedPage />, decorators: [withApp()] };
/** reset/attempts-exceeded. */
export const AttemptsExceeded: Story = { render: () => <ResetAttemptsExceededPage />, decorators: [withApp()] };
