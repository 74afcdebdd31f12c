import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followApiEvents } from '@/app/api-events';
import { ENROLMENT_REQUIRED_HEADER } from '@/domain/two-factor-enrolment';
import { apiRequest } from '@/lib/api-client';
import { storeTokens } from '@/lib/auth-storage';
import { i18n } from '@/lib/i18n';
import { userKeys } from '@/lib/query-keys/staff';

/** The app's answer to what the API client reports, from a real call's response to the navigation. */
describe('followApiEvents', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('sends the person to two-factor set-up in their language the moment any call meets the requirement', async () => {
    const navigate = vi.fn(async () => {});
    const queryClient = new QueryClient();
    queryClient.setQueryData(userKeys.twoFactor(), { must_enrol: false });
    followApiEvents({ navigate } as never, queryClient);
    await i18n.changeLanguage('ar');
    storeTokens({ access: 'A1', refresh: 'R1' });
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ message: 'تشترط مؤسستك تسجيل الدخول بخطوتين.' }), {
          status: 403,
          headers: { 'Content-Type': 'application/json', [ENROLMENT_REQUIRED_HEADER]: 'required' },
        }),
    );
    await expect(apiRequest('/plugins/payment_request/transaction')).rejects.toMatchObject({ status: 403 });
    expect(navigate).toHaveBeenCalledWith({
      to: '/$lang/two-factor-setup',
      params: { lang: 'ar' },
      replace: true,
    });
    // The dashboard's check reads the status again instead of trusting the old answer.
    await vi.waitFor(() => expect(queryClient.getQueryState(userKeys.twoFactor())?.isInvalidated).toBe(true));
  });

  it('stays where it is on any other 403', async () => {
    const navigate = vi.fn(async () => {});
    followApiEvents({ navigate } as never, new QueryClient());
    storeTokens({ access: 'A1', refresh: 'R1' });
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ message: 'Forbidden' }), {
          status: 403,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await expect(apiRequest('/admin/staff')).rejects.toMatchObject({ status: 403 });
    expect(navigate).not.toHaveBeenCalled();
  });
});
