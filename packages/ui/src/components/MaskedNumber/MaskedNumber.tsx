import { styled } from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';

// A masked phone number stays on one line; a masked email address may be too long for a 320px
// screen, so it is allowed to wrap.
const Visible = styled.span<{ $wrap: boolean }>`
  font-weight: ${theme.font.weightBold};
  white-space: ${(p) => (p.$wrap ? 'normal' : 'nowrap')};
  letter-spacing: 0.05em;
`;

/** Props of {@link MaskedNumber}. */
export interface MaskedNumberProps {
  /** The masked value as the server sends it, e.g. "*******6789" or "j***@example.com". */
  value: string;
  /**
   * What a screen reader says instead of the asterisks, e.g. "mobile number ending in 6789".
   * Build it with {@link visibleEnd}.
   */
  spokenText: string;
}

/**
 * The last characters of a masked value that are not masked ("*******6789" gives "6789").
 * @param value - the masked value
 */
export function visibleEnd(value: string): string {
  const m = /[^*•xX\s]+$/.exec(value);
  return m ? m[0] : '';
}

/**
 * A masked phone number or email address (e.g. "*******6789"). Sighted users see the mask;
 * screen-reader users hear `spokenText` rather than a string of "star" characters.
 */
export function MaskedNumber({ value, spokenText }: MaskedNumberProps) {
  return (
    <>
      <Visible aria-hidden="true" data-testid="masked-number" $wrap={value.includes('@')}>
        {value}
      </Visible>
      <VisuallyHidden>{spokenText}</VisuallyHidden>
    </>
  );
}
