import { styled } from 'styled-components';
import { fontSize, focusText, theme } from '../../theme/theme.ts';
import { visuallyHiddenCss } from '../VisuallyHidden/VisuallyHidden.tsx';

// Hidden by clipping until focused (not moved off screen, which in a right-to-left page would
// add a sideways scrollbar); when focused it sits at the start corner, in either direction.
const A = styled.a`
  position: absolute;
  inset-inline-start: ${theme.space[3]}px;
  top: ${theme.space[3]}px;
  padding: ${theme.space[2]}px;
  ${fontSize(16)}
  &:not(:focus) {
    ${visuallyHiddenCss}
  }
  &:focus {
    z-index: 10;
    ${focusText}
  }
`;

/** Props of {@link SkipLink}. */
export interface SkipLinkProps {
  /** Link text, e.g. "Skip to main content". */
  children: string;
  /** Id of the main content element (default "maincontent"). */
  targetId?: string;
}

/**
 * The first focusable element on a page: lets keyboard users jump past the header. It moves
 * focus to the main element (which has tabIndex -1).
 */
export function SkipLink({ children, targetId = 'maincontent' }: SkipLinkProps) {
  return (
    <A
      href={`#${targetId}`}
      onClick={(e) => {
        const target = document.getElementById(targetId);
        if (target) {
          e.preventDefault();
          target.focus();
        }
      }}
    >
      {children}
    </A>
  );
}
