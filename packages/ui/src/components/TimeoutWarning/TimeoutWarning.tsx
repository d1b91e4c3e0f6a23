import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Overlay, useDialog, useModalOverlay } from 'react-aria';
import { useOverlayTriggerState } from 'react-stately';
import { styled } from 'styled-components';
import { fontSize, theme, tabletUp } from '../../theme/theme.ts';
import { Button } from '../Button/Button.tsx';
import { visuallyHiddenCss } from '../VisuallyHidden/VisuallyHidden.tsx';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space[3]}px;
  background: rgba(33, 43, 50, 0.8);
`;
const Box = styled.div`
  width: 100%;
  max-width: 540px;
  max-height: 100%;
  overflow-y: auto;
  padding: ${theme.space[4]}px;
  border: ${theme.borderWidth.focus}px solid ${theme.colour.text};
  background: ${theme.colour.white};
  ${fontSize(19)}
  ${tabletUp} {
    padding: ${theme.space[5]}px;
  }
  &:focus {
    outline: ${theme.borderWidth.focus}px solid ${theme.colour.focus};
    outline-offset: 0;
  }
  & h2 {
    margin: 0 0 ${theme.space[3]}px;
    font-weight: ${theme.font.weightBold};
    ${fontSize(26)}
  }
  & p {
    margin: 0 0 ${theme.space[3]}px;
  }
`;
const Announcement = styled.p`
  ${visuallyHiddenCss}
`;
const Problem = styled.p`
  padding-inline-start: ${theme.space[3]}px;
  border-inline-start: ${theme.borderWidth.focus}px solid ${theme.colour.error};
  font-weight: ${theme.font.weightBold};
`;
const Secondary = styled.button`
  display: inline-block;
  min-height: 24px;
  margin: 0 0 ${theme.space[3]}px;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colour.link};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:hover {
    color: ${theme.colour.linkHover};
    text-decoration: none;
  }
  &:focus-visible {
    outline: ${theme.borderWidth.focus}px solid transparent;
    outline-offset: 4px;
    background-color: ${theme.colour.focus};
    box-shadow:
      0 -2px ${theme.colour.focus},
      0 4px ${theme.colour.focusText};
    color: ${theme.colour.focusText};
    text-decoration: none;
  }
`;

/**
 * The time-left phrase screen readers hear: whole minutes while more than a minute is left, then
 * "1 minute" until 20 seconds, then the 20-second mark. It changes at most once a minute (and at
 * 20 s), so a polite live region holding it never floods a screen reader with a per-second
 * countdown (issue 25; the idea of hmrc-frontend's timeout dialog).
 * @param secondsLeft - seconds until the session ends
 * @returns the number of seconds to announce (a multiple of 60, or 20)
 */
export function announcedSeconds(secondsLeft: number): number {
  if (secondsLeft <= 20) return 20;
  if (secondsLeft <= 60) return 60;
  return Math.ceil(secondsLeft / 60) * 60;
}

/** Props of {@link TimeoutWarning}. */
export interface TimeoutWarningProps {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** The dialog's heading (its accessible name), e.g. "You will be logged out soon". */
  heading: string;
  /** Seconds left before the session ends. */
  secondsLeft: number;
  /** The countdown sentence for a number of seconds left (e.g. "… log you out in 1 minute 30 seconds."). */
  countdown: (secondsLeft: number) => string;
  /** The paragraph after the countdown (what the user can do). */
  body: ReactNode;
  /** Text of the main button ("Stay logged in", or "Continue on this page" when it cannot extend). */
  continueText: string;
  /** Called by the main button. */
  onContinue: () => void;
  /** A request is in flight: the main button is busy. */
  busy?: boolean;
  /** Text of the log-out action. */
  signOutText: string;
  /** Called by the log-out action. */
  onSignOut: () => void;
  /** A problem to show (the extension failed). */
  problem?: ReactNode;
}

/**
 * The session timeout warning (issue 25, WCAG 2.2.1 Timing Adjustable): a modal alert dialog
 * (react-aria's useModalOverlay and useDialog: focus moves into it and is trapped, the page behind
 * is inert to assistive technology, Escape does not dismiss it, focus returns where it was on
 * close, so nothing typed on the page is lost). The visible countdown changes every second but is
 * hidden from screen readers. Every text is a prop (no built-in English).
 *
 * What a screen-reader user hears (issue 54: the countdown was said 4 times on opening, then twice
 * a minute while focus was on the dialog):
 * - on opening, the dialog's name and its description, the time left as it opened, once;
 * - then, at each minute and at 20 seconds ({@link announcedSeconds}), the new time once, from a
 *   polite live region that is empty on opening; the description stays as it opened, so a
 *   screen reader focused on the dialog does not read the change a second time;
 * - on closing, focus goes back to the element it came from, even when the busy "Stay logged in"
 *   had let it fall to the page's body (issue 54: Orca found focus on `<body>`).
 */
export function TimeoutWarning(props: TimeoutWarningProps) {
  const state = useOverlayTriggerState({ isOpen: props.isOpen });
  // The element focused before the dialog opened: this layout effect runs before the dialog takes
  // focus (useDialog's effect); its clean-up, when the dialog closes, gives focus back if nothing
  // else holds it (react-aria restores focus only from inside its scope).
  useLayoutEffect(() => {
    if (!props.isOpen) return;
    const before = document.activeElement;
    return () => {
      requestAnimationFrame(() => {
        const now = document.activeElement;
        if (before instanceof HTMLElement && before.isConnected && (now === null || now === document.body)) {
          before.focus();
        }
      });
    };
  }, [props.isOpen]);
  if (!state.isOpen) return null;
  return (
    <Overlay>
      <Modal {...props} state={state} />
    </Overlay>
  );
}

function Modal({
  state,
  heading,
  secondsLeft,
  countdown,
  body,
  continueText,
  onContinue,
  busy,
  signOutText,
  onSignOut,
  problem,
}: TimeoutWarningProps & { state: ReturnType<typeof useOverlayTriggerState> }) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const { modalProps, underlayProps } = useModalOverlay(
    { isDismissable: false, isKeyboardDismissDisabled: true },
    state,
    overlayRef,
  );
  const { dialogProps, titleProps } = useDialog({ role: 'alertdialog' }, dialogRef);
  const announced = announcedSeconds(secondsLeft);
  // The time left as the dialog opened: its description, said with its name on opening.
  const [openedWith] = useState(announced);
  return (
    <Backdrop {...underlayProps} data-testid="timeout-warning-backdrop">
      <div {...modalProps} ref={overlayRef}>
        <Box {...dialogProps} ref={dialogRef} aria-describedby="timeout-warning-description">
          <h2 {...titleProps}>{heading}</h2>
          <p aria-hidden="true" data-testid="timeout-warning-countdown">
            {countdown(secondsLeft)}
          </p>
          <Announcement id="timeout-warning-description">{countdown(openedWith)}</Announcement>
          <Announcement aria-live="polite" aria-atomic="true" data-testid="timeout-warning-announcement">
            {announced === openedWith ? '' : countdown(announced)}
          </Announcement>
          {problem ? <Problem role="alert">{problem}</Problem> : null}
          <p>{body}</p>
          <Button type="button" onPress={onContinue} busy={busy}>
            {continueText}
          </Button>
          <div>
            <Secondary type="button" onClick={onSignOut}>
              {signOutText}
            </Secondary>
          </div>
        </Box>
      </div>
    </Backdrop>
  );
}
