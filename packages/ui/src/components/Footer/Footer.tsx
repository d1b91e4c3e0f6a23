import { styled } from 'styled-components';
import { fontSize, theme, tabletUp } from '../../theme/theme.ts';
import { Link } from '../Link/Link.tsx';
import { visuallyHiddenCss } from '../VisuallyHidden/VisuallyHidden.tsx';

const HiddenHeading = styled.h2`
  ${visuallyHiddenCss}
`;

const Bar = styled.footer`
  margin-top: ${theme.space[6]}px;
  border-top: 4px solid ${theme.colour.blue};
  background-color: ${theme.colour.grey4};
`;
const Inner = styled.div`
  max-width: ${theme.pageWidth}px;
  margin: 0 auto;
  padding: ${theme.space[4]}px ${theme.space[3]}px;
  ${tabletUp} {
    padding: ${theme.space[5]}px;
  }
  ${fontSize(16)}
  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[2]}px ${theme.space[5]}px;
    margin: 0 0 ${theme.space[4]}px;
    padding: 0;
    list-style: none;
  }
  & li {
    padding: 4px 0;
  }
  & a,
  & a:visited {
    color: ${theme.colour.text};
  }
  & p {
    margin: 0;
    color: ${theme.colour.text};
  }
`;

/** A footer link. */
export interface FooterLink {
  /** Link text. */
  text: string;
  /** Address. */
  href: string;
  /** Opens in a new tab (the text then says so). */
  external?: boolean;
}

/** Props of {@link Footer}. */
export interface FooterProps {
  /** Visually hidden heading of the footer's links. */
  heading: string;
  /** The links, in order. */
  links: readonly FooterLink[];
  /** The copyright line, e.g. "© Crown copyright". */
  copyright: string;
  /** Words appended to links that open in a new tab. */
  newTabText?: string;
  /** Hides the footer (e.g. on consent inside the NHS App). */
  hidden?: boolean;
}

/** The page footer with support links and the Crown copyright line (NHS.UK Footer). */
export function Footer({ heading, links, copyright, newTabText, hidden = false }: FooterProps) {
  if (hidden) return null;
  return (
    <Bar>
      <Inner>
        <HiddenHeading>{heading}</HiddenHeading>
        <ul>
          {links.map((l) => (
            <li key={l.href}>
              <Link href={l.href} newTab={l.external} newTabText={newTabText}>
                {l.text}
              </Link>
            </li>
          ))}
        </ul>
        <p>{copyright}</p>
      </Inner>
    </Bar>
  );
}
