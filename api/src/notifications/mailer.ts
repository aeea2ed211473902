import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { renderEmail } from './email-message';
import type { Message } from './notification-texts';

/** Email through the SMTP server SMTP_URL names; only built when it is set. */
export class Mailer {
  readonly #transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#transport = nodemailer.createTransport(smtpUrl);
  }

  /** Sends the message in both languages; a failure is logged, never thrown. */
  async send(to: string, message: Message): Promise<void> {
    try {
      await this.#transport.sendMail({ from: this.from, to, ...renderEmail(message) });
    } catch (error) {
      this.log.warn({ err: error, type: message.type }, 'notification email failed');
    }
  }

  close(): void {
    this.#transport.close();
  }
}
