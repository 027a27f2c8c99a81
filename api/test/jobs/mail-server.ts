import { SMTPServer } from 'smtp-server';
import { listenLocally, receiveMail, type CapturedMail } from '../helpers/smtp';

/**
 * How the server treats the next mails: accept them; refuse every recipient (a mail server that
 * is down for mail, as the sender sees it); or take the message and never answer (a process
 * stuck mid-send).
 */
export type MailServerMode = 'accept' | 'refuse' | 'hang';

/** A real SMTP server on a free local port, keeping what it accepts, in a mode the test sets. */
export async function startMailServer() {
  const mails: CapturedMail[] = [];
  let mode: MailServerMode = 'accept';
  let hung: () => void = () => {};
  const hanging = new Promise<void>((done) => (hung = done));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, callback) {
      if (mode !== 'refuse') return callback();
      const error = new Error('Mailbox temporarily unavailable') as Error & {
        responseCode: number;
      };
      error.responseCode = 451;
      callback(error);
    },
    onData(stream, session, callback) {
      receiveMail(stream, session, (mail) => {
        if (mode === 'hang') return hung();
        mails.push(mail);
        callback();
      });
    },
  });
  return {
    url: await listenLocally(server),
    mails,
    setMode(next: MailServerMode) {
      mode = next;
    },
    /** Resolves when a sender is left waiting in `hang` mode. */
    hanging,
    stop: () =>
      new Promise<void>((ok) => {
        for (const connection of server.connections) connection.close();
        server.close(() => ok());
      }),
  };
}
