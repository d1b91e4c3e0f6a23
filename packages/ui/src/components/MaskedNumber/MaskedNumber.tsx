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
  /**
   * Punctuation that follows the number in its sentence (e.g. "."), shown after the mask and said
   * at the end of `spokenText`: written after the component instead, a screen reader read it
   * alone on a line of its own (issue 54: "mobile number ending in 0123." then ".").
   */
  trailing?: string;
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
 * screen-reader users hear `spokenText` rather than a string of "star" characters, with the
 * sentence's `trailing` punctuation (issue 54).
 */
export function MaskedNumber({ value, spokenText, trailing = '' }: MaskedNumberProps) {
  return (
    <>
      <Visible aria-hidden="true" data-testid="masked-number" $wrap={value.includes('@')}>
        {value}
      </Visible>
      {trailing ? <span aria-hidden="true">{trailing}</span> : null}
      <VisuallyHidden>{`${spokenText}${trailing}`}</VisuallyHidden>
    </>
  );
}
