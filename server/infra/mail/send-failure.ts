/** How the mail queue reads a failed send: final or worth a retry, and what it may log of it. */

export const mailQueueTexts = {
  notComposed: 'Niet verzonden: de ontvanger is intussen verwijderd, heeft geen e-mailadres meer of is uitgeschreven.',
  noComposer: 'Geen inhoud en niets om ze op te stellen.',
};

/** 5xx is final (RFC 5321), except 503 "bad sequence", which a new connection may not get again. */
export function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600 && code !== 503;
}

/** Log lines name no one: a mail server's refusal often quotes the recipient's address. */
export function withoutAddresses(text: string): string {
  return text
    .split(' ')
    .map((word) => (word.includes('@') ? '<e-mailadres>' : word))
    .join(' ');
}

/** One short line: SMTP errors name the reply, never the credentials. */
export function short(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 300) || 'Onbekende fout';
}
