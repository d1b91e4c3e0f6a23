import type { MouseEvent, ReactNode } from 'react';
import { styled } from 'styled-components';
import { theme } from '../../theme/theme.ts';

/** Props of {@link LinkButton}. */
export interface LinkButtonProps {
  /** The button's text (an action, e.g. "Text me again"). */
  children: ReactNode;
  /** `submit` (default): sends its form, with or without script; `button`: only `onClick`. */
  type?: 'submit' | 'button';
  /** Called on click (a submit's handler may prevent the form's post). */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}

const Styled = styled.button`
  display: inline-block;
  min-height: 24px;
  margin: 0 0 ${theme.space[3]}px;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colour.link};
  font: inherit;
  text-align: start;
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
 * A button that looks like a text link, for an action that reads as a link in the design
 * ("Text me again") but must send a form, so that it works without JavaScript (issue 23). It
 * stays a button to assistive technology. Every text is a prop.
 */
export function LinkButton({ children, type = 'submit', onClick }: LinkButtonProps) {
  return (
    <Styled type={type} onClick={onClick}>
      {children}
    </Styled>
  );
}
