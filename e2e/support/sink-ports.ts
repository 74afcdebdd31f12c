/**
 * Ports of the test sinks beside the app under test (E2E_PORT): an SMTP server the app sends
 * its email to, and an HTTP receiver for webhooks and SMS providers. Offsets keep several
 * checkouts' suites (each its own E2E_PORT) apart.
 */
export const APP_PORT = Number(process.env.E2E_PORT ?? 4310);
export const SINK_HTTP_PORT = APP_PORT + 100;
export const SINK_SMTP_PORT = APP_PORT + 200;
export const SINK_URL = `http://127.0.0.1:${SINK_HTTP_PORT}`;
