import fp from 'fastify-plugin';
import { MailSender } from './mail-sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail: SMTP when SMTP_URL is set, else each mail's link in the log. */
    mail: MailSender;
  }
}

export default fp(
  async (app) => {
    const sender = new MailSender(
      app.config.SMTP_URL,
      app.config.SMTP_FROM,
      app.log.child({ module: 'mail' }),
    );
    app.decorate('mail', sender);
    app.addHook('onClose', async () => sender.close());
  },
  { name: 'mail' },
);
