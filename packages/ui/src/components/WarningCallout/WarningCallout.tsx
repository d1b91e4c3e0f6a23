import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { fontSize, theme } from '../../theme/theme.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';

const Box = styled.div`
  margin: ${theme.space[5]}px 0;
  padding: ${theme.space[4]}px;
  border: 1px solid ${theme.colour.warmYellow};
  border-top: 8px solid ${theme.colour.warmYellow};
  background-color: ${theme.colour.paleYellow};
  ${fontSize(19)}
  & > h2,
  & > h3 {
    margin: 0 0 ${theme.space[3]}px;
    font-weight: ${theme.font.weightBold};
    ${fontSize(26)}
  }
  & > *:last-child {
    margin-bottom: 0;
  }
`;

/** Props of {@link WarningCallout}. */
export interface WarningCalloutProps {
  /** The heading, e.g. "Important". */
  heading: string;
  /** Heading level (default 2). */
  headingLevel?: 2 | 3;
  /** Visually hidden prefix read before the heading, e.g. "Important:". */
  hiddenPrefix?: string;
  /** The warning. */
  children: ReactNode;
}

/**
 * A warning the user must read before going on (NHS.UK WarningCallout), such as "your old
 * account will be deleted".
 */
export function WarningCallout({ heading, headingLevel = 2, hiddenPrefix, children }: WarningCalloutProps) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Box>
      <H>
        {hiddenPrefix ? <VisuallyHidden>{hiddenPrefix} </VisuallyHidden> : null}
        {heading}
      </H>
      {typeof children === 'string' ? <p>{children}</p> : children}
    </Box>
  );
}
