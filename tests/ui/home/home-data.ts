import type { Paginated } from '@/domain/contracts/common';
import type {
  AverageTransactionSize,
  DashboardStatistics,
  RecentTransaction,
} from '@/domain/contracts/dashboard';
import type { ActivityEntry, UserDetails } from '@/domain/contracts/users';

/** Responses shaped as the dashboard API sends them for a small merchant. */
export const ADMIN: UserDetails = {
  id: 1,
  username: 'admin',
  email: 'admin@demo.test',
  first_name: null,
  last_name: null,
  is_superuser: true,
  permissions: [],
  receive_order_notification: false,
  merchant_logo: null,
  merchant_title: 'Demo',
};
export const CLERK: UserDetails = {
  ...ADMIN,
  id: 2,
  username: 'clerk',
  is_superuser: false,
  permissions: ['access_payment_request'],
};

const spark = (values: number[]) => ({
  labels: values.map((_, hour) => `2026-03-01T${String(hour).padStart(2, '0')}:00:00+03:00`),
  values,
});

export const STATISTICS: DashboardStatistics = {
  period: 'day',
  date_after: '2026-03-01',
  date_before: '2026-03-01',
  total_paid: { value: 1234, growth: 12.5, chart: spark([10, 30, 20]) },
  total_amount_paid: {
    values: [
      { currency_code: 'KWD', value: '12345.500' },
      { currency_code: 'USD', value: '1000.00' },
    ],
    growth: -4,
    chart: spark([5, 2, 1]),
  },
  success_rate: { value: 87.5, growth: null, chart: spark([80, 90, 87.5]) },
  paid_per_gateway: [
    { name: 'KNET', code: 'knet', logo: null, value: 800 },
    { name: 'KPay', code: 'kpay', logo: null, value: 434 },
  ],
  success_rate_per_gateway: [
    { name: 'KNET', code: 'knet', logo: null, value: 91.5 },
    { name: 'KPay', code: 'kpay', logo: null, value: 78 },
  ],
  product_wise_sales: [
    {
      name: 'Payment requests',
      plugin: 'payment_request',
      count: 900,
      values: [{ currency_code: 'KWD', value: '9000.000' }],
    },
  ],
};

export const EMPTY_STATISTICS: DashboardStatistics = {
  ...STATISTICS,
  total_paid: { value: 0, growth: null, chart: spark([0, 0, 0]) },
  total_amount_paid: { values: [], growth: null, chart: spark([0, 0, 0]) },
  success_rate: { value: 0, growth: null, chart: spark([0, 0, 0]) },
  paid_per_gateway: [],
  success_rate_per_gateway: [],
  product_wise_sales: [],
};

export const AVERAGE: AverageTransactionSize = {
  year: 2026,
  years: Array.from({ length: 10 }, (_, index) => 2026 - index),
  series: [{ currency_code: 'KWD', months: ['15.250', ...Array(11).fill('0.000')] }],
};

export const RECENT: RecentTransaction[] = [
  {
    id: 'PR-1001',
    plugin: 'payment_request',
    customer_email: 'sara@example.com',
    amount: '25.500',
    currency_code: 'KWD',
    state: 'paid',
    // Paid on a test account: the list marks it so staff never count it as money.
    test_payment: true,
    created: '2026-03-01T09:00:00+03:00',
    actions: [
      {
        value: 'refund',
        display_name: 'Refund',
        icon: 'refund',
        url: '/api/v1/plugins/payment_request/transaction/PR-1001/refund',
        method: 'POST',
        available_amount: '25.500',
      },
      {
        value: 'email',
        display_name: 'Email',
        icon: 'email',
        url: '/api/v1/plugins/payment_request/transaction/PR-1001/email',
        method: 'GET',
      },
    ],
  },
  {
    id: 'EV-77',
    plugin: 'event',
    customer_email: null,
    amount: '3.000',
    currency_code: 'KWD',
    state: 'failed',
    test_payment: false,
    created: '2026-03-01T08:00:00+03:00',
    actions: [],
  },
];

export const ACTIONS: Paginated<ActivityEntry> = {
  count: 1,
  next: null,
  previous: null,
  results: [
    { actor: 'admin', description: 'Refunded 5.000 KWD on PR-0999', timestamp: '2026-03-01T08:30:00+03:00' },
  ],
};
