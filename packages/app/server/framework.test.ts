import { describe, expect, it } from 'vitest';
import { routePaths } from './framework.mjs';

describe('the framework build’s paths (issue 55)', () => {
  it('joins each route’s path to its parents’ and leaves out layouts and routes with parameters', () => {
    const paths = routePaths({
      root: { path: '' },
      terms: { path: 'terms-and-conditions', parentId: 'root' },
      account: { path: 'account', parentId: 'root' },
      email: { path: 'email', parentId: 'account' },
      shell: { parentId: 'root' },
      privacy: { path: 'privacy', parentId: 'shell' },
      reset: { path: 'reset/:token', parentId: 'root' },
      rest: { path: '*', parentId: 'root' },
    });
    expect([...paths].sort()).toEqual(['/account', '/account/email', '/privacy', '/terms-and-conditions']);
  });
});
