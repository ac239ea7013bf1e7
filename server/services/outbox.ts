/**
 * Messages the server would send by e-mail or text. There is no mail transport: in demo
 * mode each message is kept in the outbox (GET /api/demo/outbox?to=) and printed to the
 * log, code and link included; otherwise only the fact of sending is logged. Links are
 * kept as paths (`/#/…`) and answered on the portal's public origin (PORTAL_PUBLIC_ORIGIN, by
 * default the address the server listens on), never on the Host a request named. Every e-mail carries its address's opt-out link.
 * A message's text is a template whose {name} values are inserted as plain text; the outbox
 * answers its HTML body too, every value escaped (mailBody.ts). The outbox keeps the newest
 * messages only, per address and overall, since anyone can have a code sent.
 */
import type { DemoOutbox } from '../../src/generated/api-types/support.ts';
import type { Database } from '../db/database.ts';
import type { Deps } from '../http/env.ts';
import { mailHtml, mailText } from './mailBody.ts';
import { isOptedOut, optOutLink, optOutToken } from './optOut.ts';

/** Messages kept per recipient, and in all. */
export const OUTBOX_PER_RECIPIENT = 50;
export const OUTBOX_MAX = 5000;

export interface Message {
  recipient: string;
  username?: string;
  subject: string;
  /** The text, with {name} placeholders for `values`. */
  text: string;
  /** Values of the text's placeholders, such as a first name typed in: inserted as plain text. */
  values?: Readonly<Record<string, string>>;
  code?: string;
  /** A path in the portal, such as /#/home/verifyEmail/<token>. */
  link?: string;
  /**
   * Transactional messages (security codes, reset and verification links, temporary
   * passwords, activation) are sent even to an address that opted out: the user asked for
   * them and cannot go on without them. Others (the welcome message) are not.
   */
  transactional: boolean;
}

/** A message of GET /api/demo/outbox (schemas/api/support.json DemoOutbox). */
export type OutboxEntry = DemoOutbox[number];

export function send({ db, clock, demo, logger }: Deps, message: Message) {
  if (!message.transactional && isOptedOut(db, message.recipient)) {
    logger.log(`[mail] ${message.subject} to ${message.recipient}: not sent, the address opted out`);
    return;
  }
  const optOut = optOutLink(optOutToken(db, message.recipient));
  if (!demo) {
    logger.log(`[mail] ${message.subject} to ${message.recipient} (no mail transport: not delivered)`);
    return;
  }
  db.run(
    `INSERT INTO outbox (recipient, username, subject, text, code, link, opt_out_link, sent_at)
     VALUES (:recipient, :username, :subject, :text, :code, :link, :optOut, :sentAt)`,
    {
      recipient: message.recipient,
      username: message.username,
      subject: message.subject,
      text: mailText(message.text, message.values),
      code: message.code,
      link: message.link,
      optOut,
      sentAt: clock.now().toISOString(),
    },
  );
  keepNewest(db, message.recipient);
  const extra = [message.code ? `code ${message.code}` : '', message.link ? `link ${message.link}` : '']
    .filter(Boolean)
    .join(', ');
  logger.log(
    `[outbox] to ${message.recipient}${message.username ? ` (${message.username})` : ''}: ${message.subject}${extra ? ` [${extra}]` : ''}`,
  );
}

/** Drops all but the newest messages of the recipient, and all but the newest in all. */
function keepNewest(db: Database, recipient: string) {
  db.run(
    `DELETE FROM outbox WHERE lower(recipient) = lower(:recipient) AND id NOT IN
       (SELECT id FROM outbox WHERE lower(recipient) = lower(:recipient) ORDER BY id DESC LIMIT :keep)`,
    { recipient, keep: OUTBOX_PER_RECIPIENT },
  );
  db.run('DELETE FROM outbox WHERE id <= (SELECT max(id) FROM outbox) - :keep', { keep: OUTBOX_MAX });
}

/** Messages sent to a username or an e-mail address, newest first, their links on the public origin. */
export function outboxFor({ db, publicOrigin }: Deps, to: string): OutboxEntry[] {
  const absolute = (path: string | null) => (path === null ? null : `${publicOrigin}${path}`);
  return db
    .all<Omit<OutboxEntry, 'html'>>(
      `SELECT recipient AS "to", subject, text, code, link, opt_out_link AS optOutLink, sent_at AS sentAt
         FROM outbox WHERE lower(recipient) = lower(:to) OR lower(username) = lower(:to) ORDER BY id DESC`,
      { to },
    )
    .map((entry) => {
      const sent = { ...entry, link: absolute(entry.link), optOutLink: absolute(entry.optOutLink) };
      return { ...sent, html: mailHtml(sent) };
    });
}
