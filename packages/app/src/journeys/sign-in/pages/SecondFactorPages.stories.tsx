import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pending, serverError, withApp, type AppStoryOptions } from '../../../test/storyHelpers.tsx';
import type { RootStore } from '../../../stores/RootStore.ts';
import { PasskeyStore } from '../../passkey/PasskeyStore.ts';
import {
  CallFailedPage,
  ChooseAuthenticationMethodPage,
  GetCallLandlinePage,
  LandlineCodeExpiredPage,
} from './SecondFactorPages.tsx';
import EnterLandlineCodePage from './EnterLandlineCodePage.tsx';
import MobileCodeExpiredPage from './MobileCodeExpiredPage.tsx';
import { CheckAccountStatusPage, CheckLoginPage } from './SessionRestartPages.tsx';

const meta = {
  title: 'Pages/Sign-in second factor',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = '*******0123';
const LANDLINE = '*******0456';

/** A store for an account holding the given numbers, optionally with passkeys available. */
function account(
  { mobile = false, landline = false, passkey = false }: { mobile?: boolean; landline?: boolean; passkey?: boolean },
  extra: Omit<AppStoryOptions, 'setup'> = {},
) {
  return withApp({
    ...extra,
    setup: (s: RootStore) => {
      s.profile.assign({
        email: 'both@example.com',
        phoneNumber: mobile ? MOBILE : '',
        landlineNumber: landline ? LANDLINE : '',
        authMethods: { mobile, landline },
      });
      s.journey.assign({ fido2Enabled: passkey });
      (s as { passkey: PasskeyStore }).passkey = new PasskeyStore({
        api: s.api,
        session: s.session,
        profile: s.profile,
        journey: s.journey,
        enabled: passkey,
        ceremony: () => pending(),
        checkSupport: () => Promise.resolve(passkey),
      });
    },
  });
}

const summary = (canvasElement: HTMLElement) => within(canvasElement).findByTestId('error-summary');
const press = (canvas: ReturnType<typeof within>, name: string) =>
  userEvent.click(canvas.getByRole('button', { name }));

/** choose-authentication-method: both numbers, masked. */
export const ChooseAuthenticationMethod: Story = {
  render: () => <ChooseAuthenticationMethodPage />,
  decorators: [account({ mobile: true, landline: true })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Text a security code to my mobile phone/ })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: /mobile number ending in 0123/ })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: /landline number ending in 0456/ })).toBeInTheDocument();
  },
};

/** choose-authentication-method with no choice: the spec's message, summary focused. */
export const ChooseAuthenticationMethodRequired: Story = {
  ...ChooseAuthenticationMethod,
  play: async ({ canvas, canvasElement }) => {
    await press(canvas, 'Continue');
    const s = await summary(canvasElement);
    await expect(s).toHaveFocus();
    await expect(s).toHaveTextContent('You need to tell us which authentication method you want to use');
  },
};

/** choose-authentication-method while the text is being sent. */
export const ChooseAuthenticationMethodBusy: Story = {
  render: () => <ChooseAuthenticationMethodPage />,
  decorators: [account({ mobile: true, landline: true }, { api: { triggerOtp: () => pending() } })],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText(/Text a security code to my mobile phone/));
    await press(canvas, 'Continue');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** get-call-landline, landline only: masked number, at home, call screening, change link. */
export const GetCallLandline: Story = {
  render: () => <GetCallLandlinePage />,
  decorators: [account({ landline: true })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^landline number ending in 0456\.?$/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Change my landline phone number' })).toHaveAttribute(
      'href',
      '/recovery/change-landline/enter-landline',
    );
    await expect(canvas.queryByRole('button', { name: /Text a security code/ })).toBeNull();
  },
};

/** get-call-landline with a mobile held and passkeys available: the text option and passkey help. */
export const GetCallLandlineWithMobileAndPasskey: Story = {
  render: () => <GetCallLandlinePage />,
  decorators: [account({ mobile: true, landline: true, passkey: true })],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Text a security code to my mobile phone instead' }),
    ).toBeInTheDocument();
    await userEvent.click(await canvas.findByText('I have a passkey'));
    await expect(canvas.getByRole('link', { name: 'Log in with my passkey' })).toBeVisible();
  },
};

/** get-call-landline while the call is being asked for. */
export const GetCallLandlineBusy: Story = {
  render: () => <GetCallLandlinePage />,
  decorators: [account({ landline: true }, { api: { triggerOtp: () => pending() } })],
  play: async ({ canvas }) => {
    await press(canvas, 'Call my landline now');
    await expect(canvas.getByRole('button', { name: 'Call my landline now' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** enter-landline-code, with the masked landline number and the remember-device checkbox. */
export const EnterLandlineCode: Story = {
  render: () => <EnterLandlineCodePage />,
  decorators: [account({ landline: true })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^landline number ending in 0456\.?$/)).toBeInTheDocument();
    await expect(canvas.getByText('The code is valid for 5 minutes.')).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: /Remember this device and stop sending security codes/ }),
    ).toBeInTheDocument();
  },
};

/** enter-landline-code submitted empty. */
export const EnterLandlineCodeRequired: Story = {
  ...EnterLandlineCode,
  play: async ({ canvas, canvasElement }) => {
    await press(canvas, 'Continue');
    await expect(await summary(canvasElement)).toHaveTextContent('Enter the security code');
  },
};

