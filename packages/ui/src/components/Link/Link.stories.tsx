import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  LONG_WORD,
  expectNoHorizontalOverflow,
  preventNavigation,
  smallScreen,
  rightToLeft,
} from '../../storybook/storyHelpers.tsx';
import { Link } from './Link.tsx';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/forgot-password', children: 'Forgotten your password?', onClick: fn() },
  decorators: [preventNavigation],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** A text link to another page, such as "Forgotten your password?" or a policy. App paths go through the app\'s router (LinkProvider); absolute URLs are plain anchors.',
          '**When not to use:** Do not use a link for an action that changes something (use Button), and avoid opening new tabs except where the user would lose their place in a form.',
          '**Accessibility:** link text must make sense out of context; add screen-reader-only words with `hiddenText` where the visible text is short (e.g. "Change" + " email address"). New-tab links append `newTabText` visibly, e.g. "(opens in a new tab)".',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An app link: Tab focuses it and Enter activates it. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Forgotten your password?' });
    await expect(link).toHaveAttribute('href', '/forgot-password');
    await expect(link).not.toHaveAttribute('target');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Opens in a new tab and says so in its visible text. */
export const NewTab: Story = {
  args: {
    href: 'https://help.login.nhs.uk/',
    children: 'NHS login help centre',
    newTab: true,
    newTabText: '(opens in a new tab)',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'NHS login help centre (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Extra words for screen readers make "Change" clear out of context. */
export const WithHiddenText: Story = {
  args: { href: '/enter-email', children: 'Change', hiddenText: 'email address' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Change email address' })).toBeVisible();
  },
};

/** Long text and a very long unbroken word wrap at 320px. */
export const LongText: Story = {
  args: { children: `I cannot get a security code because I live in ${LONG_WORD} and have no signal` },
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
  args: { ...Default.args, children: 'Wedi anghofio eich cyfrinair?' },
  globals: { locale: 'cy' },
};
