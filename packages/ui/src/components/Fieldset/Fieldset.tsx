import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { fontSize, theme } from '../../theme/theme.ts';

const FS = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;
const Legend = styled.legend<{ $size: 'default' | 'm' | 'l' }>`
  display: table;
  max-width: 100%;
  margin: 0 0 ${theme.space[2]}px;
  padding: 0;
  white-space: normal;
  ${(p) =>
    p.$size === 'l'
      ? `font-weight: ${theme.font.weightBold}; ${fontSize(36)}; margin-bottom: ${theme.space[4]}px;`
      : p.$size === 'm'
        ? `font-weight: ${theme.font.weightBold}; ${fontSize(26)}; margin-bottom: ${theme.space[3]}px;`
        : fontSize(19)}
  & h1 {
    margin: 0;
    font-size: inherit;
    font-weight: inherit;
    line-height: inherit;
  }
`;

/** Props of {@link Fieldset}. */
export interface FieldsetProps {
  /** The question that groups the controls. */
  legend: ReactNode;
  /** Renders the legend as the page heading (an h1 inside the legend, large). */
  legendAsHeading?: boolean;
  /** Legend size when not a heading: default (19px) or m (26px). */
  legendSize?: 'default' | 'm';
  /** The grouped controls. */
  children: ReactNode;
  /** Ids of hint and error elements describing the group. */
  describedBy?: string;
  /** Element id. */
  id?: string;
  /** ARIA role override, e.g. "radiogroup" from react-aria. */
  role?: string;
}

/** Groups related controls under a legend (NHS.UK Fieldset and Legend). */
export function Fieldset({
  legend,
  legendAsHeading,
  legendSize = 'default',
  children,
  describedBy,
  id,
  role,
  ...rest
}: FieldsetProps & Record<string, unknown>) {
  return (
    <FS aria-describedby={describedBy} id={id} role={role} {...rest}>
      <Legend $size={legendAsHeading ? 'l' : legendSize}>{legendAsHeading ? <h1>{legend}</h1> : legend}</Legend>
      {children}
    </FS>
  );
}
