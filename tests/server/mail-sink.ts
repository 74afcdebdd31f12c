import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a random local port for the file's tests, closed after them: the app
 * talks the actual protocol to it. `refuse` names the mailboxes it answers "mailbox
 * unavailable", so a message to them fails with the server's reason.
 */
export async function startMailSink(refuse: (address: string) => boolean = () => false) {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (refuse(address.address)) callback(new Error('mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  return { received, url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` };
}
