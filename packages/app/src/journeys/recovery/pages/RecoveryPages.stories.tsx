import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { recoveryMessages, serverMessages } from '@nhsl/contract';
import { pending, serverError, withApp, type AppStoryOptions } from '../../../test/storyHelpers.tsx';
import type { RootStore } from '../../../stores/RootStore.ts';
import EnterMobileCodePage from '../../sign-in/pages/EnterMobileCodePage.tsx';
import { GetCallLandlinePage } from '../../sign-in/pages/SecondFactorPages.tsx';
import { CannotChangeNumberPage, ChangeLandlinePage, ChangeMobilePage } from './RecoveryPages.tsx';

const meta = {
  title: 'Pages/Recovery',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE_LABEL = 'UK mobile phone number';
const LANDLINE_LABEL = 'UK landline phone number';

/** A store for an account after its password, holding the given numbers. */
function account(
  { mobile = true, landline = false }: { mobile?: boolean; landline?: boolean },
  extra: Omit<AppStoryOptions, 'setup'> & { setup?: (s: RootStore) => void } = {},
) {
  return withApp({
    ...extra,
    setup: (s: RootStore) => {
      s.profile.assign({
        email: 'new-mobile@example.com',
        phoneNumber: mobile ? '*******0160' : '',
        landlineNumber: landline ? '*******0470' : '',
        authMethods: { mobile, landline },
      });
      extra.setup?.(s);
    },
  });
}

const summary = (canvasElement: HTMLElement) => within(canvasElement).findByTestId('error-summary');
const cont = (canvas: ReturnType<typeof within>) => userEvent.click(canvas.getByRole('button', { name: 'Continue' }));

/** The summary (focused) shows `summaryText`; the field keeps `typed` and describes `inline`. */
async function expectFieldError(
  canvas: ReturnType<typeof within>,
  canvasElement: HTMLElement,
  label: string,
  typed: string,
  summaryText: string,
  inline: string,
) {
  const s = await summary(canvasElement);
  await expect(s).toHaveFocus();
  await expect(s).toHaveTextContent(summaryText);
  const field = canvas.getByLabelText(label);
  await expect(field).toHaveValue(typed);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(expect.stringContaining(inline));
}

// ---- recovery/change-mobile/enter-mobile ----

/** enter-mobile: heading, what happens next, the phone field (type tel) and the back link to the code page. */
export const ChangeMobile: Story = {
  render: () => <ChangeMobilePage />,
  decorators: [account({})],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Enter your new mobile phone number');
    await expect(canvas.getByLabelText(MOBILE_LABEL)).toHaveAttribute('type', 'tel');
    await expect(canvas.getByLabelText(MOBILE_LABEL)).toHaveAttribute('autocomplete', 'tel');
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/enter-mobile-code');
  },
};

/** enter-mobile submitted empty. */
export const ChangeMobileRequired: Story = {
  ...ChangeMobile,
  play: async ({ canvas, canvasElement }) => {
    await cont(canvas);
    await expectFieldError(
      canvas,
      canvasElement,
      MOBILE_LABEL,
      '',
      'Enter your new mobile phone number',
      'Enter your new mobile phone number',
    );
  },
};

/** enter-mobile with too many digits: the typed number is kept. */
export const ChangeMobileTooLong: Story = {
  ...ChangeMobile,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText(MOBILE_LABEL), '07700 900 982 12');
    await cont(canvas);
    await expectFieldError(
      canvas,
      canvasElement,
      MOBILE_LABEL,
      '07700 900 982 12',
      'Your mobile phone number has too many digits',
      'Enter a mobile phone number with 11 digits',
    );
  },
};

