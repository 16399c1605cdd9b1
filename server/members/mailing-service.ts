import type { Config } from '../config';
import {
  mailingListedMembers,
  memberMailingPayloadSchema,
  memberMailingTexts,
  textFields,
  type MailingSkipReason,
  type MemberMailingProgress,
  type MemberRecord,
} from '../contracts';
import { ConflictError, NotFoundError } from '../errors';
import { mailQueueTexts, type MailQueue } from '../infra/mail';
import { cleanRichText, isBlankRichText, richTextInput } from '../infra/rich-text';
import { clubSiteOf } from '../settings/club-site';
import type { ClubSettings } from '../settings/service';
import type { Store } from '../store';
import { parseInput } from '../validation';
import type { adminMembers } from './admin-service';
import { fullName, selectedMembers } from './bulk-service';
import { renderMemberMail } from './member-mail';

export const mailingTexts = {
  notFound: 'Deze e-mail aan leden bestaat niet.',
  nobody: 'Geen enkel gekozen lid heeft een e-mailadres: er is niets verstuurd.',
  gone: 'Verwijderd lid',
  notComposed: 'Niet verzonden: het lid is intussen verwijderd of heeft geen e-mailadres meer.',
  refused: (code: string) => `De mailserver weigerde deze e-mail (code ${code}).`,
  notTaken: (code: string) => `De mailserver nam deze e-mail niet aan (code ${code}), ook niet bij latere pogingen.`,
  failed: 'De e-mail kon niet verstuurd worden: de mailserver was niet bereikbaar of gaf een fout.',
} as const;

/** The contract's payload, its message also checked for nesting and content, then cleaned. */
const mailingInputSchema = memberMailingPayloadSchema
  .extend({
    message: richTextInput(textFields.message).refine((html) => !isBlankRichText(html), {
      error: memberMailingTexts.messageRequired,
    }),
  })
  .transform((input, ctx) => ({
    ...input,
    message: cleanRichText(input.message, textFields.message, ctx, ['message']),
  }));

/** Why a mail did not go, in Dutch for the admin: the queue keeps the mail server's own words. */
export function failureInDutch(lastError: string | null): string {
  if (lastError === mailQueueTexts.notComposed) return mailingTexts.notComposed;
  const code = /\b([45]\d\d)\b/.exec(lastError ?? '')?.[1];
  if (code?.startsWith('5')) return mailingTexts.refused(code);
  if (code) return mailingTexts.notTaken(code);
  return mailingTexts.failed;
}

/** One mail per address: a family sharing one gets it once (as a newsletter); the others are named as skipped. */
function recipientsOf(selected: readonly MemberRecord[]) {
  const seen = new Set<string>();
  const recipients: MemberRecord[] = [];
  const skipped: { memberId: number; reason: MailingSkipReason }[] = [];
  for (const member of selected) {
    const address = member.email?.toLowerCase();
    if (!address) skipped.push({ memberId: member.id, reason: 'noEmail' });
    else if (seen.has(address)) skipped.push({ memberId: member.id, reason: 'sharedEmail' });
    else {
      seen.add(address);
      recipients.push(member);
    }
  }
  return { recipients, skipped };
}

type MailingDeps = {
  config: Pick<Config, 'publicUrl'>;
  store: Store;
  settings: Pick<ClubSettings, 'public'>;
  mail: MailQueue;
  now: () => Date;
};

/**
 * Mails to selected members (POST and GET /admin/api/members/mailings…): the mail is fixed when the
 * send starts and kept as a mailing; the durable queue sends one per recipient, composed when it goes
 * out (member-mail.ts), across restarts.
 */
export function memberMailings(deps: MailingDeps, members: ReturnType<typeof adminMembers>) {
  const { store } = deps;
  const nameOf = (memberId: number) => {
    const member = store.members.get(memberId);
    return member ? fullName(member) : mailingTexts.gone;
  };

  function progress(id: number): MemberMailingProgress {
    const mailing = store.memberMailings.get(id);
    if (!mailing) throw new NotFoundError(mailingTexts.notFound);
    const entries = store.mail.filter((entry) => entry.mailingId === id && entry.kind === 'member-mail');
    const failed = entries.filter((entry) => entry.status === 'failed');
    const pending = entries.filter((entry) => entry.status === 'pending').length;
    return {
      id,
      subject: mailing.subject,
      createdAt: mailing.createdAt,
      recipientCount: mailing.recipientCount,
      sent: entries.filter((entry) => entry.status === 'sent').length,
      pending,
      failed: failed.length,
      done: pending === 0,
      failures: failed.slice(0, mailingListedMembers).map((entry) => ({
        memberId: entry.memberId ?? 0,
        name: entry.memberId === null ? mailingTexts.gone : nameOf(entry.memberId),
        email: entry.memberId === null ? null : (store.members.get(entry.memberId)?.email ?? null),
        error: failureInDutch(entry.lastError),
      })),
      skipped: mailing.skipped
        .slice(0, mailingListedMembers)
        .map((skip) => ({ memberId: skip.memberId, name: nameOf(skip.memberId), reason: skip.reason })),
      skippedCount: mailing.skipped.length,
    };
  }

  return {
    progress,

    async start(raw: unknown, startedBy: number): Promise<MemberMailingProgress> {
      const payload = parseInput(mailingInputSchema, raw);
      const { recipients, skipped } = recipientsOf(selectedMembers(store, members, payload.selection));
      if (recipients.length === 0) throw new ConflictError(mailingTexts.nobody);
      const club = clubSiteOf(deps.config, deps.settings);
      const mailing = await store.memberMailings.create({
        subject: payload.subject,
        ...renderMemberMail(club, payload.subject, payload.message),
        recipientCount: recipients.length,
        skipped,
        startedBy,
        createdAt: deps.now().toISOString(),
      });
      try {
        await deps.mail.enqueue(
          recipients.map((member) => ({ kind: 'member-mail' as const, mailingId: mailing.id, memberId: member.id })),
        );
      } catch (error) {
        // No mailing without its mails: the admin sees the failure and sends again.
        await store.memberMailings.remove(mailing.id).catch(() => undefined);
        throw error;
      }
      return progress(mailing.id);
    },
  };
}
