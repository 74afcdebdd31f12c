import { renderLoginPage } from '../../../src/ssr/login-page.ts';
import type { DrawnPage } from '../../lib/drawn-pages.ts';

/**
 * The login page arrives drawn (issue 17): staff on a weak line see the form while the app's
 * scripts are still on their way, instead of a blank page for seconds.
 */
export const loginPages: DrawnPage[] = [
  {
    path: '/:lang/login',
    summary: 'The login page drawn',
    cacheControl: 'no-cache',
    draw: (url, lang) => renderLoginPage(url, lang),
  },
];
