import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen, rightToLeft } from '../../storybook/storyHelpers.tsx';
import { Radios } from '../Radios/Radios.tsx';
import { MaskedNumber, visibleEnd } from './MaskedNumber.tsx';

const meta = {
  title: 'Components/MaskedNumber',
  component: MaskedNumber,
  args: { value: '*******0123', spokenText: `mobile number ending in ${visibleEnd('*******0123')}` },
  render: (args) => (
    <p>
      We have sent a security code to <MaskedNumber {...args} />.
    </p>
  ),
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Shows a masked phone number or email address as the server sends it, such as "*******0123", so users can recognise where a code was sent.',
          '**When not to use:** Do not use it for values the user must read in full or copy.',
          '**Accessibility:** the asterisks are hidden from assistive technology (a screen reader would read "star star star…"); screen-reader users hear `spokenText` instead, e.g. "mobile number ending in 0123". Build it with `visibleEnd()`.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof MaskedNumber>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In a sentence: the mask is shown but hidden from screen readers, which get the spoken text. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const masked = canvas.getByText('*******0123');
    await expect(masked).toBeVisible();
    await expect(masked).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('mobile number ending in 0123')).toBeInTheDocument();
  },
};

/** Inside a radio label: the radio's accessible name has the spoken text, not the asterisks. */
export const InRadioLabel: Story = {
  render: (args) => (
    <Radios
      legend="Where should we send your security code?"
      name="destination"
      options={[
        {
          value: 'mobile',
          label: (
            <>
              Text message to <MaskedNumber {...args} />
            </>
          ),
        },
        {
          value: 'email',
          label: (
            <>
              Email to <MaskedNumber value="j***@example.com" spokenText="email address j, at example.com" />
            </>
          ),
        },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radio', { name: 'Text message to mobile number ending in 0123' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Email to email address j, at example.com' })).toBeInTheDocument();
    await expect(canvas.queryByRole('radio', { name: /\*/ })).toBeNull();
  },
};

/** The visible end of a masked value is what `spokenText` is built from. */
export const MaskedEmail: Story = {
  args: { value: 'j***@example.com', spokenText: 'email address j, at example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('j***@example.com')).toHaveAttribute('aria-hidden', 'true');
    await expect(visibleEnd('*******0123')).toBe('0123');
  },
};

/** At 320px: the mask itself never breaks across lines, but the sentence wraps. */
export const SmallScreen: Story = {
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** Right to left at 320px wide, with a long masked email address: it wraps instead of overflowing. */
export const RightToLeft: Story = {
  args: {
    value: `j***@${LONG_WORD.toLowerCase()}.example.com`,
    spokenText: `email address j, at ${LONG_WORD.toLowerCase()}.example.com`,
  },
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
    spokenText: `rhif ffôn symudol sy'n gorffen gyda ${visibleEnd('*******0123')}`,
  },
  render: (args) => (
    <p>
      Rydym wedi anfon cod diogelwch i <MaskedNumber {...args} />.
    </p>
  ),
  globals: { locale: 'cy' },
};
