import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled, type IStyledComponent } from 'styled-components';
import { fontSize, theme, tabletUp } from '../../theme/theme.ts';

const Group = styled.div<{ $error: boolean }>`
  margin-bottom: ${theme.space[4]}px;
  ${tabletUp} {
    margin-bottom: ${theme.space[5]}px;
  }
  ${(p) =>
    p.$error
      ? `padding-inline-start: ${theme.space[3]}px; border-inline-start: ${theme.borderWidth.formError}px solid ${theme.colour.error};`
      : ''}
`;

/** Props of {@link FormGroup}. */
export interface FormGroupProps {
  /** The label, hint, error message and control. */
  children: ReactNode;
  /** Shows the red error bar on the left. */
  error?: boolean;
}

/** Wraps one question: label, hint, error message and control (NHS.UK form group). */
export function FormGroup({ children, error = false }: FormGroupProps) {
  return <Group $error={error}>{children}</Group>;
}

/** A field label (19px, or heading-sized when it is the page's question). */
export const Label: IStyledComponent<'web', ComponentPropsWithRef<'label'> & { $size?: 'default' | 'l' }> =
  styled.label<{
    $size?: 'default' | 'l';
  }>`
    display: block;
    margin: 0 0 ${theme.space[1]}px;
    ${(p) => (p.$size === 'l' ? `font-weight: ${theme.font.weightBold}; ${fontSize(36)}; margin-bottom: ${theme.space[4]}px;` : fontSize(19))}
  `;

/** Hint text under a label. */
export const Hint: IStyledComponent<'web', ComponentPropsWithRef<'div'>> = styled.div`
  display: block;
  margin: 0 0 ${theme.space[3]}px;
  color: ${theme.colour.secondaryText};
  ${fontSize(19)}
`;
