import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { fontSize, theme } from '../../theme/theme.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';

const Box = styled.div`
  margin: ${theme.space[4]}px 0;
  padding: ${theme.space[3]}px ${theme.space[4]}px;
  border-inline-start: 8px solid ${theme.colour.blue};
  background-color: ${theme.colour.white};
  ${fontSize(19)}
  & > *:last-child {
    margin-bottom: 0;
  }
`;

/** Props of {@link InsetText}. */
export interface InsetTextProps {
  /** The content to set apart. */
  children: ReactNode;
  /** Visually hidden prefix read first, e.g. "Information:". */
  hiddenPrefix?: string;
}

/** Text set apart from the content around it (NHS.UK InsetText). */
export function InsetText({ children, hiddenPrefix }: InsetTextProps) {
  return (
    <Box>
      {hiddenPrefix ? <VisuallyHidden>{hiddenPrefix} </VisuallyHidden> : null}
      {children}
    </Box>
  );
}
