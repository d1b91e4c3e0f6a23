import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen, rightToLeft } from '../../storybook/storyHelpers.tsx';
import { NotificationBanner } from './NotificationBanner.tsx';

const meta = {
  title: 'Components/NotificationBanner',
  component: NotificationBanner,
  args: { title: 'Important', children: 'You need to confirm your email address before you can continue.' },
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** A banner at the top of the main content telling users about something that has happened ("You have been sent a new security code.") or something they need to know.',
          '**When not to use:** Do not use it for form errors (use ErrorSummary) or for service outages (use ServiceStatusBanner). Show one at a time.',
          "**Accessibility:** the information variant is a region named by its title. The success variant has role alert and takes focus when it appears, so screen readers announce the outcome of the user's action.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof NotificationBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Information: a region named by its title; it does not steal focus. */
export const Information: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Important' });
    await expect(region).toHaveTextContent('You need to confirm your email address before you can continue.');
    await expect(region).not.toHaveFocus();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Success: a region named by its title that takes focus when it appears, its message in an alert (issue 54). */
export const Success: Story = {
  args: { type: 'success', title: 'Success', children: 'You have been sent a new security code.' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Success' });
    // The focus moves in an effect, which outside a test's act() may run after the play starts.
    await waitFor(() => expect(region).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent('You have been sent a new security code.');
  },
};

/** Rich content: a heading and a paragraph. */
export const RichContent: Story = {
  args: {
    children: (
      <>
        <p>Your NHS login is not yet linked to your GP surgery.</p>
        <p style={{ fontWeight: 400 }}>You can still use services that do not need your health record.</p>
      </>
    ),
  },
};

/** Long text and a very long unbroken word wrap at 320px. */
export const LongText: Story = {
  args: {
    type: 'success',
    title: 'Success',
    children: `You have been sent a new security code to your mobile phone. If you live in ${LONG_WORD} it may take longer to arrive.`,
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
    ...Information.args,
    title: 'Pwysig',
    children: 'Mae angen i chi gadarnhau eich cyfeiriad e-bost cyn y gallwch chi barhau.',
  },
  globals: { locale: 'cy' },
};
