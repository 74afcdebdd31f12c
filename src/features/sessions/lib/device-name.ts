import type { UserSession } from '@/domain/contracts/sessions';
import type { TFunction } from '@/lib/i18n-runtime';

/** "Chrome on Windows"; a part the server did not recognise is named as unknown. */
export const deviceName = (t: TFunction, session: UserSession): string =>
  t('device', {
    browser: session.browser ?? t('unknown_browser'),
    os: session.os ?? t('unknown_os'),
  });
