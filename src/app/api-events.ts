import type { QueryClient } from '@tanstack/react-query';
import { onEnrolmentRequired, onSessionEnd } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import type { createAppRouter } from './router';

type Navigator = Pick<ReturnType<typeof createAppRouter>, 'navigate'>;

/** Where the API client's reports take the person, wherever they are in the app. */
export function followApiEvents(router: Navigator, queryClient: QueryClient): void {
  // A refused refresh ends the session wherever the person is (SPEC 4, 8).
  onSessionEnd(() => {
    queryClient.clear();
    void router.navigate({ to: '/$lang/login', params: { lang: currentLang() } });
  });
  // Every other call answers 403 until they set it up: enrolment now, not at the next status check.
  onEnrolmentRequired(() => {
    // The keys come with the call: every page's first load runs this file, and they would bring
    // the signed-in screens' whole key catalogue into it.
    void import('@/lib/query-keys/staff').then(({ userKeys }) =>
      queryClient.invalidateQueries({ queryKey: userKeys.twoFactor() }),
    );
    void router.navigate({ to: '/$lang/two-factor-setup', params: { lang: currentLang() }, replace: true });
  });
}
