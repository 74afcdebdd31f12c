import { describe, expect, it } from 'vitest';
import { isEmail, isPhoneNumber } from '@/domain/contact-rules';
import type { DashboardEventDetail } from '@/domain/contracts/bookings';
import { validateCustomer as validateFoodCustomer } from '@/domain/customer-contact';
import { bookingCreateSchema } from '@/features/bookings/schemas/booking-create-schema';
import { editEmailSchema } from '@/features/bookings/schemas/booking-edit-schema';
import { validateFeedback } from '@/features/events/schemas/feedback-rules';
import { EMPTY_REGISTER, validateRegister } from '@/features/events/schemas/register-rules';
import { helpSchema } from '@/features/help/schemas/help-schema';
import { validateCustomer as validatePayCustomer } from '@/features/pay/schemas/customer-rules';
import { paymentRequestSchema } from '@/features/payment-request/schemas/payment-request-schema';
import { i18n, loadNamespaces } from '@/lib/i18n';
import { OPTIONS } from './payment-request/form-options';

await loadNamespaces('en', 'all');
const t = i18n.t;

/** Addresses on both sides of the rule, the slips the forms once let through among them. */
const ADDRESSES = ['a@b.c', 'a@b', 'noura@example', 'a..b@example.com', 'a@b.co', 'fatima@example.kw'];
const NUMBERS = ['123456', '1234567', '+96550001234', '5000-1234', '12ab5678'];

const yupValid = async (
  schema: { validateAt: (path: string, value: unknown) => Promise<unknown> },
  path: string,
  value: unknown,
) =>
  schema.validateAt(path, value).then(
    () => true,
    () => false,
  );

const event: DashboardEventDetail = {
  id: 1,
  slug: 'summit',
  title: 'Summit',
  is_free: true,
  currency_code: 'KWD',
  tickets: [],
  extra_fields: [],
  phone: { enabled: true, required: false },
  attachment: { enabled: false, required: false },
  gateways: [],
} as unknown as DashboardEventDetail;

/** Each client form's verdict on one address: true when it lets the address through. */
const FORMS: Record<string, (email: string) => Promise<boolean> | boolean> = {
  'event register': (email) =>
    !validateRegister(
      { ...EMPTY_REGISTER, first_name: 'N', last_name: 'A', email, terms: true },
      {
        phone: { enabled: false, required: false },
        attachment: { enabled: false, required: false },
        extra_fields: [],
      },
      { required: 'r', email: 'e', phone: 'p', terms: 't' },
    ).email,
  'event feedback': (email) =>
    !validateFeedback(
      { rating: 5, comment: '', name: 'N', email },
      { required: 'r', email: 'e', rating: 'x' },
    ).email,
  'pay page customer': (email) =>
    !validatePayCustomer(
      { amount: '1', customer_name: 'K', customer_phone: '', customer_email: email, description: '' },
      { required: 'r', email: 'e' },
    ).customer_email,
  'food checkout': (email) =>
    !validateFoodCustomer(
      { name: 'F', phoneCountry: 'KW', phone: '50001234', email },
      { required: 'r', phone: 'p', email: 'e' },
    ).email,
  'payment request': (email) =>
    yupValid(paymentRequestSchema(t, OPTIONS), 'customer_email', { customer_email: email }),
  'booking email change': (email) => yupValid(editEmailSchema(t), 'new_email', { new_email: email }),
  'dashboard booking': (email) => yupValid(bookingCreateSchema(t, event), 'email', { email }),
  'help request': (email) => yupValid(helpSchema(t), 'email', { email }),
};

describe('every form applies the one email rule of src/domain', () => {
  it.each(Object.keys(FORMS))('%s', async (form) => {
    const verdicts = await Promise.all(
      ADDRESSES.map(async (address) => [address, await FORMS[form]?.(address)]),
    );
    expect(Object.fromEntries(verdicts)).toEqual(
      Object.fromEntries(ADDRESSES.map((address) => [address, isEmail(address)])),
    );
  });
});

describe('the dashboard booking form applies the one phone rule', () => {
  it('judges numbers as the server does', async () => {
    const schema = bookingCreateSchema(t, event);
    for (const phone of NUMBERS) {
      expect(await yupValid(schema, 'phone', { phone }), phone).toBe(isPhoneNumber(phone));
    }
  });
});
