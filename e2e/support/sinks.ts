/**
 * The e2e suite's outside world, run as a second Playwright webServer: a real SMTP server that
 * takes every email the app sends (parsed with mailparser, as a mail client would), and an HTTP
 * receiver that records every request under /receive/ (webhook endpoints, SMS providers). The
 * specs read both through GET /mail and GET /received (sinks-client.ts).
 */
import { createServer, type IncomingMessage } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { SINK_HTTP_PORT, SINK_SMTP_PORT } from './sink-ports.ts';

interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  receivedAt: string;
}

interface ReceivedRequest {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  receivedAt: string;
}

const mails: ReceivedMail[] = [];
const requests: ReceivedRequest[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          from: parsed.from?.text ?? '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : null,
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const http = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${SINK_HTTP_PORT}`);
  const reply = (status: number, value: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(value));
  };
  if (url.pathname.startsWith('/receive/')) {
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.search,
      headers: request.headers,
      body: await bodyOf(request),
      receivedAt: new Date().toISOString(),
    });
    // A receiver that fails on purpose: /receive/…?status=503 answers 503.
    reply(Number(url.searchParams.get('status') ?? 200), { ok: true });
    return;
  }
  if (request.method === 'GET' && url.pathname === '/mail') {
    const to = url.searchParams.get('to')?.toLowerCase();
    reply(
      200,
      mails.filter((mail) => !to || mail.to.includes(to)),
    );
    return;
  }
  if (request.method === 'GET' && url.pathname === '/received') {
    const path = url.searchParams.get('path');
    reply(
      200,
      requests.filter((received) => !path || received.path === path),
    );
    return;
  }
  // Playwright waits for this address before starting the app.
  if (url.pathname === '/health') {
    reply(200, { ok: true });
    return;
  }
  reply(404, { error: 'not found' });
});

await new Promise<void>((resolve) => smtp.listen(SINK_SMTP_PORT, '127.0.0.1', resolve));
await new Promise<void>((resolve) => http.listen(SINK_HTTP_PORT, '127.0.0.1', resolve));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    http.close();
    smtp.close(() => process.exit(0));
  });
