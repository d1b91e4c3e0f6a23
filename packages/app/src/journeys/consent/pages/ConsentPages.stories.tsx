import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ClientInfo } from '@nhsl/contract';
import { pending, withApp } from '../../../test/storyHelpers.tsx';
import NhsLoginConsentPage from './NhsLoginConsentPage.tsx';
import ConsentConfirmationPage from './ConsentConfirmationPage.tsx';
import TermsUpdatePage from './TermsUpdatePage.tsx';

const meta = {
  title: 'Pages/Consent',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const demo: ClientInfo = {
  client_id: 'demo-client',
  client_display_name: 'Demo Health Service',
  client_homepage_url: 'http://localhost:4001/',
  terms_uri: 'http://localhost:4001/terms',
  approved_scopes: ['openid', 'profile', 'email', 'phone'],
  claims: [],
};
const withClient = (client: ClientInfo, extra?: Parameters<typeof withApp>[0]) =>
  withApp({ ...extra, api: { getClientInfo: () => Promise.resolve(client), ...extra?.api } });

/** nhs-login-consent for a named client with a terms address. */
export const Consent: Story = {
  render: () => <NhsLoginConsentPage />,
  decorators: [withClient(demo)],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Do you agree to share your information with Demo Health Service?',
    );
    await expect(canvas.getByText('your email address')).toBeVisible();
    await expect(canvas.queryByText('openid')).toBeNull();
    await expect(canvas.getByRole('link', { name: /Read the terms of use for Demo Health Service/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** nhs-login-consent in Welsh (issue 46), for the same named client; no play: plays assert English. */
export const ConsentWelsh: Story = {
  render: Consent.render,
  decorators: Consent.decorators,
  globals: { locale: 'cy' },
};

/** nhs-login-consent when the client has no display name: "the service provider", no terms link. */
export const ConsentUnknownClientName: Story = {
  render: () => <NhsLoginConsentPage />,
  decorators: [withClient({ client_id: 'demo-client', approved_scopes: ['openid', 'email'], claims: [] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('with the service provider?');
    await expect(canvas.queryByRole('link', { name: /terms of use/ })).toBeNull();
  },
};

/** nhs-login-consent with every progress card. */
export const ConsentWithProgressCards: Story = {
  render: () => <NhsLoginConsentPage />,
  decorators: [
    withClient(demo, {
      setup: (s) => s.journey.assign({ accountCreated: true, hasP5Success: true, gpRecordChecked: true }),
    }),
  ],
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    for (const t of [
      'You have created an account',
      'We have matched you to your record',
      'We have checked your GP record',
    ]) {
      await expect(canvas.getByRole('heading', { name: new RegExp(t) })).toBeVisible();
    }
  },
};

/** nhs-login-consent for the healthrecords client: the extra department sentence. */
export const ConsentHealthRecords: Story = {
  render: () => <NhsLoginConsentPage />,
  decorators: [
    withClient(
      {
        ...demo,
        client_id: 'healthrecords',
        client_display_name: 'Health Records',
        approved_scopes: ['openid', 'profile', 'gp_registration_details'],
      },
      {
        setup: (s) =>
          s.session.setSession('story', { client_id: 'healthrecords', redirect_uri: 'http://localhost:4001/callback' }),
      },
    ),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Department of Health and Social Care/)).toBeVisible();
  },
};

/** nhs-login-consent for a client approved for every published scope: each one's description, never its name. */
export const ConsentEveryScope: Story = {
  render: () => <NhsLoginConsentPage />,
  decorators: [
    withClient({
      ...demo,
      approved_scopes: [
        'openid',
        'profile',
        'basic_demographics',
        'profile_extended',
        'email',
        'phone',
        'landline',
        'gp_registration_details',
        'gp_integration_credentials',
        'client_metadata',
      ],
    }),
  ],
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(9);
    for (const d of [
      'your NHS number, name and date of birth',
      'your title, NHS number, name and date of birth',
      'your landline phone number',
      'the details that let the service connect to your GP surgery records',
      'information the service needs about how you reached it',
    ]) {
      await expect(canvas.getByText(d)).toBeVisible();
    }
    await expect(canvas.queryByText(/gp_integration_credentials|client_metadata|openid/)).toBeNull();
    await expect(canvas.queryByText(/postcode/)).toBeNull();
  },
};

/** nhs-login-consent after "I agree" while consent is being recorded: the button is busy and ignores more presses. */
export const ConsentAgreeing: Story = {
  render: () => <NhsLoginConsentPage />,
  decorators: [withClient(demo, { api: { consent: () => pending() } })],
  play: async ({ canvas }) => {
    const agree = await canvas.findByRole('button', { name: /I agree/ });
    await userEvent.click(agree);
    await expect(agree).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A client name carrying HTML is shown as text, never parsed. */
export const ConsentClientNameIsText: Story = {
  render: () => <NhsLoginConsentPage />,
  decorators: [withClient({ ...demo, client_display_name: '<b>Bold</b> Clinic' })],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Do you agree to share your information with <b>Bold</b> Clinic?',
    );
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};

/** nhs-login-consent while the client info loads. */
export const ConsentLoading: Story = {
  render: () => <NhsLoginConsentPage />,
  decorators: [withApp({ api: { getClientInfo: () => pending() } })],
};

/** consent-confirmation, no choice yet. */
export const ConsentConfirmation: Story = {
  render: () => <ConsentConfirmationPage />,
  decorators: [withClient(demo)],
};

/** consent-confirmation when the client has no display name: "the service provider". */
export const ConsentConfirmationUnknownClientName: Story = {
  render: () => <ConsentConfirmationPage />,
  decorators: [withClient({ client_id: 'demo-client', approved_scopes: ['openid', 'email'], claims: [] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Go to the service provider without sharing my information')).toBeVisible();
    await expect(canvas.getByText(/you cannot use the service provider with your NHS login/)).toBeVisible();
  },
};

/** consent-confirmation submitted without a choice: 'You need to tell us what you want to do'. */
export const ConsentConfirmationRequired: Story = {
  ...ConsentConfirmation,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    const s = await within(canvasElement).findByTestId('error-summary');
    await expect(s).toHaveTextContent('You need to tell us what you want to do');
    await userEvent.click(within(s).getByRole('link'));
    await expect(canvas.getByLabelText('Go back and agree to share my information')).toHaveFocus();
  },
};

/** terms-update as it first shows: the three policy links open in a new tab. */
export const TermsUpdateReady: Story = {
  render: () => <TermsUpdatePage />,
  decorators: [withApp()],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('NHS login terms of use update');
    for (const [name, href] of [
      [/NHS login terms of use/, '/terms-and-conditions'],
      [/NHS login privacy notice/, '/privacy'],
      [/NHS login cookie policy/, '/cookies'],
    ] as const) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(canvas.getByRole('button', { name: 'Agree and continue' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** terms-update: "Agree and continue" is disabled after one click. */
export const TermsUpdate: Story = {
  render: () => <TermsUpdatePage />,
  decorators: [
    withApp({
      api: { termsUpdate: () => pending() },
      // The refusal goes only to the client's registered redirect URI, as client-info gave it (issue 24).
      setup: (s) => s.client.assign({ client: { ...demo, redirect_uris: ['http://localhost:4001/callback'] } }),
    }),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /I do not agree/ })).toHaveAttribute(
      'href',
      'http://localhost:4001/callback?error=access_denied&error_description=TermsNotAgreed&state=state-123',
    );
    const agree = canvas.getByRole('button', { name: 'Agree and continue' });
    await userEvent.click(agree);
    await expect(agree).toHaveAttribute('aria-disabled', 'true');
  },
};
