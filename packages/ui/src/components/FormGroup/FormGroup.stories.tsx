import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen, rightToLeft } from '../../storybook/storyHelpers.tsx';
import { theme } from '../../theme/theme.ts';
import { ErrorMessage } from '../ErrorMessage/ErrorMessage.tsx';
import { FormGroup, Hint, Label } from './FormGroup.tsx';

const field = (error?: string, label = 'NHS number', hint = 'This is a 10 digit number, like 485 777 3456') => (
  <>
    <Label htmlFor="nhs-number">{label}</Label>
    <Hint id="nhs-number-hint">{hint}</Hint>
    {error ? <ErrorMessage id="nhs-number-error">{error}</ErrorMessage> : null}
    <input
      id="nhs-number"
      name="nhsNumber"
      inputMode="numeric"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? 'nhs-number-hint nhs-number-error' : 'nhs-number-hint'}
      style={{ height: 40, fontSize: 19, border: `2px solid ${theme.colour.formBorder}` }}
    />
  </>
);

const meta = {
  title: 'Components/FormGroup',
  component: FormGroup,
  args: { children: field() },
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** to build a new kind of field: it wraps one question (label, hint, error message and control) with consistent spacing, and with `error` shows the red bar. `Label` and `Hint` are exported for the same purpose.',
          '**When not to use:** around TextInput, Radios, Checkboxes or DateInput: they already use it.',
          '**Accessibility:** the group is visual only; wire the label (`htmlFor`), hint and error (`aria-describedby`) and `aria-invalid` on the control yourself, as in these stories. The red bar is not the only sign of an error: the ErrorMessage says so in text.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof FormGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Label and hint wired to the field. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'NHS number' });
    await expect(input).toHaveAccessibleDescription('This is a 10 digit number, like 485 777 3456');
  },
};

/** With an error: red bar, and the message is part of the description. */
export const WithError: Story = {
  args: { error: true, children: field('Enter your NHS number') },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'NHS number' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'This is a 10 digit number, like 485 777 3456 Error: Enter your NHS number',
    );
  },
};

/** Long label, hint and a very long unbroken word wrap at 320px. */
export const LongText: Story = {
  args: {
    error: true,
    children: field(
      `Enter your NHS number. ${LONG_WORD}`,
      `Your NHS number from a letter sent by your GP surgery in ${LONG_WORD}`,
      `You can find it on any letter from the NHS. ${LONG_WORD}`,
    ),
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
  args: { ...Default.args, children: field(undefined, 'Rhif GIG', 'Mae hwn yn rhif 10 digid, fel 485 777 3456') },
  globals: { locale: 'cy' },
};
