import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withApp } from '../../../test/storyHelpers.tsx';
import { CookiePolicyPage, CookieSettingsChangedPage, CookieSettingsPage } from './CookiePages.tsx';

const meta = {
  title: 'Pages/Cookies',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** /cookies: version 2.1, 9 July 2024, with side navigation. */
export const CookiePolicy: Story = {
  render: () => <CookiePolicyPage />,
  decorators: [withApp()],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Version 2.1, 9 July 2024')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Policies' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('aria-current', 'page');
  },
};

/** /cookies/cookie-settings with no choice yet. */
export const CookieSettings: Story = { render: () => <CookieSettingsPage />, decorators: [withApp()] };

/** /cookies/cookie-settings for a visitor who accepted before: their choice is shown. */
export const CookieSettingsAccepted: Story = {
  render: () => <CookieSettingsPage />,
  decorators: [withApp({ cookies: { cookiePreference: 'yes' } })],
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Use these cookies')).toBeChecked();
    await expect(canvas.getByLabelText('Do not use these cookies')).not.toBeChecked();
  },
};

/** /cookies/cookie-settings saved without a choice. */
export const CookieSettingsRequired: Story = {
  render: () => <CookieSettingsPage />,
  decorators: [withApp()],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save my cookie settings' }));
    const s = await within(canvasElement).findByTestId('error-summary');
    await expect(s).toHaveTextContent('Select whether you want to use analytics cookies');
  },
};

/** /cookies/cookie-settings-changed. */
export const CookieSettingsChanged: Story = {
  render: () => <CookieSettingsChangedPage />,
  decorators: [withApp()],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('We will save your settings for a year.')).toBeVisible();
  },
};
