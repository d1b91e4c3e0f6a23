import type { MouseEvent } from 'react';
import { styled } from 'styled-components';
import { fontSize, theme, tabletUp } from '../../theme/theme.ts';
import { useLinkComponent } from '../Link/LinkContext.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';

const Bar = styled.header`
  background-color: ${theme.colour.blue};
  color: ${theme.colour.white};
`;
const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]}px;
  max-width: ${theme.pageWidth}px;
  margin: 0 auto;
  padding: ${theme.space[3]}px;
  ${tabletUp} {
    padding: ${theme.space[4]}px ${theme.space[5]}px;
  }
  & a {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[3]}px;
    color: ${theme.colour.white};
    text-decoration: none;
  }
  & a:visited,
  & a:hover {
    color: ${theme.colour.white};
  }
  & a:focus-visible {
    outline: 4px solid ${theme.colour.focus};
    outline-offset: 0;
    background: transparent;
    box-shadow: 0 0 0 8px ${theme.colour.focusText};
    color: ${theme.colour.white};
  }
`;
/**
 * The language and account links' place: at the end of the bar (the start, in right-to-left text,
 * mirrors it); they wrap under the logo on a narrow screen.
 */
const End = styled.div`
  margin-inline-start: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]}px;
  ${fontSize(16)}
  & a {
    min-height: 24px;
    text-decoration: underline;
  }
  & a:hover {
    text-decoration: none;
  }
`;
const ServiceName = styled.span`
  font-weight: ${theme.font.weightBold};
  ${fontSize(19)}
`;

/** The NHS logo (blue lozenge with white "NHS"), decorative unless labelled. */
const LogoSvg = styled.svg`
  & rect {
    fill: ${theme.colour.white};
  }
  & text {
    fill: ${theme.colour.blue};
  }
`;

function Logo({ label }: { label: string }) {
  return (
    <LogoSvg width="80" height="32" viewBox="0 0 80 32" aria-hidden="true" focusable="false" data-alt={label}>
      <rect width="80" height="32" />
      <text
        x="40"
        y="26"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontWeight="700"
        fontStyle="italic"
        fontSize="27"
      >
        NHS
      </text>
    </LogoSvg>
  );
}

/** Props of {@link Header}. */
export interface HeaderProps {
  /**
   * Accessible name of the logo link, e.g. "NHS login homepage". When it starts with the
   * service name, only the rest ("homepage") is added as hidden text after the visible name.
   */
  logoLabel: string;
  /** Alternative text of the logo (kept for reference; the logo is decorative inside the named link). */
  logoAlt: string;
  /** Where the logo links (default "/"). */
  homeHref?: string;
  /** Optional service name shown beside the logo, e.g. "NHS login". */
  serviceName?: string;
  /** Hides the header (e.g. on consent inside the NHS App). */
  hidden?: boolean;
  /**
   * A link to the signed-in user's account, at the end of the bar, in a navigation landmark.
   * `text` is the link's words (e.g. "Your NHS login"), `label` the landmark's name (e.g.
   * "Account"); `current` marks it as the page shown (`aria-current="page"`). None: no link (the
   * user is not signed in). Issue 27.
   */
  accountLink?: { href: string; text: string; label: string; current?: boolean };
  /**
   * The link to this page in the other language (issue 46): `text` is that language's name in
   * itself ("Cymraeg", "English"), `lang` its BCP 47 tag (the link's `lang` and `hreflang`), `href`
   * the address that switches (it works without script); `onClick`, page script's in-place switch.
   */
  languageLink?: {
    href: string;
    text: string;
    lang: string;
    onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  };
}

/** The blue page header with the NHS logo, optional service name and account link (NHS.UK Header). */
export function Header({
  logoLabel,
  logoAlt,
  homeHref = '/',
  serviceName,
  hidden = false,
  accountLink,
  languageLink,
}: HeaderProps) {
  const Anchor = useLinkComponent();
  if (hidden) return null;
  return (
    <Bar>
      <Inner>
        {/* The link's name is its visible text plus hidden words (WCAG 2.5.3 label in name); the
            hidden words keep their space (VisuallyHidden, issue 54: "NHS loginhomepage"). */}
        <Anchor href={homeHref}>
          <Logo label={logoAlt} />
          {serviceName ? <ServiceName>{serviceName}</ServiceName> : null}
          <VisuallyHidden>
            {' '}
            {serviceName ? logoLabel.replace(serviceName, '').trim() || logoLabel : logoLabel}
          </VisuallyHidden>
        </Anchor>
        {languageLink || accountLink ? (
          <End>
            {languageLink ? (
              // A plain link (not the router's): the server answers it, so it works without script.
              <a
                href={languageLink.href}
                lang={languageLink.lang}
                hrefLang={languageLink.lang}
                onClick={languageLink.onClick}
                data-language-link=""
              >
                {languageLink.text}
              </a>
            ) : null}
            {accountLink ? (
              <nav aria-label={accountLink.label}>
                <Anchor href={accountLink.href} aria-current={accountLink.current ? 'page' : undefined}>
                  {accountLink.text}
                </Anchor>
              </nav>
            ) : null}
          </End>
        ) : null}
      </Inner>
    </Bar>
  );
}
