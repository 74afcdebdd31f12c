import { useLocation, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { otherLang, switchLangPath } from '@/lib/lang-path';
import { useLang } from './use-lang';

/** Moves to the same page in the other language (route, params and query kept). */
export function useSwitchLanguage(): () => void {
  const router = useRouter();
  const href = useLocation({ select: (location) => location.href });
  const lang = useLang();
  return useCallback(() => {
    void router.navigate({ href: switchLangPath(href, otherLang(lang)) });
  }, [router, href, lang]);
}
