import { styled } from 'styled-components';
import { focusOutlineForcedColours, fontSize, theme } from '../../theme/theme.ts';
import { useLabels } from '../../labels/Labels.tsx';
import { useLinkComponent } from '../Link/LinkContext.tsx';

const Wrap = styled.div`
  margin: ${theme.space[3]}px 0 ${theme.space[2]}px;
  ${fontSize(16)}
  & a,
  & button {
    position: relative;
    display: inline-block;
    padding-inline-start: 16px;
    font: inherit;
    color: ${theme.colour.link};
    text-decoration: underline;
    background: none;
    border: 0;
    cursor: pointer;
  }
  & a::before,
  & button::before {
    content: '';
    position: absolute;
    inset-inline-start: 2px;
    top: 50%;
    width: 7px;
    height: 7px;
    margin-top: -4px;
    border: solid currentColor;
    border-width: 0 0 2px 2px;
    transform: rotate(45deg);
  }
  /* In right-to-left text the chevron points right, towards the start of the line. */
  & a:dir(rtl)::before,
  & button:dir(rtl)::before {
    transform: rotate(-135deg);
  }
  & button:focus-visible {
    ${focusOutlineForcedColours}
    background-color: ${theme.colour.focus};
    box-shadow:
      0 -2px ${theme.colour.focus},
      0 4px ${theme.colour.focusText};
    color: ${theme.colour.focusText};
    text-decoration: none;
  }
`;

/** Props of {@link BackLink}. */
export interface BackLinkProps {
  /** Link text (default: the labels' `back`, e.g. "Back"); pages may give their own, e.g. "Back to log in". */
  children?: string;
  /** Where it goes. Without it, pass `onBack` (e.g. browser history). */
  href?: string;
  /** Called instead of following a link (rendered as a button). */
  onBack?: () => void;
}

/** The "Back" link at the top of a page (NHS.UK BackLink). */
export function BackLink({ children: text, href, onBack }: BackLinkProps) {
  const Anchor = useLinkComponent();
  const labels = useLabels();
  const children = text ?? labels.back;
  return (
    <Wrap>
      {href ? (
        <Anchor href={href}>{children}</Anchor>
      ) : (
        <button type="button" onClick={onBack}>
          {children}
        </button>
      )}
    </Wrap>
  );
}
