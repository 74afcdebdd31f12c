import { createContext, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { i18n as appI18n } from './i18n';
import type { I18n, TFunction } from './i18n-runtime';

// Without a provider the hook reads the app's instance, as react-i18next read the one
// initReactI18next registered.
const I18nContext = createContext<I18n>(appI18n);

/** Gives the tree an instance: a server render passes its own, in its page's language. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

interface UseTranslationOptions {
  /** 'fallback': a key missing from the first namespace is looked up in the next ones. */
  nsMode?: 'default' | 'fallback';
}

/**
 * `t` for the namespace (common when none), in the language of this render; re-renders the
 * component when the language changes. Prefixed keys (`errors:network`) reach other namespaces.
 */
export function useTranslation(
  ns?: string | readonly string[],
  { nsMode = 'default' }: UseTranslationOptions = {},
): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  const subscribe = useCallback((onChange: () => void) => i18n.onLanguageChanged(onChange), [i18n]);
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const namespaces = ns === undefined ? undefined : typeof ns === 'string' ? [ns] : ns;
  const key = namespaces?.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the namespaces are compared by name, not by array identity
  const t = useMemo(
    () => i18n.getFixedT(language, namespaces && (nsMode === 'fallback' ? namespaces : namespaces[0])),
    [i18n, language, key, nsMode],
  );
  return { t, i18n };
}