/** enter-mobile with a landline number (wrong format): the typed number is kept. */
export const ChangeMobileWrongFormat: Story = {
  ...ChangeMobile,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText(MOBILE_LABEL), '01632 960 001');
    await cont(canvas);
    await expectFieldError(
      canvas,
      canvasElement,
      MOBILE_LABEL,
      '01632 960 001',
      'Enter a UK mobile phone number in the correct format',
      'Enter a UK mobile phone number, like 07700 900 982 or +44 7700 900 982',
    );
  },
};

const sentNumbers = fn();

/** enter-mobile with a number pasted with spaces and +44: accepted, sent in international format, busy while sent. */
export const ChangeMobileLoading: Story = {
  render: () => <ChangeMobilePage />,
  decorators: [
    account(
      {},
      {
        api: {
          changeNumber: (kind: string, n: string) => {
            sentNumbers(kind, n);
            return pending();
          },
        },
      },
    ),
  ],
  play: async ({ canvas }) => {
    sentNumbers.mockClear();
    const field = canvas.getByLabelText(MOBILE_LABEL);
    await userEvent.click(field);
    await userEvent.paste(' +44 7700 900 999 ');
    await cont(canvas);
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
    await expect(sentNumbers).toHaveBeenCalledWith('mobile', '+447700900999');
    await expect(canvas.queryByTestId('error-summary')).toBeNull();
  },
};

/** enter-mobile with the number the account already holds (the back end's 'Number already held'). */
export const ChangeMobileSameNumber: Story = {
  render: () => <ChangeMobilePage />,
  decorators: [account({}, { api: { changeNumber: () => serverError(recoveryMessages.sameNumber) } })],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText(MOBILE_LABEL), '07700 900 160');
    await cont(canvas);
    await expectFieldError(
      canvas,
      canvasElement,
      MOBILE_LABEL,
      '07700 900 160',
      'This is the mobile phone number we already have',
      'Enter your new mobile phone number, not the one we already have',
    );
  },
};

// ---- recovery/change-landline/enter-landline ----

/** enter-landline: heading, the phone field and the back link to get-call-landline. */
export const ChangeLandline: Story = {
  render: () => <ChangeLandlinePage />,
  decorators: [account({ mobile: false, landline: true })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Enter your new landline phone number');
    await expect(canvas.getByLabelText(LANDLINE_LABEL)).toHaveAttribute('type', 'tel');
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/get-call-landline');
  },
};

/** enter-landline submitted empty. */
export const ChangeLandlineRequired: Story = {
  ...ChangeLandline,
  play: async ({ canvas, canvasElement }) => {
    await cont(canvas);
    await expectFieldError(
      canvas,
      canvasElement,
      LANDLINE_LABEL,
      '',
      'Enter your new landline phone number',
      'Enter your new landline phone number',
    );
  },
};

/** enter-landline with too many digits. */
export const ChangeLandlineTooLong: Story = {
  ...ChangeLandline,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText(LANDLINE_LABEL), '01632 960 001 23');
    await cont(canvas);
    await expectFieldError(
      canvas,
      canvasElement,
      LANDLINE_LABEL,
      '01632 960 001 23',
      'Your landline phone number has too many digits',
      'Enter a landline phone number with 10 or 11 digits',
    );
  },
};

/** enter-landline with a mobile number (wrong format). */
export const ChangeLandlineWrongFormat: Story = {
  ...ChangeLandline,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText(LANDLINE_LABEL), '07700 900 999');
    await cont(canvas);
    await expectFieldError(
      canvas,
      canvasElement,
      LANDLINE_LABEL,
      '07700 900 999',
      'Enter a UK landline phone number in the correct format',
      'Enter a UK landline phone number, like 01632 960 001 or +44 1632 960 001',
    );
  },
};

