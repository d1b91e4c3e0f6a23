import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Body, ContentsList, Heading, List, SideNavigation, desktopUp, theme } from '@nhsl/ui';
import { cookiePolicy, policyCommon, type PolicyPage } from '@nhsl/content';
import { displayDate } from '../lib/dates.ts';

const Grid = styled.div`
  ${desktopUp} {
    display: grid;
    grid-template-columns: 2fr 1fr;
    gap: ${theme.space[6]}px;
  }
`;

/** Props of {@link PolicyView}. */
export interface PolicyViewProps {
  /** The page's content. */
  page: PolicyPage;
  /** This page's path (marked current in the side navigation). */
  path: string;
  /** Content before the sections (e.g. a back link). */
  before?: ReactNode;
  /** Content after the sections. */
  after?: ReactNode;
}

/**
 * A policy page: heading, version and date (d MMMM y, with date-fns), contents list, sections,
 * and side navigation to the other policies. spec 000 §2, spec 001 §2.
 */
export function PolicyView({ page, path, before, after }: PolicyViewProps) {
  const version = page.version && page.date ? policyCommon.version(page.version, displayDate(page.date)) : undefined;
  return (
    <Grid>
      <div>
        {before}
        <Heading>{page.heading}</Heading>
        {version ? <Body secondary>{version}</Body> : null}
        {page.sections.length > 2 ? (
          <ContentsList
            heading={policyCommon.contents}
            items={page.sections.map((s) => ({ id: s.id, text: s.heading }))}
          />
        ) : null}
        {(page.intro ?? []).map((p, i) => (
          <Body key={i} lead={i === 0}>
            {p}
          </Body>
        ))}
        {page.sections.map((s) => (
          <section key={s.id} aria-labelledby={s.id}>
            <Heading level={2} id={s.id}>
              {s.heading}
            </Heading>
            {s.paragraphs.map((p, i) => (
              <Body key={i}>{p}</Body>
            ))}
            {s.list ? <List items={[...s.list]} /> : null}
          </section>
        ))}
        {after}
      </div>
      <div>
        <SideNavigation heading={policyCommon.otherPolicies} items={cookiePolicy.otherPolicies} currentHref={path} />
      </div>
    </Grid>
  );
}
