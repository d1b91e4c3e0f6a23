import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  LONG_WORD,
  expectNoHorizontalOverflow,
  preventNavigation,
  smallScreen,
  rightToLeft,
} from '../../storybook/storyHelpers.tsx';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'Components/Footer',
  component: Footer,
  args: {
    heading: 'Support links',
    links: [
      { text: 'Help and support', href: 'https://help.login.nhs.uk/', external: true },
      { text: 'Accessibility statement', href: '/accessibility-statement' },
      { text: 'Terms of use', href: '/terms-and-conditions' },
      { text: 'Privacy notice', href: '/privacy' },
      { text: 'Cookie policy', href: '/cookies' },
    ],
    copyright: '© Crown copyright',
    newTabText: '(opens in a new tab)',
  },
  decorators: [preventNavigation],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          '**When to use:** The page footer with support and policy links and the Crown copyright line; one per page, after main.',
          '**When not to use:** Do not put journey actions in it. Hide it (`hidden`) only where the host app provides its own, e.g. inside the NHS App.',
          '**Accessibility:** a `contentinfo` landmark with a visually hidden heading so screen-reader users can find the links by heading. Links that open a new tab say so in their visible text (`newTabText`).',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A contentinfo landmark with a hidden heading; Tab goes through the links in order. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Support links' })).toBeInTheDocument();
    const help = canvas.getByRole('link', { name: 'Help and support (opens in a new tab)' });
    await expect(help).toHaveAttribute('target', '_blank');
    await expect(help).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await userEvent.tab();
    await expect(help).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Accessibility statement' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Accessibility statement' })).not.toHaveAttribute('target');
  },
};

/** Hidden (e.g. inside the NHS App): nothing is rendered. */
export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
  },
};

/** Long link text and a very long unbroken word wrap at 320px. */
export const LongText: Story = {
  args: {
    links: [
      {
        text: `Help and support for people who live in ${LONG_WORD}`,
        href: 'https://help.login.nhs.uk/',
        external: true,
      },
      { text: 'Accessibility statement', href: '/accessibility-statement' },
    ],
  },
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** At 320px the links wrap onto several lines. */
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
    heading: 'Dolenni cymorth',
    links: [
      { text: 'Canolfan gymorth', href: 'https://help.login.nhs.uk/', external: true },
      { text: 'Datganiad hygyrchedd', href: '/accessibility-statement' },
      { text: 'Telerau defnyddio', href: '/terms-and-conditions' },
      { text: 'Hysbysiad preifatrwydd', href: '/privacy' },
      { text: 'Polisi cwcis', href: '/cookies' },
    ],
    copyright: '© Hawlfraint y Goron',
    newTabText: '(yn agor mewn tab newydd)',
  },
  globals: { locale: 'cy' },
};
