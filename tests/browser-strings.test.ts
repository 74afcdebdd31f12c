import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../scripts/build-state.mjs';

/**
 * The browser reads its strings through src/lib/i18n-runtime.ts and i18n-react.tsx: i18next
 * (which the server keeps) would put ~15 KB back into every page's first load, and
 * react-i18next, without the instance it used to be given, would draw keys instead of text.
 */
it('imports neither i18next nor react-i18next in the browser code', () => {
  const files = execFileSync('git', ['ls-files', 'src', 'sw'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx)$/.test(file));
  const offenders = files.filter((file) =>
    /from\s*['"](react-)?i18next['"]/.test(readFileSync(join(ROOT, file), 'utf8')),
  );
  // Mend with: useTranslation from '@/lib/i18n-react', TFunction from '@/lib/i18n-runtime'.
  expect(offenders).toEqual([]);
});
