import { Link as RRLink } from 'react-router-dom';
import type { LinkRendererProps } from '@nhsl/ui';

/** Renders ui links to app paths with the router's Link (no full page load). */
export function RouterLink({ href, ref, ...rest }: LinkRendererProps) {
  return <RRLink to={href} ref={ref} {...rest} />;
}
