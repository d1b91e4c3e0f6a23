import { describe, expect, it } from 'vitest';
import routes from '../routes.ts';
import { pageRoutes } from '../routes.tsx';
import { frameworkPaths, isFrameworkPath } from './frameworkRoutes.ts';

describe('the framework build’s pages (issue 55)', () => {
  it('today’s build knows the same paths as the route config, each a page with its route module', () => {
    expect(routes.map((r) => `/${r.path}`).sort()).toEqual(frameworkPaths().sort());
    for (const r of routes) expect(r.file, r.path).toMatch(/^journeys\/[a-z-]+\/[a-z-]+\.route\.tsx$/);
  });

  it('each is still a page of today’s route table, whose meta the stories read', () => {
    for (const path of frameworkPaths())
      expect(
        pageRoutes.some((r) => r.path === path),
        path,
      ).toBe(true);
  });

  it('tells a framework page from today’s', () => {
    expect(isFrameworkPath('/terms-and-conditions')).toBe(true);
    expect(isFrameworkPath('/enter-email')).toBe(false);
    expect(isFrameworkPath('/terms-and-conditions/more')).toBe(false);
  });
});
