import { describe, expect, it } from 'vitest';
import { maxMailtoLength, replyLink, replySubject } from '../../web/admin/features/messages/reply-link';

const message = {
  name: 'Jan Peeters',
  email: 'jan+wandel@example.be',
  text: 'Mag mijn hond mee?\nGroeten, Jan',
  receivedAt: '2026-03-01T09:05:00.000Z',
};

/** The mailto: link's parts as a mail program reads them. */
function parts(link: string) {
  const url = new URL(link);
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
  };
}

describe("'Beantwoorden': the reply as a mailto: link", () => {
  it('answers the sender with Re: and the first words, the message quoted under who wrote it when', () => {
    const link = replyLink(message, 'De Houtlandstappers');
    expect(link).toMatch(/^mailto:jan%2Bwandel@example\.be\?subject=Re%3A%20Mag%20mijn%20hond%20mee%3F&body=/);
    expect(parts(link)).toEqual({
      to: 'jan+wandel@example.be',
      subject: 'Re: Mag mijn hond mee?',
      body: '\r\n\r\nOp zondag 1 maart 2026 om 10:05 schreef Jan Peeters:\r\n> Mag mijn hond mee?\r\n> Groeten, Jan',
    });
  });

  it('cuts a long first line after a few words, and falls back to the club when the message begins with none', () => {
    expect(replySubject('Wij zijn met twintig wandelaars en willen graag meedoen aan de tocht', 'Club')).toBe(
      'Re: Wij zijn met twintig wandelaars en willen graag…',
    );
    expect(replySubject(`${'Wandelvereniging'.repeat(5)} vraagt`, 'Club')).toBe(
      `Re: ${'Wandelvereniging'.repeat(5).slice(0, 60)}…`,
    );
    expect(replySubject('  ???\nvraag', 'De Houtlandstappers')).toBe('Re: Uw bericht aan De Houtlandstappers');
  });

  it('quotes a long message as far as a mailto: link can carry, at a word, then […], without splitting an emoji', () => {
    const text = Array.from({ length: 400 }, (_, n) => `woord${n} 🥾`).join(' ');
    const link = replyLink({ ...message, text }, 'Club');
    expect(link.length).toBeLessThanOrEqual(maxMailtoLength);
    expect(link.length).toBeGreaterThan(maxMailtoLength - 100);
    const body = parts(link).body ?? '';
    expect(body).toMatch(/> woord0 🥾 woord1 🥾 .* \[…\]$/);
    expect(body).not.toContain('\uFFFD');
    expect(body.replace(/ \[…\]$/, '')).toMatch(/(woord\d+|🥾)$/);
  });
});
