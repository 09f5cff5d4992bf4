import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { routeAccess } from './route-access';

function paths(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent || '/' : `${parent}/${entry.path ?? ''}`.replace(/\/+/g, '/');
    return [own === '/*' ? '*' : own, ...paths(entry.children ?? [], own === '/' ? '' : own)];
  });
}

describe('route access table', () => {
  it('has exactly one line for every route in app/routes.ts (add the line when you add a route)', () => {
    const routed = [...new Set(paths(routes))].sort();
    expect(Object.keys(routeAccess).sort()).toEqual(routed);
  });
});
