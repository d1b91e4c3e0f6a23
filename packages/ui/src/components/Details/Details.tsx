import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { focusOutlineForcedColours, fontSize, focusText, theme } from '../../theme/theme.ts';

const D = styled.details`
  margin-bottom: ${theme.space[4]}px;
  ${fontSize(19)}
  & > summary {
    display: inline-block;
    position: relative;
    padding-inline-start: 24px;
    color: ${theme.colour.link};
    cursor: pointer;
    list-style: none;
  }
  & > summary::-webkit-details-marker {
    display: none;
  }
  & > summary::before {
    content: '';
    position: absolute;
    top: 0.35em;
    inset-inline-start: 4px;
    border-style: solid;
    border-width: 7px 0;
    border-inline-width: 12px 0;
    border-color: transparent;
    border-inline-start-color: currentColor;
  }
  &[open] > summary::before {
    border-width: 12px 7px 0 7px;
    border-color: currentColor transparent transparent transparent;
    top: 0.45em;
  }
  & > summary > span {
    text-decoration: underline;
  }
  & > summary:hover {
    color: ${theme.colour.linkHover};
  }
  /* The summary itself carries the outline forced colours shows; the yellow state is its text's. */
  & > summary:focus-visible {
    ${focusOutlineForcedColours}
  }
  & > summary:focus-visible > span {
    ${focusText}
    outline: none;
  }
`;
const Body = styled.div`
  margin-top: ${theme.space[3]}px;
  padding: ${theme.space[3]}px;
  padding-inline-start: ${theme.space[4]}px;
  border-inline-start: 4px solid ${theme.colour.grey3};
  & > *:last-child {
    margin-bottom: 0;
  }
`;

/** Props of {@link Details}. */
export interface DetailsProps {
  /** The summary line that expands the content, e.g. "Not received a text?". */
  summary: string;
  /** Content shown when expanded. */
  children: ReactNode;
  /** Starts expanded. */
  open?: boolean;
  /** Element id. */
  id?: string;
}

/**
 * An expander (NHS.UK Details): a native details/summary, so Enter and Space toggle it and
 * screen readers announce its expanded state without script.
 */
export function Details({ summary, children, open, id }: DetailsProps) {
  return (
    <D open={open} id={id}>
      <summary>
        <span>{summary}</span>
      </summary>
      <Body>{children}</Body>
    </D>
  );
}
