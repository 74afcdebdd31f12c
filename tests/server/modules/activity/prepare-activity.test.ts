import { describe, expect, it } from 'vitest';
import { prepareActivity } from '../../../../server/modules/activity/service.ts';

describe('an entry written by another module in its own statement', () => {
  it('is masked and well-formed like every entry recordActivity writes', () => {
    const prepared = prepareActivity({
      merchantId: 1,
      actor: 'admin',
      action: 'activity.payment_request_created',
      plugin: 'payment_request',
      params: { id: 'abc', api_key: 'sk_live_1', note: `half ${'\uD83D'} a smile` },
    });
    expect(JSON.parse(prepared.paramsJson)).toEqual({
      id: 'abc',
      api_key: '••••',
      note: 'half \uFFFD a smile',
    });
  });
});
