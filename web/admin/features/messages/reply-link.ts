import { formatSavedAt } from '../../../lib/formatting';
import { messagesTexts as texts } from './texts';

/**
 * Mail programs and the systems that hand them a mailto: link cut it somewhere past 2,000
 * characters (Outlook and Windows' own handler among them), so the link stays below that.
 */
export const maxMailtoLength = 2000;

const subjectWords = 8;
const subjectChars = 60;

type Replied = { name: string; email: string; text: string; receivedAt: string };

/** Code points, so a cut never splits an emoji (a lone surrogate cannot be put in a URL). */
const codePoints = (text: string) => Array.from(text);

/** 'Re: ' and the first words of the message, or 'Uw bericht aan <club>' when it begins with none. */
export function replySubject(text: string, clubName: string): string {
  const firstLine = text.trim().split(/\r?\n/, 1)[0] ?? '';
  const words = firstLine.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  if (words.length === 0) return `Re: ${texts.replySubject(clubName)}`;
  let subject = words.slice(0, subjectWords).join(' ');
  const cut = words.length > subjectWords || codePoints(subject).length > subjectChars;
  if (codePoints(subject).length > subjectChars)
    subject = codePoints(subject).slice(0, subjectChars).join('').trimEnd();
  return `Re: ${subject}${cut ? '…' : ''}`;
}

/** Each line of the text as a quote, as mail programs write it: '> '. */
const quoted = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');

/** RFC 6068: the address as it is (a contact form's address has nothing to escape but what encoding does), line breaks as CRLF. */
function mailto(email: string, subject: string, body: string): string {
  const encode = (value: string) => encodeURIComponent(value.replace(/\r?\n/g, '\r\n'));
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encode(subject)}&body=${encode(body)}`;
}

/** The first `count` code points of the text, back to the last space when there is one in its last part. */
function cutAtWord(text: string, count: number): string {
  const part = codePoints(text).slice(0, count).join('');
  const space = part.search(/\s\S*$/);
  return (space > part.length / 2 ? part.slice(0, space) : part).trimEnd();
}

/**
 * 'Beantwoorden': a mailto: link to the sender with the subject 'Re: …' and the message quoted
 * under a line saying who wrote it when. A long message is quoted as far as the link can carry,
 * then '[…]'.
 */
export function replyLink(message: Replied, clubName: string): string {
  const subject = replySubject(message.text, clubName);
  const header = texts.quoteHeader(formatSavedAt(new Date(message.receivedAt)), message.name);
  const link = (quote: string) => mailto(message.email, subject, `\n\n${header}\n${quoted(quote)}`);
  const text = message.text.trim();
  const whole = link(text);
  if (whole.length <= maxMailtoLength) return whole;
  const shortened = (count: number) => link(`${cutAtWord(text, count)} ${texts.quoteCut}`.trim());
  // The longest beginning that fits: the link grows with the part quoted, so halving finds it.
  let low = 0;
  let high = codePoints(text).length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (shortened(middle).length <= maxMailtoLength) low = middle;
    else high = middle - 1;
  }
  return shortened(low);
}
