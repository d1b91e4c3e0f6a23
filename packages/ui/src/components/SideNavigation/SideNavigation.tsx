import { styled } from 'styled-components';
import { fontSize, theme } from '../../theme/theme.ts';
import { useLinkComponent } from '../Link/LinkContext.tsx';

const Nav = styled.nav`
  margin-bottom: ${theme.space[5]}px;
  padding-top: ${theme.space[2]}px;
  border-top: 4px solid ${theme.colour.blue};
  & h2 {
    margin: 0 0 ${theme.space[2]}px;
    font-weight: ${theme.font.weightBold};
    ${fontSize(19)}
  }
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & li {
    margin-bottom: ${theme.space[2]}px;
    ${fontSize(16)}
  }
  & [aria-current='page'] {
    font-weight: ${theme.font.weightBold};
    color: ${theme.colour.text};
    text-decoration: none;
  }
`;

/** One link of a {@link SideNavigation}. */
export interface SideNavigationItem {
  /** Link text. */
  text: string;
  /** Address. */
  href: string;
}

/** Props of {@link SideNavigation}. */
export interface SideNavigationProps {
  /** Heading and landmark name, e.g. "Policies". */
  heading: string;
  /** The links. */
  items: readonly SideNavigationItem[];
  /** The address of the current page: its entry is marked aria-current="page". */
  currentHref?: string;
}

/** Navigation between related pages, such as the policy pages (side navigation). */
export function SideNavigation({ heading, items, currentHref }: SideNavigationProps) {
  const Anchor = useLinkComponent();
  const headingId = `side-nav-${heading.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Nav aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <Anchor href={item.href} aria-current={item.href === currentHref ? 'page' : undefined}>
              {item.text}
            </Anchor>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
