import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { fontSize, theme } from '../../theme/theme.ts';

const Box = styled.div`
  margin-bottom: ${theme.space[5]}px;
  padding: ${theme.space[5]}px;
  background-color: ${theme.colour.green};
  color: ${theme.colour.white};
  text-align: center;
  & > h1 {
    margin: 0 0 ${theme.space[3]}px;
    font-weight: ${theme.font.weightBold};
    ${fontSize(36)}
  }
  & > div {
    ${fontSize(22)}
  }
`;

/** Props of {@link Panel}. */
export interface PanelProps {
  /** The confirmation, e.g. "You have reset your password". It is the page's h1. */
  heading: string;
  /** Optional detail under the heading. */
  children?: ReactNode;
}

/** A confirmation panel at the top of a "you have done it" page (GOV.UK Panel). */
export function Panel({ heading, children }: PanelProps) {
  return (
    <Box>
      <h1>{heading}</h1>
      {children ? <div>{children}</div> : null}
    </Box>
  );
}
