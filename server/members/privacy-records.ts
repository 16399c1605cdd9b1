import { cdnUrlFor, type ApplicationRecord, type MailData, type MemberRecord } from '../contracts';
import type { ContactSubmissionData } from '../contracts';
import type { Store, Stored } from '../store';

/**
 * What the club holds about a member besides their record (a privacy request, GDPR): the
 * applications and mails that name them, and what came from or went to their address. An entry that
 * names another member (a family shares an address) is that member's, not theirs.
 */
export type HeldRecords = {
  applications: ApplicationRecord[];
  messages: Stored<ContactSubmissionData>[];
  mails: Stored<MailData>[];
};

function sameAddress(member: MemberRecord, email: string | null | undefined): boolean {
  const address = member.email?.trim().toLowerCase();
  return !!address && email?.trim().toLowerCase() === address;
}

export function heldRecords(store: Store, member: MemberRecord): HeldRecords {
  const fromAddress = (email: string | null | undefined) => sameAddress(member, email);
  const theirs = (named: number | null, email: string | null | undefined) =>
    named === member.id || (named === null && fromAddress(email));
  return {
    applications: store.applications.filter((application) => theirs(application.memberId, application.email)),
    messages: store.contactMessages.filter((message) => fromAddress(message.email)),
    // The club's copy of a form's mail answers to the sender (replyTo); the confirmation goes to them.
    mails: store.mail.filter(
      (entry) => theirs(entry.memberId, entry.message?.to) || theirs(entry.memberId, entry.message?.replyTo),
    ),
  };
}

/** A mail as the export shows it: what it was and when, never its text (a mail may hold a sign-in link). */
export type KeptMail = {
  id: number;
  kind: MailData['kind'];
  subject: string | null;
  to: string | null;
  status: MailData['status'];
  createdAt: string;
  sentAt: string | null;
};

function keptMail(store: Store, member: MemberRecord, entry: Stored<MailData>): KeptMail {
  // A sent mail keeps no message: a newsletter's subject is still in its send job.
  const job = entry.newsletterJobId === null ? undefined : store.newsletterJobs.get(entry.newsletterJobId);
  // Their own address only: the club's copy of their message went to an administrator's.
  const toThem = sameAddress(member, entry.message?.to) || (entry.message === null && entry.memberId === member.id);
  return {
    id: entry.id,
    kind: entry.kind,
    subject: entry.message?.subject ?? job?.subject ?? null,
    to: toThem ? member.email : null,
    status: entry.status,
    createdAt: entry.createdAt,
    sentAt: entry.sentAt,
  };
}

/** Everything the club holds about one member: "Gegevens exporteren" as JSON, and the page made from it. */
export type MemberPrivacyExport = {
  exportedAt: string;
  club: string;
  member: Omit<MemberRecord, 'boardMember'> & {
    photo: { id: number; cdnUrl: string; fileName: string } | null;
  };
  administrator: boolean;
  applications: ApplicationRecord[];
  contactMessages: Stored<ContactSubmissionData>[];
  mails: KeptMail[];
  /** The club keeps no payments yet; when it does, a member's go here. */
  payments: never[];
};

export function privacyExport(
  store: Store,
  input: { member: MemberRecord; administrator: boolean; club: string; at: Date },
): MemberPrivacyExport {
  const { boardMember: _legacy, ...member } = input.member;
  const image = member.photoImageId === null ? undefined : store.images.get(member.photoImageId);
  const held = heldRecords(store, input.member);
  return {
    exportedAt: input.at.toISOString(),
    club: input.club,
    member: {
      ...member,
      photo: image ? { id: image.id, cdnUrl: cdnUrlFor(image.uuid), fileName: image.fileName } : null,
    },
    administrator: input.administrator,
    applications: held.applications,
    contactMessages: held.messages,
    mails: held.mails.map((entry) => keptMail(store, input.member, entry)),
    payments: [],
  };
}
