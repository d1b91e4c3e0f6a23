import type { ReactNode } from 'react';
import { Body, Button, Heading, Spinner } from '@nhsl/ui';
import { JourneyForm } from './JourneyForm.tsx';

/** Props of {@link SpinnerPage}. */
export interface SpinnerPageProps {
  /** The page's heading. */
  heading: string;
  /** What the spinner says while the step runs. */
  spinner: string;
  /** The one sentence shown, before the step is sent, above the button. */
  body: string;
  /** The button's text. */
  button: string;
  /** Script has sent the step (or the store its request): the spinner; default, not yet. */
  sending?: boolean;
  /** The form's hidden fields, beside its CSRF token and revision. */
  children?: ReactNode;
}

/**
 * A spinner page whose step runs in the route's action (issue 55 item 5, "Loaders change nothing"):
 * while the step runs, the spinner; before (the server's page, all a browser without script sees
 * until its button is pressed), one sentence and the form whose button posts to the action. The
 * page itself sends the form once script runs, so a press then does nothing more. Used by
 * authcode (spec 000 §2) and proofing's submit (spec 001 §2 "a spinner page that triggers the
 * uplift request").
 */
export function SpinnerPage({ heading, spinner, body, button, sending = false, children }: SpinnerPageProps) {
  return (
    <>
      <Heading>{heading}</Heading>
      {sending ? (
        <Spinner label={spinner} />
      ) : (
        <>
          <Body>{body}</Body>
          <JourneyForm
            onSubmit={(e) => {
              // Pressed once script runs: the page has sent it already.
              e.preventDefault();
            }}
          >
            {children}
            <Button>{button}</Button>
          </JourneyForm>
        </>
      )}
    </>
  );
}
