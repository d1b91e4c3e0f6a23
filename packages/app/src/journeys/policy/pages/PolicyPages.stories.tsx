import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withApp } from '../../../test/storyHelpers.tsx';
import { AccessibilityPage, LegalNoticePage, PrivacyPage, TermsAndConditionsPage } from './PolicyPages.tsx';

const meta = {
  title: 'Pages/Policies',
  parameters: { layout: 'fullscreen' },
  decorators: [withApp()],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Terms of use, version 3.1, 5 January 2024. */
export const TermsAndConditions: Story = {
  render: () => <TermsAndConditionsPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Version 3.1, 5 January 2024')).toBeVisible();
    await expect(canvas.getByText(/England, Northern Ireland, Wales, Scotland or the Isle of Man/)).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Contents' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Logging in without a password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Privacy notice, version 4.4, July 2024, with every retention period. */
export const Privacy: Story = {
  render: () => <PrivacyPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Version 4.4, July 2024')).toBeVisible();
    await expect(canvas.getByText(/2 years and 30 days/)).toBeVisible();
    await expect(canvas.getByText(/audit records: 8 years/)).toBeVisible();
    for (const fact of [
      /high level accounts: deleted after 10 years/,
      /face video you send us: 6 months/,
      /general logs: 1 year/,
      /a member of our team will check/,
      /3 levels of identity: low, medium and high/,
    ]) {
      await expect(canvas.getByText(fact)).toBeVisible();
    }
    // The three routes to the high level, and who decides the level (spec 001 §10; issue 28 item 13).
    const routes = within(canvas.getByRole('region', { name: 'How you prove who you are' }));
    const items = routes.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(
      /photo ID, such as a passport or driving licence, and a short video of your face/,
    );
    await expect(items[1]).toHaveTextContent(/details your GP surgery gave you for its patient online service/);
    await expect(items[2]).toHaveTextContent(/in person, at a place where you receive care/);
    await expect(canvas.getByText(/Each health or care service decides which level it needs/)).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Contents' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Policies' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

/** Accessibility statement: partial compliance with WCAG 2.2 AA. */
export const Accessibility: Story = {
  render: () => <AccessibilityPage />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/partially compliant with the Web Content Accessibility Guidelines version 2.2 AA/),
    ).toBeVisible();
  },
};

/** Legal notice: computer misuse warning. */
export const LegalNotice: Story = {
  render: () => <LegalNoticePage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/criminal offence under the Computer Misuse Act 1990/)).toBeVisible();
  },
};
