/**
 * The bodies of outgoing e-mail. A message is written as a template with {name}
 * placeholders; values people typed (a first name, a username) go into the plain text as
 * text without control characters, so a name cannot add lines to the message. The HTML body
 * is made by one template, mailHtml, that escapes every value it inserts (the subject, the
 * text, the links) and links only to http and https addresses.
 */
import { escapeHtml } from '../security/html.ts';

/** A typed value as plain text: control characters (line breaks, escapes, NUL …) removed. */
export function plainText(value: string): string {
  return value.replace(/\p{Cc}/gu, '');
}

/** The plain text of a template: each {name} with its value, as plain text; unknown names stay. */
export function mailText(template: string, values: Readonly<Record<string, string>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? plainText(values[name]!) : placeholder,
  );
}

/** An absolute http or https address as written, or undefined for anything else (javascript:, data: …). */
export function safeLink(address: string | null | undefined): string | undefined {
  if (!address) return undefined;
  try {
    const { protocol } = new URL(address);
    return protocol === 'http:' || protocol === 'https:' ? address : undefined;
  } catch {
    return undefined;
  }
}

export interface MailParts {
  subject: string;
  /** The plain text, one paragraph a line. */
  text: string;
  link?: string | null;
  optOutLink?: string | null;
}

function anchor(address: string | undefined, label: string): string {
  return address ? `<p><a href="${escapeHtml(address)}">${escapeHtml(label)}</a></p>\n` : '';
}

/** The HTML body of an e-mail; every inserted value is escaped. */
export function mailHtml({ subject, text, link, optOutLink }: MailParts): string {
  const paragraphs = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>\n`)
    .join('');
  const target = safeLink(link);
  return (
    `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body>\n` +
    paragraphs +
    anchor(target, target ?? '') +
    anchor(safeLink(optOutLink), 'Opt out of e-mail') +
    '</body>\n</html>\n'
  );
}
