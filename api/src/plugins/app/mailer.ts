import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** SMTP when SMTP_URL is set; otherwise mail is written to the log so a developer can follow links. */
export default fp(
  async function mailer(fastify, opts: { smtpUrl?: string; from: string }) {
    const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
    fastify.decorate('mailer', {
      async send(mail: Mail) {
        if (!transport) {
          fastify.log.info(
            { to: mail.to, subject: mail.subject },
            `Mail not sent (SMTP_URL unset):\n${mail.text}`,
          );
          return;
        }
        await transport.sendMail({ from: opts.from, ...mail });
      },
    });
    fastify.addHook('onClose', async () => transport?.close());
  },
  { name: 'mailer' },
);
