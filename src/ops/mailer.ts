// Outgoing mail: through nodemailer to SMTP_URL (smtp:// or smtps://) from
// MAIL_FROM; without SMTP_URL (the embedded default) the message goes to the
// server's log instead, so `npm start` stays one command and a developer can
// still follow a sign-up link. The log is the only place a link is ever
// written, and only in that mode (the server says so at start).
import type { Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** 'smtp' sends; 'log' writes the message to the log. */
  mode: 'smtp' | 'log';
  /** Rejects when the message could not be handed over (the caller says "try again"). */
  send(mail: Mail): Promise<void>;
  close(): void;
}

export const DEFAULT_MAIL_FROM = 'Lab Directory <no-reply@localhost>';

/** Why SMTP_URL or MAIL_FROM is not acceptable, or null. */
export function mailConfigProblem(smtpUrl: string | null, from: string): string | null {
  if (smtpUrl !== null && !/^smtps?:\/\/[^\s/]+/.test(smtpUrl))
    return `SMTP_URL must start with smtp:// or smtps:// and name a host; got '${smtpUrl.replace(/:[^:@/]*@/, ':***@')}'`;
  if (/[\r\n]/.test(from)) return 'MAIL_FROM must be one line';
  return null;
}

export function createMailer(smtpUrl: string | null, from: string, log: (line: string) => void): Mailer {
  if (smtpUrl === null) {
    return {
      mode: 'log',
      async send(mail) {
        log(`mail (SMTP_URL not set, so written here instead of sent): subject '${mail.subject}'\n${mail.text}`);
      },
      close() {},
    };
  }
  // nodemailer loads with the first mail: a server nobody signs up on never pays for it.
  let transport: Promise<Transporter> | null = null;
  return {
    mode: 'smtp',
    async send(mail) {
      transport ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl));
      await (await transport).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close() {
      void transport?.then((t) => t.close());
    },
  };
}
