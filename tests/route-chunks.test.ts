import { readdirSync } from 'node:fs';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeChunksOf, routeIdOf } from '../scripts/route-chunks';
import { createAppRouter } from '../src/app/router';
import { createQueryClient } from '../src/lib/query-client';

const chunk = (fileName: string, imports: string[], moduleIds: string[], isEntry = false) => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
  moduleIds,
});

describe("the build's list of the chunks a drawn page loads before it takes over", () => {
  it("names every route file by the router's own id for it", () => {
    const ids = Object.keys(createAppRouter(createQueryClient(), createMemoryHistory()).routesById);
    // A name starting with "-" is the router's sign for a file that is not a route.
    const files = readdirSync('src/routes', { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.tsx') && !/(^|\/)-/.test(file),
    );
    expect(files.length).toBeGreaterThan(40);
    expect(files.map(routeIdOf).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it("lists a route's chunks (page and loader) and what they import beyond the entry, a language's strings and the dashboard's start", () => {
    const bundle = {
      'index.js': chunk('index.js', ['framework.js'], ['/app/src/main.tsx'], true),
      'framework.js': chunk('framework.js', [], ['/app/node_modules/react/index.js']),
      'pay.js': chunk(
        'pay.js',
        ['framework.js', 'money.js'],
        ['/app/src/routes/$lang/pos/pay/$transactionId.tsx?tsr-split=component'],
      ),
      'money.js': chunk('money.js', [], ['/app/src/domain/money.ts']),
      'menu.js': chunk(
        'menu.js',
        ['money.js'],
        ['/app/src/routes/$lang/new-menu/index.tsx?tsr-split=component'],
      ),
      'pay-loader.js': chunk(
        'pay-loader.js',
        ['framework.js', 'api.js'],
        ['/app/src/routes/$lang/pos/pay/$transactionId.tsx?tsr-split=loader'],
      ),
      'api.js': chunk('api.js', [], ['/app/src/features/pay/api/pay-page.ts']),
      'theme.js': chunk('theme.js', ['recipes.js'], ['/app/src/lib/theme.ts']),
      'recipes.js': chunk(
        'recipes.js',
        [],
        ['/app/node_modules/@chakra-ui/react/dist/esm/theme/recipes/menu.js'],
      ),
      'pay-ar.js': chunk('pay-ar.js', [], ['/app/locales/ar/pay.json']),
      // The dashboard's copies, read as text: listed apart from the customer pages' own file.
      'dashboard-ar.js': chunk(
        'dashboard-ar.js',
        [],
        ['/app/locales/ar/pay.json?raw', '/app/locales/ar/home.json?raw'],
      ),
      'index.css': { type: 'asset' },
    };
    expect(routeChunksOf(bundle)).toEqual({
      '/$lang/pos/pay/$transactionId': ['pay.js', 'money.js', 'pay-loader.js', 'api.js'],
      'full-theme': ['theme.js', 'recipes.js'],
      '/$lang/new-menu/': ['menu.js', 'money.js'],
      'locales/ar/pay': ['pay-ar.js'],
      'dashboard:locales/ar/pay': ['dashboard-ar.js'],
      'dashboard:locales/ar/home': ['dashboard-ar.js'],
    });
  });
});
