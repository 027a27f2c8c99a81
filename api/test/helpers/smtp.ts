import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
}

/** Reads a message whole, then hands it on with its recipients. */
export function receiveMail(
  stream: SMTPServerDataStream,
  session: SMTPServerSession,
  received: (mail: CapturedMail) => void,
) {
  let raw = '';
  stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
  stream.on('end', () => received({ to: session.envelope.rcptTo.map((r) => r.address), raw }));
}

/** Starts `server` on a free local port; answers its smtp:// address. */
export async function listenLocally(server: SMTPServer): Promise<string> {
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  const { port } = server.server.address() as { port: number };
  return `smtp://127.0.0.1:${port}`;
}

/** A real SMTP server on a free local port that keeps every message it receives. */
export async function startSmtpServer(): Promise<{
  url: string;
  mails: CapturedMail[];
  waitForMail(): Promise<CapturedMail>;
  stop(): Promise<void>;
}> {
  const mails: CapturedMail[] = [];
  const waiters: ((m: CapturedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      receiveMail(stream, session, (mail) => {
        mails.push(mail);
        waiters.shift()?.(mail);
        callback();
      });
    },
  });
  return {
    url: await listenLocally(server),
    mails,
    waitForMail: () =>
      new Promise((ok, fail) => {
        const timer = setTimeout(() => fail(new Error('no mail arrived within 5 s')), 5000);
        waiters.push((m) => {
          clearTimeout(timer);
          ok(m);
        });
      }),
    stop: () => new Promise((ok) => server.close(() => ok())),
  };
}

/** The reset link inside a (quoted-printable) mail body. */
export function resetLinkFrom(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = unfolded.match(/https?:\/\/[^\s"<]+\/reset-password\?token=[A-Za-z0-9_%-]+/);
  if (!match) throw new Error(`no reset link in mail:\n${raw}`);
  return match[0];
}
