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

/**
 * Text for assistive technology only (NHS.UK "visually hidden" helper).
 */
export function VisuallyHidden({ children, id }: VisuallyHiddenProps) {
  return <Hidden id={id}>{children}</Hidden>;
}
