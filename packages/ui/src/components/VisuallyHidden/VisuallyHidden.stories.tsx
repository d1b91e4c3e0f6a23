import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  LONG_WORD,
  expectNoHorizontalOverflow,
  preventNavigation,
  smallScreen,
} from '../../storybook/storyHelpers.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: ' email address' },
  render: (args) => (
    <a href="/enter-email">
      Change
      <VisuallyHidden {...args} />
    </a>
  ),
  decorators: [preventNavigation],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Text read by screen readers but not shown: extra words that make a short link clear out of context ("Change" + "email address"), or a prefix such as "Error:".',
          '**When not to use:** Do not hide information that sighted users need too, and do not put focusable elements inside it. Visible text must still start the accessible name (WCAG 2.5.3).',
          '**Accessibility:** clipped to 1px rather than `display: none`, so it stays in the accessibility tree.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The hidden words are part of the link's name but take no visible space. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Change email address' });
    await expect(link).toBeVisible();
    const hidden = canvas.getByText('email address');
    const rect = hidden.getBoundingClientRect();
    await expect(rect.width).toBeLessThanOrEqual(1);
    await expect(rect.height).toBeLessThanOrEqual(1);
  },
};

/** As a description target: a field described by hidden text. */
export const AsDescription: Story = {
  render: () => (
    <>
      <label htmlFor="code">Security code</label>
      <input id="code" inputMode="numeric" aria-describedby="code-help" />
      <VisuallyHidden id="code-help">The code is 6 numbers</VisuallyHidden>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Security code' })).toHaveAccessibleDescription(
      'The code is 6 numbers',
    );
  },
};

/** A very long hidden word does not make the page scroll sideways at 320px. */
export const LongText: Story = {
  args: { children: ` the email address you use at ${LONG_WORD}${LONG_WORD}` },
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
  args: { ...Default.args, children: ' cyfeiriad e-bost' },
  render: (args) => (
    <a href="/enter-email">
      Newid
      <VisuallyHidden {...args} />
    </a>
  ),
  globals: { locale: 'cy' },
};
