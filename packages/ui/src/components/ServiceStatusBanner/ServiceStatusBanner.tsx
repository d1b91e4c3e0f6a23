import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { fontSize, theme } from '../../theme/theme.ts';

const Banner = styled.section`
  margin-bottom: ${theme.space[4]}px;
  padding: ${theme.space[3]}px ${theme.space[4]}px;
  border: 4px solid ${theme.colour.warmYellow};
  background-color: ${theme.colour.paleYellow};
  ${fontSize(19)}
  & > h2 {
    margin: 0 0 ${theme.space[2]}px;
    font-weight: ${theme.font.weightBold};
    ${fontSize(22)}
  }
  & > *:last-child {
    margin-bottom: 0;
  }
`;

/** Props of {@link ServiceStatusBanner}. */
export interface ServiceStatusBannerProps {
  /** Banner heading, e.g. "Service status". */
  title: string;
  /** The message, e.g. planned maintenance. Nothing renders when empty. */
  children?: ReactNode;
}

/**
 * A notice about the service's status (outages, maintenance), shown at the top of the main
 * area when the back end reports one. A labelled region, so it can be found by landmark.
 */
export function ServiceStatusBanner({ title, children }: ServiceStatusBannerProps) {
  if (!children) return null;
  return (
    <Banner aria-label={title}>
      <h2>{title}</h2>
      <div>{children}</div>
    </Banner>
  );
}
