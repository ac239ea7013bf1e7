/**
 * Messages the server would send by e-mail or text. There is no mail transport: in demo
 * mode each message is kept in the outbox (GET /api/demo/outbox?to=) and printed to the
 * log, code and link included; otherwise only the fact of sending is logged.
 */
import type { Deps } from '../http/env.ts';

export interface Message {
  recipient: string;
  username?: string;
  subject: string;
  text: string;
  code?: string;
  link?: string;
}

export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  link: string | null;
  sentAt: string;
}

export function send({ db, clock, demo, logger }: Deps, message: Message) {
  if (!demo) {
    logger.log(`[mail] ${message.subject} to ${message.recipient} (no mail transport: not delivered)`);
    return;
  }
  db.run(
    `INSERT INTO outbox (recipient, username, subject, text, code, link, sent_at)
     VALUES (:recipient, :username, :subject, :text, :code, :link, :sentAt)`,
    { ...message, sentAt: clock.now().toISOString() },
  );
  const extra = [message.code ? `code ${message.code}` : '', message.link ? `link ${message.link}` : '']
    .filter(Boolean)
    .join(', ');
  logger.log(
    `[outbox] to ${message.recipient}${message.username ? ` (${message.username})` : ''}: ${message.subject}${extra ? ` [${extra}]` : ''}`,
  );
}

/** Messages sent to a username or an e-mail address, newest first. */
export function outboxFor({ db }: Deps, to: string): OutboxEntry[] {
  return db.all<OutboxEntry>(
    `SELECT recipient AS "to", subject, text, code, link, sent_at AS sentAt FROM outbox
      WHERE lower(recipient) = lower(:to) OR lower(username) = lower(:to) ORDER BY id DESC`,
    { to },
  );
}
