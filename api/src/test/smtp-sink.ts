// A minimal SMTP server on 127.0.0.1 for tests: it accepts every mail (no TLS, no auth), keeps
// its recipients and its decoded subject, and can refuse mails for a while (451 at DATA's end),
// so api processes can be given `SMTP_URL=smtp://127.0.0.1:<port>` and their sends counted.
import net from 'node:net';

export interface SunkMail {
  to: string[];
  subject: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  mails: SunkMail[];
  /** While true, every mail is refused with a temporary failure. */
  refusing: boolean;
  close(): Promise<void>;
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=), as nodemailer writes subjects. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset, encoding: string, text) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (_m: string, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

function subjectOf(data: string): string {
  const head = data.split(/\r\n\r\n/)[0] ?? '';
  const unfolded = head.replace(/\r\n[ \t]+/g, ' ');
  const line = unfolded.split('\r\n').find((l) => /^subject:/i.test(l)) ?? '';
  return decodeHeader(line.replace(/^subject:\s*/i, ''));
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const sockets = new Set<net.Socket>();
  const sink: SmtpSink = {
    port: 0,
    url: '',
    mails: [],
    refusing: false,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = Buffer.from(buffer.slice(0, end), 'latin1').toString('utf8');
          buffer = buffer.slice(end + 5);
          inData = false;
          if (sink.refusing) {
            reply('451 4.3.0 try again later');
          } else {
            sink.mails.push({ to, subject: subjectOf(data) });
            reply('250 2.0.0 queued');
          }
          to = [];
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 sink');
        else if (verb === 'MAIL') reply('250 2.1.0 ok');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET') {
          to = [];
          reply('250 2.0.0 ok');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
        } else reply(verb === 'NOOP' ? '250 2.0.0 ok' : '502 5.5.2 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.port = (server.address() as net.AddressInfo).port;
  sink.url = `smtp://127.0.0.1:${sink.port}`;
  return sink;
}
