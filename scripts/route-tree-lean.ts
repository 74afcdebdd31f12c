import type { Plugin } from 'vite';

/**
 * Every route's definition sits in the entry chunk, so each one added (most are dashboard pages)
 * grew every customer page's first load. Two parts of each are there only for the types and the
 * route generator, and the router never reads them:
 * - createFileRoute's path argument: the route's id comes from the tree's update() call, and
 *   createFileRoute(path) returns its options' route without looking at `path`;
 * - the route tree's children objects, keyed by each route's full variable name
 *   (`LangDashboardCustomerPaymentPaymentRestrictionRoute: …`): _addFileChildren keeps only
 *   their values, and takes an array just as well;
 * - a route's id where it equals its path (all but the layouts): the router takes the id from the
 *   path when none is given.
 * tests/route-tree-lean.test.ts checks both against the router.
 */
const ROUTE_FILE = /src[\\/]routes[\\/][^?]*\.tsx(\?|$)/;
const ROUTE_TREE = /src[\\/]routeTree\.gen\.ts$/;
const FILE_ROUTE_PATH = /\bcreateFileRoute\((['"`])[^'"`]*\1\)/g;
const CHILDREN_OBJECT = /(const \w+Children\s*(?::\s*\w+\s*)?=\s*)\{([^{}]*)\}/g;
const ID_SAME_AS_PATH = /\bid:\s*(['"`])([^'"`]*)\1,\s*path:\s*\1\2\1,/g;

export function withoutRoutePaths(code: string): string {
  return code.replace(FILE_ROUTE_PATH, 'createFileRoute()');
}

export function leanRouteTree(code: string): string {
  const children = code.replace(CHILDREN_OBJECT, (_match, declaration: string, body: string) => {
    const values = body
      .split(',')
      .map((entry) => entry.split(':').pop()?.trim())
      .filter(Boolean);
    return `${declaration}[${values.join(', ')}]`;
  });
  return children.replace(ID_SAME_AS_PATH, 'path: $1$2$1,');
}

/** Runs after the router plugin, which reads the paths to split and generate. */
export function routeTreeLean(): Plugin {
  return {
    name: 'route-tree-lean',
    apply: 'build',
    transform(code, id) {
      if (ROUTE_TREE.test(id)) return { code: leanRouteTree(code), map: null };
      if (ROUTE_FILE.test(id)) return { code: withoutRoutePaths(code), map: null };
      return null;
    },
  };
}
