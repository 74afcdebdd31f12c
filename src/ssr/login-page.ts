import type { Lang } from '@/lib/lang-path';
import { type RenderedPage, renderPage } from './render-page';

/** /{lang}/login: a form, no answer to wait for. */
export const renderLoginPage = (url: string, lang: Lang): Promise<RenderedPage> =>
  renderPage(url, lang, async () => {});
