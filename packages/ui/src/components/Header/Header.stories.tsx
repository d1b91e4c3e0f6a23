import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  LONG_WORD,
  expectNoHorizontalOverflow,
  preventNavigation,
  smallScreen,
  rightToLeft,
} from '../../storybook/storyHelpers.tsx';
import { Header } from './Header.tsx';

const meta = {
  title: 'Components/Header',
  component: Header,
  args: { logoLabel: 'NHS login homepage', logoAlt: 'NHS', serviceName: 'NHS login', homeHref: '/' },
  decorators: [preventNavigation],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          "**When to use:** The blue header with the NHS logo and service name, linking to the service's start; one per page, after the skip link.",
          "**When not to use:** Do not add journey navigation to it: its one other link is the signed-in user's account (`accountLink`). Hide it (`hidden`) only where the host app provides its own, e.g. inside the NHS App.",
          '**Accessibility:** a `banner` landmark. The logo is decorative inside a link whose name starts with the visible service name ("NHS login homepage"), so voice-control users can say what they see (WCAG 2.5.3).',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The banner landmark and a home link named "NHS login homepage", reached by Tab. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'NHS login homepage' });
    await expect(link).toHaveAttribute('href', '/');
    await expect(link).toContainElement(canvas.getByText('NHS login'));
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Signed in: a link to the user's account at the end of the bar, in a navigation landmark, after the home link in Tab order. */
export const WithAccountLink: Story = {
  args: { accountLink: { href: '/account', text: 'Your NHS login', label: 'Account' } },
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Account' });
    const account = canvas.getByRole('link', { name: 'Your NHS login' });
    await expect(nav).toContainElement(account);
    await expect(account).toHaveAttribute('href', '/account');
    await userEvent.tab();
    await userEvent.tab();
    await expect(account).toHaveFocus();
  },
};

/** The account link at 320px: it wraps beside the logo rather than overflowing. */
export const WithAccountLinkSmallScreen: Story = {
  args: WithAccountLink.args,
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** Logo only: the link's name is the whole label. */
export const LogoOnly: Story = {
  args: { serviceName: undefined, logoLabel: 'NHS homepage' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'NHS homepage' })).toBeVisible();
  },
};

/** Hidden (e.g. inside the NHS App): nothing is rendered. */
export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('banner')).toBeNull();
  },
};

/** A long service name and a very long unbroken word wrap at 320px. */
export const LongText: Story = {
  args: {
    serviceName: `NHS login for ${LONG_WORD} Health Board`,
    logoLabel: `NHS login for ${LONG_WORD} Health Board homepage`,
  },
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** At 320px. */
export const SmallScreen: Story = {
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** Right to left at 320px wide, with the long word: the layout mirrors and nothing overflows. */
export const RightToLeft: Story = {
  ...LongText,
  decorators: [rightToLeft],
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/**
 * The component's own words in Welsh (issue 46): what ThemeProvider's labels give in cy; Welsh runs 20–30 % longer.
 * Its visible text comes from props, so they are Welsh examples here: designers see the longer text.
 */
export const Welsh: Story = {
  args: {
    ...Default.args,
    logoLabel: 'Hafan NHS login',
    // The link to the English page is in English, and says so (`lang`).
    languageLink: { href: '/enter-email?lang=en', text: 'English', lang: 'en-GB' },
    accountLink: { href: '/account', text: 'Eich NHS login', label: 'Cyfrif' },
  },
  globals: { locale: 'cy' },
};
