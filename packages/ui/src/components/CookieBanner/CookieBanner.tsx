import { useEffect, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { fontSize, theme, tabletUp } from '../../theme/theme.ts';
import { Button } from '../Button/Button.tsx';

const Region = styled.div`
  background-color: ${theme.colour.white};
  border-bottom: 4px solid ${theme.colour.blue};
`;
const Inner = styled.div`
  max-width: ${theme.pageWidth}px;
  margin: 0 auto;
  padding: ${theme.space[4]}px ${theme.space[3]}px ${theme.space[2]}px;
  ${tabletUp} {
    padding: ${theme.space[4]}px ${theme.space[5]}px ${theme.space[2]}px;
  }
  ${fontSize(19)}
  & h2 {
    margin: 0 0 ${theme.space[3]}px;
    font-weight: ${theme.font.weightBold};
    ${fontSize(26)}
  }
  & p {
    margin: 0 0 ${theme.space[3]}px;
  }
`;
// The confirmation: focused after a choice (GOV.UK's cookie banner), so its outline shows there.
const Confirmation = styled.div`
  &:focus {
    outline: 4px solid ${theme.colour.focus};
    outline-offset: 4px;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${theme.space[3]}px;
  align-items: baseline;
`;

// A form around one button: no box of its own, so the buttons lay out as before.
const ButtonForm = styled.form`
  display: contents;
`;

/** Props of {@link CookieBanner}. */
export interface CookieBannerProps {
  /** Accessible name of the banner region, e.g. "Cookies on NHS login". */
  label: string;
  /** Heading, e.g. "Cookies on NHS login". */
  heading: string;
  /** Explanation paragraphs. */
  body: readonly ReactNode[];
  /** Accept button text. */
  acceptText: string;
  /** Reject button text. */
  rejectText: string;
  /** A link to the cookie settings page (rendered after the buttons). */
  settingsLink?: ReactNode;
  /** Called when the user accepts optional cookies. */
  onAccept: () => void;
  /** Called when the user rejects optional cookies. */
  onReject: () => void;
  /**
   * After a choice: the confirmation sentence (with a link to change the settings) replaces the
   * question. As in GOV.UK's cookie banner, it is an alert and takes focus, so screen readers say
   * it (issue 54: Orca said only "Cookies on NHS login"); rendered by the server (a choice posted
   * without script), it takes focus as the page loads (`autofocus`).
   */
  confirmation?: ReactNode;
  /** Text of the button that hides the confirmation. */
  hideText?: string;
  /** Called when the confirmation is hidden. */
  onHide?: () => void;
  /**
   * Id of the element that takes focus when the confirmation is hidden, so focus is not dropped
   * to the body with the banner (default "maincontent", the skip link's target; it needs
   * tabIndex -1). Issue 25 "Cookie banner".
   */
  focusAfterHideId?: string;
  /**
   * Makes each button a real form posting to `action` (so the banner works without script):
   * the `hidden` fields, and `intentField` set to "accept", "reject" or "hide". With script the
   * callbacks run and the post is prevented. issue 23.
   */
  form?: { action: string; hidden: Record<string, string>; intentField: string };
}

/**
 * The cookie banner shown on a first visit (NHS.UK cookie banner): accept or reject optional
 * cookies, or choose on the settings page; after a choice, a confirmation that takes focus.
 */
export function CookieBanner(props: CookieBannerProps) {
  const {
    label,
    heading,
    body,
    acceptText,
    rejectText,
    settingsLink,
    onAccept,
    onReject,
    confirmation,
    hideText,
    onHide,
    focusAfterHideId = 'maincontent',
    form,
  } = props;
  const button = (intent: string, text: string, onPress: () => void, variant?: 'secondary') =>
    form ? (
      <ButtonForm method="post" action={form.action} onSubmit={(e) => e.preventDefault()}>
        {Object.entries(form.hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name={form.intentField} value={intent} />
        <Button variant={variant} onPress={onPress}>
          {text}
        </Button>
      </ButtonForm>
    ) : (
      <Button type="button" variant={variant} onPress={onPress}>
        {text}
      </Button>
    );
  const ref = useRef<HTMLDivElement>(null);
  const confirmed = Boolean(confirmation);
  useEffect(() => {
    if (confirmed) ref.current?.focus();
  }, [confirmed]);
  return (
    <Region role="region" aria-label={label} data-testid="cookie-banner">
      <Inner>
        {confirmed ? (
          <>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- GOV.UK's banner focuses its confirmation */}
            <Confirmation ref={ref} role="alert" tabIndex={-1} autoFocus data-testid="cookie-banner-confirmation">
              <p>{confirmation}</p>
            </Confirmation>
            {hideText && onHide
              ? button(
                  'hide',
                  hideText,
                  () => {
                    // Before the banner goes: focus moves on to the main content, not to the body.
                    document.getElementById(focusAfterHideId)?.focus();
                    onHide();
                  },
                  'secondary',
                )
              : null}
          </>
        ) : (
          <>
            <h2>{heading}</h2>
            {body.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
            <Actions>
              {button('accept', acceptText, onAccept)}
              {button('reject', rejectText, onReject)}
            </Actions>
            {settingsLink ? <p>{settingsLink}</p> : null}
          </>
        )}
      </Inner>
    </Region>
  );
}
