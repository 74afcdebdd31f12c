import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';

// CI runs the suites in parallel on two cores, where a form's validation can take over a second
// to settle; a wait that succeeds returns at once, so only a failing one pays for the ceiling.
configure({ asyncUtilTimeout: 10_000 });

// Pages load their namespaces on navigation; components rendered alone get all of them.
beforeAll(() => loadNamespaces('en', 'all'));

afterEach(() => {
  cleanup();
  localStorage.clear();
});
