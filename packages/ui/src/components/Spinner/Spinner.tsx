import { useEffect, useState } from 'react';
import { styled, keyframes } from 'styled-components';
import { fontSize, theme } from '../../theme/theme.ts';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Region = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${theme.space[6]}px 0;
  ${fontSize(19)}
`;
const Wheel = styled.span`
  display: block;
  width: 48px;
  height: 48px;
  margin-bottom: ${theme.space[3]}px;
  border: 6px solid ${theme.colour.grey4};
  border-top-color: ${theme.colour.blue};
  border-radius: 50%;
  animation: ${spin} 1s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Text shown under the wheel and announced politely, e.g. "Loading, please wait". */
  label: string;
}

/**
 * A loading indicator in a polite live region (role="status"), so screen readers announce the
 * label once without interrupting. The wheel slows down for reduced-motion users.
 */
export function Spinner({ label }: SpinnerProps) {
  // The region is rendered empty first and the label put in after, so screen readers that only
  // announce changes to an existing live region still announce it.
  const [text, setText] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setText(label), 50);
    return () => clearTimeout(t);
  }, [label]);
  return (
    <Region role="status" aria-live="polite" data-testid="spinner">
      <Wheel aria-hidden="true" />
      <span>{text}</span>
    </Region>
  );
}
