import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen, rightToLeft } from '../../storybook/storyHelpers.tsx';
import { Button } from '../Button/Button.tsx';
import { Radios } from '../Radios/Radios.tsx';
import { TextInput } from '../TextInput/TextInput.tsx';
import { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './ErrorSummary.tsx';

const emailError: ErrorSummaryItem = { message: 'Enter your email address', fieldId: 'email' };
const passwordError: ErrorSummaryItem = { message: 'Enter your password', fieldId: 'password' };

/** The fields' labels: English unless a story gives others (the Welsh story). */
const englishFieldLabels = { email: 'Email address', password: 'Password' };

/** The summary above the fields it links to, as on a page after a failed submit. */
function WithFields({
  fieldLabels = englishFieldLabels,
  ...props
}: ErrorSummaryProps & { fieldLabels?: typeof englishFieldLabels }) {
  const has = (id: string) => props.errors.find((e) => e.fieldId === id)?.message;
  return (
    <>
      <ErrorSummary {...props} />
      <TextInput label={fieldLabels.email} name="email" type="email" autoComplete="email" error={has('email')} />
      <TextInput
        label={fieldLabels.password}
        name="password"
        type="password"
        autoComplete="current-password"
        error={has('password')}
      />
    </>
  );
}

/** A small sign-in form: submitting it empty shows the summary, which takes focus. */
function SignInForm() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [submits, setSubmits] = useState(0);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setErrors(email ? [] : [emailError]);
    setSubmits((n) => n + 1);
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <ErrorSummary errors={errors} focusKey={submits} />
      <TextInput
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={errors.length ? emailError.message : undefined}
      />
      <Button>Continue</Button>
    </form>
  );
}

const meta = {
  title: 'Components/ErrorSummary',
  component: ErrorSummary,
  args: { errors: [emailError, passwordError] },
  render: (args) => <WithFields {...args} />,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Show an error summary at the top of the main content when a form is submitted with errors, listing every problem in the order of the fields. Pair each entry with an inline ErrorMessage on the field.',
          "**When not to use:** Do not use it for errors that are not about the user's answers (use a page or NotificationBanner), and do not show it before the user submits.",
          '**Accessibility:** it takes focus when it appears (and again on each failed submit, via `focusKey`) and holds a role alert container (a child, not the focused element, as GOV.UK Frontend and nhsuk-frontend do), so screen readers read "There is a problem" and the list. Each failed submit renders it afresh, so the same errors are read again; the focused element is a group named by the title; rendered by the server it carries `autofocus` (issue 54). Each entry is a link that moves focus to its field, scrolling its label or legend into view. Prefix the page title with "Error:" too.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof ErrorSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two problems: the summary has focus; each entry focuses its field. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^There is a problem/);
    await expect(canvas.getByTestId('error-summary')).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Enter your password' }));
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Enter your email address' }));
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
  },
};

/** From the summary, Tab reaches the entries in order and Enter follows one. */
export const KeyboardFromSummary: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByTestId('error-summary')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Enter your email address' })).toHaveFocus();
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Enter your password' });
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
  },
};

/** Appears on submit and takes focus; a second failed submit moves focus back to it. */
export const AppearsOnSubmit: Story = {
  render: () => <SignInForm />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^There is a problem/);
    await expect(canvas.getByTestId('error-summary')).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Enter your email address' }));
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(field).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByTestId('error-summary')).toHaveFocus();
    await userEvent.type(field, 'jo@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * The focused element is not the alert; the alert is its child (issue 25). The focused element is
 * a group named by the title, never an unnamed "clickable" (issue 54).
 */
export const AlertOnChild: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByTestId('error-summary');
    await expect(summary).toHaveFocus();
    await expect(summary).toBe(canvas.getByRole('group', { name: 'There is a problem' }));
    await expect(summary.firstElementChild).toHaveAttribute('role', 'alert');
  },
};

/** With a description under the title (the nhsuk-frontend macro's `descriptionText`). */
export const WithDescription: Story = {
  args: { description: 'Check the answers below and try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Check the answers below and try again.');
  },
};

/** Auto-focus turned off: the summary shows, focus stays where it was. */
export const AutoFocusDisabled: Story = {
  args: { disableAutoFocus: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByTestId('error-summary')).not.toHaveFocus();
  },
};

/** An entry for a radio group links to (and focuses) its first radio. */
export const LinksToRadios: Story = {
  args: { errors: [{ message: 'Select how you want to get your security code', fieldId: 'method' }] },
  render: (args) => (
    <>
      <ErrorSummary {...args} />
      <Radios
        legend="How do you want to get your security code?"
        name="method"
        error="Select how you want to get your security code"
        options={[
          { value: 'sms', label: 'Text message' },
          { value: 'voice', label: 'Phone call' },
        ]}
      />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Select how you want to get your security code' }));
    await expect(canvas.getByRole('radio', { name: 'Text message' })).toHaveFocus();
  },
};

/** No errors: nothing is rendered. */
export const NoErrors: Story = {
  args: { errors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Long messages and a very long unbroken word wrap at 320px. */
export const LongText: Story = {
  args: {
    errors: [
      {
        message: `Enter the first line of your address as it appears on your GP record, for example 1 ${LONG_WORD} Road`,
        fieldId: 'email',
      },
      passwordError,
    ],
  },
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** At 320px. */
export const SmallScreen: Story = {
  globals: smallScreen,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('error-summary')).toHaveFocus();
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
  args: {
    ...Default.args,
    errors: [
      { message: 'Rhowch eich cyfeiriad e-bost', fieldId: 'email' },
      { message: 'Rhowch eich cyfrinair', fieldId: 'password' },
    ],
  },
  render: (args) => <WithFields {...args} fieldLabels={{ email: 'Cyfeiriad e-bost', password: 'Cyfrinair' }} />,
  globals: { locale: 'cy' },
};
