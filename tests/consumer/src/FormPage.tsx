import { useState, type FormEvent } from 'react';
import { Button, ErrorSummary, Heading, PageLayout, TextInput, ThemeProvider, type UiLabels } from '@nhsl/ui';

/** What another service would pass: its own wording of the components' texts. */
export const labels: UiLabels = {
  errorPrefix: 'Error:',
  errorSummaryTitle: 'There is a problem',
  back: 'Back',
  showPassword: 'Show',
  hidePassword: 'Hide',
  passwordShown: 'Your password is visible',
  passwordHidden: 'Your password is hidden',
  dateParts: { day: 'Day', month: 'Month', year: 'Year' },
};

/**
 * A form page as a consuming service would write it from the README: error summary, text input,
 * button. An empty submit shows the summary and the inline error.
 */
export function FormPage() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(name.trim() ? undefined : 'Enter your full name');
    setAttempt((n) => n + 1);
  };
  return (
    <ThemeProvider labels={labels}>
      <PageLayout>
        {error ? <ErrorSummary errors={[{ message: error, fieldId: 'full-name' }]} focusKey={attempt} /> : null}
        <Heading level={1}>What is your name?</Heading>
        <form method="post" noValidate onSubmit={submit}>
          <TextInput label="Full name" name="full-name" value={name} onChange={setName} error={error} />
          <Button type="submit">Continue</Button>
        </form>
      </PageLayout>
    </ThemeProvider>
  );
}
