import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen, rightToLeft } from '../../storybook/storyHelpers.tsx';
import { ErrorMessage } from './ErrorMessage.tsx';

const meta = {
  title: 'Components/ErrorMessage',
  component: ErrorMessage,
  args: { children: 'Enter your email address', id: 'email-error' },
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** The inline message under a field\'s label (and hint) saying what went wrong and how to fix it, e.g. "Enter your email address". TextInput, Radios and Checkboxes render it for you from their `error` prop.',
          '**When not to use:** Use it only together with an ErrorSummary entry; do not use it for messages that are not about a field.',
          '**Accessibility:** starts with a visually hidden "Error:" (change it with `prefix`, e.g. for Welsh), so screen-reader users hear that it is an error, not only see red. Reference its `id` from the field\'s `aria-describedby`.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof ErrorMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The message with the hidden "Error:" prefix, describing its field. */
export const Default: Story = {
  render: (args) => (
    <>
      <ErrorMessage {...args} />
      <input aria-label="Email address" aria-describedby="email-error" type="email" />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Enter your email address').closest('span')).toHaveTextContent(
      'Error: Enter your email address',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'Error: Enter your email address',
    );
  },
};

/** A different hidden prefix (e.g. Welsh "Gwall:"). */
export const CustomPrefix: Story = {
  args: { prefix: 'Gwall:', children: 'Rhowch eich cyfeiriad e-bost' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Gwall: Rhowch eich cyfeiriad e-bost');
    await expect(canvasElement).not.toHaveTextContent('Error:');
  },
};

/** Long message and a very long unbroken word wrap at 320px. */
export const LongText: Story = {
  args: {
    children: `Enter an email address in the correct format, like name@example.com, not ${LONG_WORD}@`,
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

/** The component's own words in Welsh (issue 46): what ThemeProvider's labels give in cy; Welsh runs 20–30 % longer. */
export const Welsh: Story = {
  args: { ...Default.args, children: 'Rhowch eich cyfeiriad e-bost' },
  render: (args) => (
    <>
      <ErrorMessage {...args} />
      <input aria-label="Cyfeiriad e-bost" aria-describedby="email-error" type="email" />
    </>
  ),
  globals: { locale: 'cy' },
};
