import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on a free local port that keeps every message it receives. `failing(true)`
 * makes it refuse every message (451, try again later) until `failing(false)`.
 */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  let refusing = false;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      if (refusing) {
        refused += 1;
        stream.on("end", () =>
          callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 })),
        );
        stream.resume();
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Refuse (or accept again) every message from now on. */
    failing(on: boolean) {
      refusing = on;
    },
    /** Messages refused so far. */
    refused: () => refused,
    /** Waits (up to 5 s) for a message to the address and answers it. */
    async waitFor(to: string): Promise<ParsedMail> {
      for (let i = 0; i < 100; i++) {
        const mail = received.find((m) => JSON.stringify(m.to).includes(to));
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no e-mail reached ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
