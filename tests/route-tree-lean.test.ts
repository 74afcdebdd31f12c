import { readFileSync } from 'node:fs';
import { createFileRoute, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { childrenAsArrays, withoutRoutePaths } from '../scripts/route-tree-lean';

// The generator's calls, untyped: the router's types would insist on a registered path.
type FileRouteCall = (path?: string) => (options: object) => { update: (options: object) => unknown };
const fileRoute = createFileRoute as unknown as FileRouteCall;
const makeRouter = createRouter as unknown as (options: object) => { routesById: Record<string, unknown> };

describe("the build's leaner route tree (what the entry chunk carries for every route)", () => {
  it('drops the path the router never reads from each createFileRoute call', () => {
    expect(withoutRoutePaths("export const Route = createFileRoute('/$lang/_dashboard/admin/log')({")).toBe(
      'export const Route = createFileRoute()({',
    );
    // The router takes the id and path from the tree's update() call, not from this argument.
    const root = createRootRoute();
    const child = fileRoute()({}).update({ id: '/shop', path: '/shop', getParentRoute: () => root });
    const router = makeRouter({
      routeTree: root._addFileChildren([child] as never),
      history: createMemoryHistory(),
    });
    expect(Object.keys(router.routesById)).toContain('/shop');
    expect(router.routesById['/shop']).toBe(child);
  });

  it('turns every children object of the generated tree into an array of the same routes', () => {
    const source = readFileSync('src/routeTree.gen.ts', 'utf8');
    const objects = source.match(/const \w+Children: \w+ = \{[^{}]*\}/g) ?? [];
    expect(objects.length).toBeGreaterThan(2);
    const lean = childrenAsArrays(source);
    expect(lean).not.toMatch(/const \w+Children: \w+ = \{/);
    const objectValues = objects.map((object) =>
      [...object.matchAll(/:\s*(\w+),?\n/g)].map((match) => match[1]),
    );
    const arrayValues = (lean.match(/const \w+Children: \w+ = \[[^[\]]*\]/g) ?? []).map((array) =>
      (array.split('[')[1] ?? '').replace(']', '').split(', '),
    );
    expect(arrayValues).toEqual(objectValues);
    expect(
      childrenAsArrays('const rootRouteChildren = {\n  IndexRoute: IndexRoute,\n  LangRoute: LangWith,\n}'),
    ).toBe('const rootRouteChildren = [IndexRoute, LangWith]');
  });
});
