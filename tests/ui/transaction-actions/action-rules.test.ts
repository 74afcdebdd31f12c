import { describe, expect, it } from 'vitest';
import {
  actionErrorText,
  apiPath,
  bulkOutcome,
  moneyDialogErrorText,
  rowSuccessText,
} from '@/features/transactions/lib/action-rules';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

const t = i18n.t.bind(i18n);

describe('action urls', () => {
  it('calls the path under the API whether or not the server wrote /api/v1', () => {
    expect(apiPath('/api/v1/plugins/bulk/transaction/abc/refund')).toBe(
      '/plugins/bulk/transaction/abc/refund',
    );
    expect(apiPath('/plugins/bulk/transaction/abc')).toBe('/plugins/bulk/transaction/abc');
    expect(apiPath('http://localhost:8080/api/v1/plugins/bulk/transaction/abc/sms')).toBe(
      '/plugins/bulk/transaction/abc/sms',
    );
  });
});

describe('toasts of table actions (SPEC 8)', () => {
  it('is orange "Applied partially" when some rows failed (207)', () => {
    const outcome = bulkOutcome(
      {
        message: '',
        results: [
          { id: 'a', ok: true, message: 'ok' },
          { id: 'b', ok: false, message: 'Nothing to refund' },
        ],
      },
      t,
    );
    expect(outcome).toEqual({ type: 'warning', message: 'Applied partially' });
  });

  it("prefers the server's message, and is green when every row applied", () => {
    const results = [{ id: 'a', ok: true, message: 'ok' }];
    expect(bulkOutcome({ message: 'Refunded 1 transaction', results }, t)).toEqual({
      type: 'success',
      message: 'Refunded 1 transaction',
    });
    expect(bulkOutcome({ message: '', results }, t)).toEqual({
      type: 'success',
      message: 'Applied successfully',
    });
  });

  it('says what failed, else "Unexpected error:" with what the server sent', () => {
    expect(actionErrorText(new ApiError(403, { message: 'No permission' }, 'Forbidden'), t)).toBe(
      'No permission',
    );
    expect(actionErrorText(new ApiError(400, { ids: ['Too many ids'] }, 'Bad Request'), t)).toBe(
      'Too many ids',
    );
    const body = { results: [{ id: 'a', ok: false }] } as never;
    expect(actionErrorText(new ApiError(500, body, 'Server Error'), t)).toBe(
      'Unexpected error: {"results":[{"id":"a","ok":false}]}',
    );
    expect(actionErrorText(new ApiError(502, {}, 'Bad Gateway'), t)).toBe('Unexpected error: Bad Gateway');
  });

  it('a row action says "Applied successfully" when the server gives no message', () => {
    expect(rowSuccessText({ message: 'The payment link was sent by email.' }, t)).toBe(
      'The payment link was sent by email.',
    );
    expect(rowSuccessText(undefined, t)).toBe('Applied successfully');
  });
});

describe('refund/capture dialog errors (SPEC 8)', () => {
  it("shows the server's message on 400 and 403, anything else is unexpected", () => {
    expect(moneyDialogErrorText(new ApiError(400, { amount: ['Too much'] }, 'Bad Request'), t)).toBe(
      'Too much',
    );
    expect(moneyDialogErrorText(new ApiError(403, { message: 'Not allowed' }, 'Forbidden'), t)).toBe(
      'Not allowed',
    );
    expect(moneyDialogErrorText(new ApiError(409, { message: 'Busy' }, 'Conflict'), t)).toBe(
      'Unexpected error: {"message":"Busy"}',
    );
  });
});
