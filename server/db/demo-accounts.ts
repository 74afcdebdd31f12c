/**
 * The demo accounts, apart from the seed's code so the benchmarks' load generator and the
 * tests read them without loading the server.
 */
export const DEMO_ACCOUNTS = [
  { username: 'admin', email: 'admin@demo.gulfpay.test', role: 'superuser' },
  { username: 'door', email: 'door@demo.gulfpay.test', role: 'door staff: event check-in only' },
] as const;
export type DemoUsername = (typeof DEMO_ACCOUNTS)[number]['username'];

/**
 * The README's demo passwords, seeded only with DEMO_CREDENTIALS=1 (tests, demos): anyone
 * can read them, so a default install never uses them. They obey the password rules.
 */
export const PUBLISHED_DEMO_PASSWORDS: Record<DemoUsername, string> = {
  admin: 'Dhow#Harbour26',
  door: 'Falcon#Gate26',
};
