import { Link as RRLink } from 'react-router-dom';
import type { LinkRendererProps } from '@nhsl/ui';
import { isFrameworkPath } from '../framework/frameworkRoutes.ts';

/** Whether this is the framework build (vite.framework.config.ts defines it; issue 55). */
const IN_FRAMEWORK = Boolean(import.meta.env.NHSL_FRAMEWORK);

/**
 * Renders ui links to app paths with the router's Link (no full page load), except a link between
 * a page of the framework build and one of today's build (issue 55), which loads the document: each
 * build's router knows only its own pages.
 */
export function RouterLink({ href, ref, ...rest }: LinkRendererProps) {
  const path = href.split(/[?#]/)[0] ?? '';
  const otherBuild = path.startsWith('/') && isFrameworkPath(path) !== IN_FRAMEWORK;
  return <RRLink to={href} ref={ref} reloadDocument={otherBuild || undefined} {...rest} />;
}
