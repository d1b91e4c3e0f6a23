import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { fontSize, theme } from '../../theme/theme.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';

const Box = styled.div<{ $ticked: boolean }>`
  position: relative;
  margin-bottom: ${theme.space[4]}px;
  padding: ${theme.space[4]}px;
  padding-inline-start: ${(p) => (p.$ticked ? '72px' : `${theme.space[4]}px`)};
  border: 1px solid ${theme.colour.border};
  background-color: ${theme.colour.white};
  ${fontSize(19)}
  & > h2,
  & > h3,
  & > p {
    margin: 0;
  }
  & > h2,
  & > h3 {
    font-weight: ${theme.font.weightBold};
    ${fontSize(22)}
  }
  & > * + * {
    margin-top: ${theme.space[2]}px;
  }
`;
const Tick = styled.svg`
  position: absolute;
  inset-inline-start: ${theme.space[4]}px;
  top: 50%;
  margin-top: -18px;
  & circle {
    fill: ${theme.colour.green};
  }
  & path {
    stroke: ${theme.colour.white};
  }
`;

/** Props of {@link Card}. */
export interface CardProps {
  /** Card heading. */
  heading: string;
  /** Heading level (default 2). */
  headingLevel?: 2 | 3;
  /** Optional description under the heading. */
  children?: ReactNode;
  /**
   * A completed step of a progress list, such as "You have created an account": shows a green
   * tick, with `tickLabel` read to screen readers before the heading.
   */
  ticked?: boolean;
  /** Visually hidden status word for ticked cards, e.g. "Completed". */
  tickLabel?: string;
}

/** A card (NHS.UK Card), including the ticked progress card. */
export function Card({ heading, headingLevel = 2, children, ticked = false, tickLabel }: CardProps) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Box $ticked={ticked}>
      {ticked ? (
        <Tick width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
          <circle cx="18" cy="18" r="18" />
          <path d="M10 18.5l5 5 11-11" strokeWidth="4" fill="none" />
        </Tick>
      ) : null}
      <H>
        {ticked && tickLabel ? <VisuallyHidden>{tickLabel}: </VisuallyHidden> : null}
        {heading}
      </H>
      {children ? <div>{children}</div> : null}
    </Box>
  );
}
