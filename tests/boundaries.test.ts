import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type ImportEdge, importGraph, violations } from './boundaries/import-graph.ts';

/**
 * Where code may reach (ARCHITECTURE.md "Server modules", STYLE.md 14), held by this test
 * rather than by memory: features stay apart; a server module is routes → service →
 * repository, shows others only its service, keeps SQL and the database's types in its
 * repository, and no modules import each other in a circle.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

function check(files: Record<string, string>) {
  const edges: ImportEdge[] = importGraph(ROOT, [], files);
  return violations(edges, new Map(Object.entries(files))).map((found) => found.rule);
}

const FIXTURES: { rule: string; files: Record<string, string> }[] = [
  {
    rule: 'a feature imports another feature',
    files: {
      'src/features/pay/components/x.tsx': "import { y } from '@/features/kitchen/lib/y';",
      'src/features/kitchen/lib/y.ts': 'export const y = 1;',
    },
  },
  {
    rule: 'HTTP code (routes, schemas) imports a repository',
    files: {
      'server/modules/food/routes.ts': "import { findMenu } from './repository.ts';",
      'server/modules/food/repository.ts': 'export const findMenu = () => null;',
    },
  },
  {
    rule: "a module's repository or internals imported from outside it (only its service.ts is public)",
    files: {
      'server/modules/kitchen/service.ts': "import { presentOrder } from '../food/orders.ts';",
      'server/modules/food/orders.ts': 'export const presentOrder = () => null;',
    },
  },
  {
    rule: "a module's repository or internals imported from outside it (only its service.ts is public)",
    files: {
      'server/modules/kitchen/service.ts': "import { findOrder } from '../food/repository.ts';",
      'server/modules/food/repository.ts': 'export const findOrder = () => null;',
    },
  },
  {
    rule: 'the query builder (kysely, sql) outside a repository',
    files: { 'server/modules/food/service.ts': "import { sql } from 'kysely';" },
  },
  {
    rule: 'the database type (Db) outside a repository',
    files: {
      'server/modules/food/service.ts': "import type { Db } from '../../db/database.ts';",
      'server/db/database.ts': 'export type Db = unknown;',
    },
  },
  {
    rule: "the database's types outside a repository",
    files: {
      'server/modules/food/service.ts': "import type { FoodOrdersTable } from '../../db/tables-food.ts';",
      'server/db/tables-food.ts': 'export interface FoodOrdersTable {}',
    },
  },
  {
    rule: 'SQL outside a repository',
    files: {
      'server/modules/food/routes.ts':
        "app.get('/x', async () => app.db.selectFrom('food_orders').selectAll().execute());",
    },
  },
  {
    rule: 'modules import each other in a circle',
    files: {
      'server/modules/auth/service.ts': "import { findUser } from '../users/service.ts';",
      'server/modules/users/service.ts': "import { signIn } from '../auth/service.ts';",
    },
  },
];

describe('boundaries', () => {
  it.each(FIXTURES)('catches: $rule', ({ rule, files }) => {
    expect(check(files)).toContain(rule);
  });

  it('lets a module keep its shape: routes → service → repository, services across modules', () => {
    expect(
      check({
        'server/modules/kitchen/routes.ts': "import { moveOrder } from './service.ts';",
        'server/modules/kitchen/service.ts':
          "import { lockOrder } from './repository.ts';\nimport { orderOf } from '../food/service.ts';",
        'server/modules/kitchen/repository.ts':
          "import { sql } from 'kysely';\nimport type { Db } from '../../db/database.ts';\nexport const lockOrder = (db: Db) => db.selectFrom('food_orders');",
        'server/modules/food/service.ts': 'export const orderOf = () => null;',
        'server/db/database.ts': 'export type Db = unknown;',
        'src/features/kitchen/components/a.tsx': "import { b } from '../lib/b';",
        'src/features/kitchen/lib/b.ts': 'export const b = 1;',
      }),
    ).toEqual([]);
  });

  it('finds none in the tree', () => {
    const edges = importGraph(ROOT, ['server', 'src']);
    const sources = new Map(edges.map((edge) => [edge.from, readFileSync(join(ROOT, edge.from), 'utf8')]));
    const found = violations(edges, sources).map((v) => `${v.rule}: ${v.where}`);
    expect(found).toEqual([]);
  });
});
