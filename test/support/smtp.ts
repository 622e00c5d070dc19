// A real SMTP server (the smtp-server package) on a free port for the key
// sign-up tests: it keeps every message it accepts, and can be told to
// refuse recipients (a mail that cannot be sent).
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The body as text: quoted-printable soft breaks joined and escapes decoded (what a reader sees). */
  text: string;
}

export interface TestSmtp {
  url: string;
  mails: ReceivedMail[];
  /** Refuse every recipient from now on (true) or accept again (false). */
  refuse(on: boolean): void;
  close(): Promise<void>;
}

/** Undoes quoted-printable: soft line breaks, then =XX escapes (as UTF-8 bytes). */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

export async function startSmtp(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refusing) callback(new Error(`550 mailbox unavailable: ${address.address}`));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
        const text = /quoted-printable/i.test(raw) ? decodeQuotedPrintable(body) : body;
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuse(on) {
      refusing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