/** enter-landline-code with a code that is not 6 digits. */
export const EnterLandlineCodeInvalid: Story = {
  ...EnterLandlineCode,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Security code'), '12ab');
    await press(canvas, 'Continue');
    await expect(await summary(canvasElement)).toHaveTextContent('Enter the 6 digit security code');
  },
};

/** enter-landline-code with a wrong code ('Invalid OTP'): the wrong-code message. */
export const EnterLandlineCodeWrong: Story = {
  render: () => <EnterLandlineCodePage />,
  decorators: [account({ landline: true }, { api: { verifyOtp: () => serverError('Invalid OTP') } })],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Security code'), '000000');
    await press(canvas, 'Continue');
    await expect(await summary(canvasElement)).toHaveTextContent('The security code is not correct');
    await expect(canvas.getByLabelText('Security code')).toHaveValue('');
  },
};

/** enter-landline-code after "Call my landline again": the confirmation banner. */
export const EnterLandlineCodeCalledAgain: Story = {
  render: () => <EnterLandlineCodePage />,
  decorators: [account({ landline: true }, { api: { triggerOtp: () => Promise.resolve() } })],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Not received a call?'));
    await press(canvas, 'Call my landline again');
    await expect(await canvas.findByText('We are calling your landline again with a new security code.')).toBeVisible();
  },
};

/** call-failed, landline only: one way on (call again). */
export const CallFailed: Story = {
  render: () => <CallFailedPage />,
  decorators: [account({ landline: true })],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(1);
  },
};

/** call-failed with a mobile and a passkey: three ways on. */
export const CallFailedAllOptions: Story = {
  render: () => <CallFailedPage />,
  decorators: [account({ mobile: true, landline: true, passkey: true })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Log in with my passkey' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
  },
};

/** call-failed with no choice: 'You need to tell us what you want to do'. */
export const CallFailedRequired: Story = {
  ...CallFailed,
  play: async ({ canvas, canvasElement }) => {
    await press(canvas, 'Continue');
    await expect(await summary(canvasElement)).toHaveTextContent('You need to tell us what you want to do');
  },
};

/** landline-code-expired, landline only. */
export const LandlineCodeExpired: Story = {
  render: () => <LandlineCodeExpiredPage />,
  decorators: [account({ landline: true })],
};

/** landline-code-expired with a mobile held: call again or a text. */
export const LandlineCodeExpiredWithMobile: Story = {
  render: () => <LandlineCodeExpiredPage />,
  decorators: [account({ mobile: true, landline: true })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Text a security code to my mobile phone' })).toBeInTheDocument();
  },
};

/** landline-code-expired with no choice. */
export const LandlineCodeExpiredRequired: Story = {
  ...LandlineCodeExpired,
  play: async ({ canvas, canvasElement }) => {
    await press(canvas, 'Continue');
    await expect(await summary(canvasElement)).toHaveTextContent('You need to tell us what you want to do');
  },
};

/** mobile-code-expired with neither passkey nor landline: only "Text me again", a button that looks like a link. */
export const MobileCodeExpiredLinkOnly: Story = {
  render: () => <MobileCodeExpiredPage />,
  decorators: [account({ mobile: true })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Text me again' })).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** mobile-code-expired with a landline held: text me again or call my landline. */
export const MobileCodeExpiredWithLandline: Story = {
  render: () => <MobileCodeExpiredPage />,
  decorators: [account({ mobile: true, landline: true })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Call my landline with a security code' })).toBeInTheDocument();
    await expect(canvas.queryByRole('radio', { name: 'Log in with my passkey' })).toBeNull();
  },
};

/** mobile-code-expired with passkeys available and a landline held: all three options. */
export const MobileCodeExpiredAllOptions: Story = {
  render: () => <MobileCodeExpiredPage />,
  decorators: [account({ mobile: true, landline: true, passkey: true })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Log in with my passkey' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
  },
};

/** mobile-code-expired radios with no choice. */
export const MobileCodeExpiredRequired: Story = {
  ...MobileCodeExpiredWithLandline,
  play: async ({ canvas, canvasElement }) => {
    await press(canvas, 'Continue');
    await expect(await summary(canvasElement)).toHaveTextContent('You need to tell us what you want to do');
  },
};

/** check-account-status while the account check is retried. */
export const CheckAccountStatus: Story = {
  render: () => <CheckAccountStatusPage />,
  decorators: [
    withApp({
      setup: (s) => s.profile.assign({ email: 'confirmed@example.com' }),
      api: { checkAccountStatus: () => pending() },
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Please wait while we check your details')).toBeVisible();
    // Its heading (spec 000 §2; issue 28 item 17).
    await expect(canvas.getByRole('heading', { level: 1, name: 'Checking your details' })).toBeVisible();
  },
};

/** check-login: the spinner shown while it decides where to restart. */
export const CheckLogin: Story = {
  render: () => <CheckLoginPage />,
  decorators: [withApp()],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Please wait while we check your details')).toBeVisible();
    // Its heading (spec 000 §2; issue 28 item 17).
    await expect(canvas.getByRole('heading', { level: 1, name: 'Checking your details' })).toBeVisible();
  },
};
