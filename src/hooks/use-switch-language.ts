import { useLocation, useRouter } from '@tanstack/react-router';
import { type MouseEvent, useCallback } from 'react';
import { otherLang, switchLangPath } from '@/lib/lang-path';
import { useLang } from './use-lang';

/** Moves to the same page in the other language (route, params and query kept). */
export function useSwitchLanguage(): () => void {
  const router = useRouter();
  const href = useOtherLanguageHref();
  return useCallback(() => {
    void router.navigate({ href });
  }, [router, href]);
}

/** The same page in the other language: a real link, so it works before the app has loaded. */
export function useOtherLanguageHref(): string {
  const href = useLocation({ select: (location) => location.href });
  return switchLangPath(href, otherLang(useLang()));
}

/**
 * The props of a link to the other language: the browser follows it while the page is still
 * the server's drawing, the app switches in place once it runs (`before` first, if given).
 * The link is named by the language's own name, marked with its language so it is read aloud in
 * it (an aria-label in the page's language would hide the visible name from speech input).
 */
export function useLanguageLink(before?: () => void) {
  const lang = otherLang(useLang());
  const href = useOtherLanguageHref();
  const switchLanguage = useSwitchLanguage();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    before?.();
    switchLanguage();
  };
  return { href, onClick, lang, hrefLang: lang };
}