/** enter-landline while the number is being sent. */
export const ChangeLandlineLoading: Story = {
  render: () => <ChangeLandlinePage />,
  decorators: [account({ mobile: false, landline: true }, { api: { changeNumber: () => pending() } })],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(LANDLINE_LABEL), '01632 960 999');
    await cont(canvas);
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** enter-landline with the number already held. */
export const ChangeLandlineSameNumber: Story = {
  render: () => <ChangeLandlinePage />,
  decorators: [
    account(
      { mobile: false, landline: true },
      { api: { changeNumber: () => serverError(recoveryMessages.sameNumber) } },
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText(LANDLINE_LABEL), '01632 960 470');
    await cont(canvas);
    await expectFieldError(
      canvas,
      canvasElement,
      LANDLINE_LABEL,
      '01632 960 470',
      'This is the landline phone number we already have',
      'Enter your new landline phone number, not the one we already have',
    );
  },
};

// ---- recovery/cannot-change-number ----

/** cannot-change-number (a P5 or P9 account holding a mobile): Help Centre link, back to enter-mobile-code. */
export const CannotChangeNumber: Story = {
  render: () => <CannotChangeNumberPage />,
  decorators: [account({})],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'You cannot change your phone number online',
    );
    await expect(canvas.getByRole('link', { name: /Contact the NHS login help centre/ })).toHaveAttribute(
      'href',
      'https://help.login.nhs.uk/contactus',
    );
    await expect(canvas.getByRole('link', { name: 'Go back and get a security code' })).toHaveAttribute(
      'href',
      '/enter-mobile-code',
    );
  },
};

/** cannot-change-number for a landline-only account: back to get-call-landline. */
export const CannotChangeNumberLandline: Story = {
  render: () => <CannotChangeNumberPage />,
  decorators: [account({ mobile: false, landline: true })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Go back and get a security code' })).toHaveAttribute(
      'href',
      '/get-call-landline',
    );
  },
};

// ---- the sign-in code pages while a new number waits to be proved ----

const newMobile = { setup: (s: RootStore) => s.journey.assign({ numberChange: 'mobile' }) };

/** enter-mobile-code for a new mobile number: says the code went to the new number and when it changes. */
export const EnterMobileCodeNewNumber: Story = {
  render: () => <EnterMobileCodePage />,
  decorators: [account({}, newMobile)],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/We have sent a 6 digit security code to your new mobile phone number/),
    ).toBeVisible();
    await expect(canvas.getByText('Your mobile phone number changes once you enter this code.')).toBeVisible();
  },
};

/** enter-mobile-code for a new number after "Send the security code again". */
export const EnterMobileCodeNewNumberResent: Story = {
  render: () => <EnterMobileCodePage />,
  decorators: [account({}, { ...newMobile, api: { triggerOtp: () => Promise.resolve() } })],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Not received a text?'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send the security code again' }));
    await expect(await canvas.findByText('You have been sent a new security code.')).toBeVisible();
    await expect(canvas.getByText('Your mobile phone number changes once you enter this code.')).toBeVisible();
  },
};

/** enter-mobile-code for a new number whose code requests hit the limit: the request fails ('OTP requests exceeded'). */
export const EnterMobileCodeNewNumberLocked: Story = {
  render: () => <EnterMobileCodePage />,
  decorators: [
    account({}, { ...newMobile, api: { triggerOtp: () => serverError(serverMessages.otpRequestsExceeded) } }),
  ],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Not received a text?'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send the security code again' }));
    // The page hands over to otp-requests-exceeded (a navigation the story's router records): the banner never shows.
    await expect(canvas.queryByText('You have been sent a new security code.')).toBeNull();
  },
};

/** get-call-landline for a new landline number. */
export const GetCallLandlineNewNumber: Story = {
  render: () => <GetCallLandlinePage />,
  decorators: [
    account(
      { mobile: false, landline: true },
      { setup: (s: RootStore) => s.journey.assign({ numberChange: 'landline' }) },
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/We will call your new landline number/)).toBeVisible();
    await expect(canvas.getByText(/^landline number ending in 0470\.?$/)).toBeInTheDocument();
    await expect(
      canvas.getByText('Your landline phone number changes once you enter the code we call you with.'),
    ).toBeVisible();
  },
};
