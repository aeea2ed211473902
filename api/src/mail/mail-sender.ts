import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

/** One mail, ready to send. `link` is what the reader is asked to open, if anything. */
export interface OutgoingMail {
  to: string;
  /** What kind of mail it is, for the log. */
  kind: string;
  subject: string;
  text: string;
  html: string;
  link: string | null;
}

/**
 * Sends mail through the SMTP server SMTP_URL names. Without SMTP_URL nothing is sent and each
 * mail's link is written to the API's log instead, so an operator (or a test) can follow it.
 * A failure is logged, never thrown: the request that caused the mail does not fail with it.
 */
export class MailSender {
  readonly #transport: Transporter | null;

  constructor(
    smtpUrl: string | undefined,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  /** Whether mail really leaves (SMTP_URL is set). */
  get configured(): boolean {
    return this.#transport !== null;
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (!this.#transport) {
      // A warning: mail that should have gone out did not, and whoever runs the API is told
      // where the reader was to go.
      this.log.warn(
        { mail: { kind: mail.kind, to: mail.to, link: mail.link } },
        `mail not sent (SMTP_URL is unset): ${mail.kind} ${mail.link ?? ''}`.trim(),
      );
      return;
    }
    try {
      const { to, subject, text, html } = mail;
      await this.#transport.sendMail({ from: this.from, to, subject, text, html });
    } catch (error) {
      this.log.warn({ err: error, kind: mail.kind }, 'mail failed');
    }
  }

  close(): void {
    this.#transport?.close();
  }
}
