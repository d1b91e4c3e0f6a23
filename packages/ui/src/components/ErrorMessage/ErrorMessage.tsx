import type { HTMLAttributes, ReactNode } from 'react';
import { styled } from 'styled-components';
import { fontSize, theme } from '../../theme/theme.ts';
import { useLabels } from '../../labels/Labels.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';

const Message = styled.span`
  display: block;
  margin: 0 0 ${theme.space[3]}px;
  color: ${theme.colour.error};
  font-weight: ${theme.font.weightBold};
  ${fontSize(19)}
  overflow-wrap: break-word;
`;

/** Props of {@link ErrorMessage}. */
export interface ErrorMessageProps extends HTMLAttributes<HTMLSpanElement> {
  /** The message, e.g. "Enter your password". */
  children: ReactNode;
  /** Element id, referenced by the field's aria-describedby. */
  id?: string;
  /** Visually hidden prefix read before the message (default: the labels' `errorPrefix`). */
  prefix?: string;
}

/**
 * An inline error message under a field's label (NHS.UK ErrorMessage), with a visually hidden
 * prefix ("Error:", from the labels) so screen-reader users hear it is an error.
 */
export function ErrorMessage({ children, id, prefix, ...rest }: ErrorMessageProps) {
  const labels = useLabels();
  return (
    <Message id={id} {...rest}>
      <VisuallyHidden>{prefix ?? labels.errorPrefix}</VisuallyHidden> {children}
    </Message>
  );
}
