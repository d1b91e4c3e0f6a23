import { route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The framework build's route config (issue 55, decision 0075): one route module per page, in its
 * journey's folder. Pages move here one journey at a time from today's route table (routes.tsx);
 * framework/frameworkRoutes.ts lists their paths for today's build (routes.test.ts keeps the two
 * in step), and the server renders only these with the framework (server/framework.mjs).
 */
export default [
  route('terms-and-conditions', 'journeys/policy/terms-and-conditions.route.tsx'),
  route('privacy', 'journeys/policy/privacy.route.tsx'),
  route('accessibility', 'journeys/policy/accessibility.route.tsx'),
  route('legal-notice', 'journeys/policy/legal-notice.route.tsx'),
  route('no-client-info', 'journeys/static/no-client-info.route.tsx'),
  route('account-disabled', 'journeys/static/account-disabled.route.tsx'),
  route('login-disabled-authcode', 'journeys/static/login-disabled-authcode.route.tsx'),
  route('error-account', 'journeys/static/error-account.route.tsx'),
  route('login-disabled', 'journeys/static/login-disabled.route.tsx'),
  route('login-problem-nhs-number', 'journeys/static/login-problem-nhs-number.route.tsx'),
  route('failed-eligibility', 'journeys/static/failed-eligibility.route.tsx'),
  route('session-invalid', 'journeys/static/session-invalid.route.tsx'),
] satisfies RouteConfig;
