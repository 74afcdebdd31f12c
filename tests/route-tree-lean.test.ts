import { readFileSync } from 'node:fs';
import { createFileRoute, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { leanRouteTree, withoutRoutePaths } from '../scripts/route-tree-lean';

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

  it("drops a route's id where it equals its path: the router derives the same id", () => {
    expect(leanRouteTree("update({\n  id: '/log',\n  path: '/log',\n  getParentRoute")).toBe(
      "update({\n  path: '/log',\n  getParentRoute",
    );
    expect(leanRouteTree("update({ id: '/_dashboard', getParentRoute")).toBe(
      "update({ id: '/_dashboard', getParentRoute",
    );
    const root = createRootRoute();
    const layout = fileRoute()({}).update({ id: '/_shop', getParentRoute: () => root });
    const withId = fileRoute()({}).update({ id: '/list/', path: '/list/', getParentRoute: () => layout });
    const withoutId = fileRoute()({}).update({ path: '/item/$slug', getParentRoute: () => layout });
    const router = makeRouter({
      routeTree: root._addFileChildren([
        (layout as never as typeof root)._addFileChildren([withId, withoutId] as never),
      ] as never),
      history: createMemoryHistory(),
    });
    expect(Object.keys(router.routesById)).toEqual(
      expect.arrayContaining(['/_shop/list/', '/_shop/item/$slug']),
    );
  });

  it('turns every children object of the generated tree into an array of the same routes', () => {
    const source = readFileSync('src/routeTree.gen.ts', 'utf8');
    const objects = source.match(/const \w+Children: \w+ = \{[^{}]*\}/g) ?? [];
    expect(objects.length).toBeGreaterThan(2);
    const lean = leanRouteTree(source);
    expect(lean).not.toMatch(/const \w+Children: \w+ = \{/);
    const objectValues = objects.map((object) =>
      [...object.matchAll(/:\s*(\w+),?\n/g)].map((match) => match[1]),
    );
    const arrayValues = (lean.match(/const \w+Children: \w+ = \[[^[\]]*\]/g) ?? []).map((array) =>
      (array.split('[')[1] ?? '').replace(']', '').split(', '),
    );
    expect(arrayValues).toEqual(objectValues);
    expect(
      leanRouteTree('const rootRouteChildren = {\n  IndexRoute: IndexRoute,\n  LangRoute: LangWith,\n}'),
    ).toBe('const rootRouteChildren = [IndexRoute, LangWith]');
  });
});
