import { route, type RouteConfig } from '@react-router/dev/routes';
import { FRAMEWORK_ROUTES } from './framework/frameworkRoutes.ts';

/**
 * The framework build's route config (issue 55, decision 0075): one route module per page, in its
 * journey's folder, listed in framework/frameworkRoutes.ts. Pages move there one journey at a time
 * from today's route table (routes.tsx); the server renders only these with the framework
 * (server/framework.mjs).
 */
export default [...FRAMEWORK_ROUTES.map(({ path, file }) => route(path.slice(1), file))] satisfies RouteConfig;
