import { useRef, useState, type ReactNode } from 'react';
import { useButton } from 'react-aria';
import { styled, css } from 'styled-components';
import { focusOutlineForcedColours, fontSize, theme, tabletUp } from '../../theme/theme.ts';
import { useLinkComponent } from '../Link/LinkContext.tsx';

/** Visual variants of {@link Button}. */
export type ButtonVariant = 'primary' | 'secondary' | 'reverse' | 'warning';

const colours: Record<ButtonVariant, { bg: string; fg: string; shadow: string; hover: string; border?: string }> = {
  primary: {
    bg: theme.colour.buttonPrimary,
    fg: theme.colour.white,
    shadow: theme.colour.darkGreen,
    hover: theme.colour.buttonPrimaryHover,
  },
  secondary: {
    bg: 'transparent',
    fg: theme.colour.blue,
    shadow: theme.colour.blue,
    hover: theme.colour.buttonSecondaryHover,
    border: theme.colour.blue,
  },
  reverse: {
    bg: theme.colour.white,
    fg: theme.colour.black,
    shadow: theme.colour.black,
    hover: theme.colour.buttonReverseHover,
  },
  warning: {
    bg: theme.colour.red,
    fg: theme.colour.white,
    shadow: theme.colour.buttonWarningShadow,
    hover: theme.colour.buttonWarningHover,
  },
};

const buttonStyle = css<{ $variant: ButtonVariant; $busy: boolean }>`
  display: inline-block;
  position: relative;
  width: 100%;
  margin: 0 0 ${theme.space[4]}px;
  padding: 12px 16px;
  border: 2px solid ${(p) => colours[p.$variant].border ?? 'transparent'};
  border-radius: 4px;
  background-color: ${(p) => colours[p.$variant].bg};
  box-shadow: 0 4px 0 ${(p) => colours[p.$variant].shadow};
  color: ${(p) => colours[p.$variant].fg};
  font-family: inherit;
  font-weight: ${theme.font.weightBold};
  ${fontSize(19)}
  line-height: 1.47;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  -webkit-appearance: none;
  ${tabletUp} {
    width: auto;
  }
  &:link,
  &:visited {
    color: ${(p) => colours[p.$variant].fg};
  }
  &:hover {
    background-color: ${(p) => colours[p.$variant].hover};
    color: ${(p) => colours[p.$variant].fg};
    text-decoration: none;
  }
  &:focus-visible {
    ${focusOutlineForcedColours}
    background-color: ${theme.colour.focus};
    border-color: transparent;
    box-shadow: 0 4px 0 ${theme.colour.focusText};
    color: ${theme.colour.focusText};
  }
  &:active {
    top: 4px;
    box-shadow: none;
  }
  &[aria-disabled='true'] {
    opacity: ${(p) => (p.$busy ? 0.8 : 0.5)};
    cursor: ${(p) => (p.$busy ? 'progress' : 'not-allowed')};
  }
  &[aria-disabled='true']:active {
    top: 0;
    box-shadow: 0 4px 0 ${(p) => colours[p.$variant].shadow};
  }
`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $busy: boolean }>`
  ${buttonStyle}
`;
const StyledAnchor = styled.a<{ $variant: ButtonVariant; $busy: boolean }>`
  ${buttonStyle}
`;

/** Props of {@link Button}. */
export interface ButtonProps {
  /** Button text. */
  children: ReactNode;
  /** Visual variant (default primary, green). */
  variant?: ButtonVariant;
  /** Native button type (default "submit", so it submits its form). */
  type?: 'submit' | 'button';
  /** Called when pressed (mouse, touch, Enter or Space). */
  onPress?: () => void;
  /**
   * Disabled: announced as unavailable (aria-disabled) and ignores presses, but stays focusable
   * so keyboard and screen-reader users can still find it.
   */
  disabled?: boolean;
  /**
   * Busy: a request is in flight. Presses are ignored (one request per click) and
   * aria-disabled is set, so the button cannot be submitted twice.
   */
  busy?: boolean;
  /**
   * One-shot action, such as "Agree and continue": after the first press the button becomes
   * disabled for good.
   */
  disableAfterPress?: boolean;
  /** Renders the button as a link styled like a button (for navigation). */
  href?: string;
  /** Element id. */
  id?: string;
}

/**
 * A button (NHS.UK Button). Behaviour from react-aria's useButton; presses are ignored while
 * busy or disabled, so forms cannot be submitted twice. A submit button in server-rendered HTML
 * works before the page hydrates: its form posts natively (issue 23).
 */
export function Button({
  children,
  variant = 'primary',
  type = 'submit',
  onPress,
  disabled = false,
  busy = false,
  disableAfterPress = false,
  href,
  id,
}: ButtonProps) {
  const [pressedOnce, setPressedOnce] = useState(false);
  const inactive = disabled || busy || (disableAfterPress && pressedOnce);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const LinkComponent = useLinkComponent();
  const { buttonProps } = useButton(
    {
      onPress: () => {
        if (inactive) return;
        if (disableAfterPress) setPressedOnce(true);
        onPress?.();
      },
      type,
      id,
    },
    buttonRef,
  );
  if (href) {
    // A link that looks like a button: navigation, so it stays an anchor (Enter activates it).
    const external = /^[a-z]+:/i.test(href);
    return (
      <StyledAnchor
        as={external ? 'a' : LinkComponent}
        href={href}
        id={id}
        onClick={onPress}
        $variant={variant}
        $busy={false}
      >
        {children}
      </StyledAnchor>
    );
  }
  // A native submit must not submit while inactive; react-aria's onPress does not stop the
  // native form submission, so block it on click.
  return (
    <StyledButton
      {...buttonProps}
      ref={buttonRef}
      aria-disabled={inactive || undefined}
      aria-busy={busy || undefined}
      // Never disabled while the page waits for its script (issue 23): a submit button pressed
      // before hydration posts its form natively, and the server handles it.
      onClick={(e) => {
        if (inactive) e.preventDefault();
        buttonProps.onClick?.(e);
      }}
      data-module="button"
      $variant={variant}
      $busy={busy}
    >
      {children}
    </StyledButton>
  );
}
