import type { ReactNode } from 'react';
import { styled, css } from 'styled-components';

/** CSS that hides an element visually but keeps it for screen readers. */
export const visuallyHiddenCss = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  margin: 0 !important;
  padding: 0 !important;
  overflow: hidden !important;
  clip: rect(0 0 0 0) !important;
  clip-path: inset(50%) !important;
  border: 0 !important;
  white-space: nowrap !important;
`;

const Hidden = styled.span`
  ${visuallyHiddenCss}
`;

/** Props of {@link VisuallyHidden}. */
export interface VisuallyHiddenProps {
  /** Text read by screen readers but not shown. */
  children: ReactNode;
  /** Element id, for aria-describedby wiring. */
  id?: string;
}

/** A non-breaking space: white space that is never collapsed. */
const NBSP = '\u00a0';

/**
 * Text for assistive technology only (NHS.UK "visually hidden" helper). Its text starts and ends
 * with a non-breaking space, as GOV.UK Frontend's helper adds one before and after: an ordinary
 * space at the edge of hidden text is collapsed away, since the hidden box is taken out of the
 * line, and screen readers ran the words together (issue 54: "NHS loginhomepage", "Changeemail
 * address").
 */
export function VisuallyHidden({ children, id }: VisuallyHiddenProps) {
  return (
    <Hidden id={id}>
      {NBSP}
      {children}
      {NBSP}
    </Hidden>
  );
}
