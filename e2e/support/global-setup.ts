import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E } from './environment';
import { assertPreviewVersionsExist } from './remote-preview';

/** A real SMTP server for the whole run; every message lands as a file the tests can read. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await assertPreviewVersionsExist(process.env.E2E_REMOTE_OVERRIDES);
  rmSync(E2E.mailDir, { recursive: true, force: true });
  mkdirSync(E2E.mailDir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        count += 1;
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        writeFileSync(
          join(E2E.mailDir, `${Date.now()}-${count}.eml`),
          `X-Envelope-To: ${to}\r\n${raw}`,
        );
        callback();
      });
    },
  });
  await new Promise<void>((ok) => server.listen(E2E.smtpPort, '127.0.0.1', () => ok()));
  return () => new Promise((ok) => server.close(() => ok()));
}
