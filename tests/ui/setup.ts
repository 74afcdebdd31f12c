import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';

// Pages load their namespaces on navigation; components rendered alone get all of them.
beforeAll(() => loadNamespaces('en', 'all'));

afterEach(() => {
  cleanup();
  localStorage.clear();
});
