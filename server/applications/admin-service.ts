import {
  applicationAcceptPayloadSchema,
  applicationRefusePayloadSchema,
  type AdminApplication,
  type ApplicationDecision,
  type ApplicationMatch,
  type ApplicationRecord,
  type MailKind,
  type OutgoingMail,
} from '../contracts';
import type { DepsWith } from '../deps';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import type { MailQueue } from '../infra/mail';
import { serialQueue } from '../infra/serial-queue';
import { clubDay } from '../infra/walk-time';
import { clubSiteOf } from '../settings/club-site';
import type { ClubSettings } from '../settings/service';
import { conflictMessage } from '../store';
import { parseInput } from '../validation';
import { refusalMail, welcomeMail } from './mails';
import { sweepApplications } from './retention';
import { memberMatcher, newMember, updatedMember } from './same-person';

export const applicationTexts = {
  notFound: 'Deze aanvraag bestaat niet (meer).',
  alreadyAccepted: 'Deze aanvraag werd al aanvaard: er komt geen tweede lid van.',
  alreadyRefused:
    'Deze aanvraag werd al geweigerd. Wilt u de persoon toch als lid, maak dan een nieuw lid aan in Leden.',
  sameMember: (match: ApplicationMatch) =>
    `Er is al een lid met ${match.by === 'email' ? 'hetzelfde e-mailadres' : 'dezelfde naam en geboortedatum'}: ` +
    `${match.firstName} ${match.lastName} (lid ${match.id}). Kies of u dat lid bijwerkt met de gegevens van de ` +
    'aanvraag, of toch een nieuw lid maakt.',
  memberGone: 'Dat lid bestaat niet (meer). Laad de aanvragen opnieuw en kies opnieuw.',
  accepted: (name: string, memberId: number) =>
    `Aanvraag aanvaard en bewaard: ${name} is nu actief lid (lid ${memberId}).`,
  updated: (name: string, memberId: number) =>
    `Aanvraag aanvaard en bewaard: lid ${memberId} (${name}) is bijgewerkt en actief.`,
  refused: 'Aanvraag geweigerd en bewaard.',
  mailQueued: (mail: string) => `De ${mail} wordt verstuurd.`,
  mailNoAddress: (mail: string) => `Er gaat geen ${mail}: de aanvraag heeft geen e-mailadres.`,
  mailFailed: (mail: string) =>
    `De ${mail} kon niet klaargezet worden; laat de aanvrager zelf iets weten. De beslissing zelf is bewaard.`,
  welcome: 'welkomstmail',
  refusal: 'mail aan de aanvrager',
} as const;

export type ApplicationDeps = DepsWith<{ mail: MailQueue; settings: ClubSettings }>;

const newestFirst = (a: ApplicationRecord, b: ApplicationRecord) =>
  b.receivedAt.localeCompare(a.receivedAt) || b.id - a.id;

/**
 * The secretary's side of the membership applications. A decision is written first; its mail goes
 * through the durable queue afterwards, so a mail that cannot be queued or sent never undoes it.
 */
export function adminApplications(deps: ApplicationDeps) {
  const { store, services, now, log } = deps;
  // A decision checks the status and then writes a member and the application: one at a time, so a
  // double click or two admins never make two members of one application.
  const oneAtATime = serialQueue();

  const present = (application: ApplicationRecord, matches = memberMatcher(store)): AdminApplication => ({
    ...application,
    matches: application.status === 'nieuw' ? matches(application) : [],
  });

  const get = (id: number) => {
    const application = store.applications.get(id);
    if (!application) throw new NotFoundError(applicationTexts.notFound);
    return application;
  };

  /** The application as the decision expects it: still new, and the version the admin saw. */
  const undecided = (id: number, expectedVersion: number | undefined) => {
    const application = get(id);
    if (application.status === 'aanvaard') throw new ConflictError(applicationTexts.alreadyAccepted);
    if (application.status === 'geweigerd') throw new ConflictError(applicationTexts.alreadyRefused);
    if (expectedVersion !== undefined && expectedVersion !== application.version) {
      throw new ConflictError(conflictMessage, application);
    }
    return application;
  };

  /** Queues the decision's mail; answers the sentence about it. A failure is logged, never thrown. */
  const mailAbout = async (
    application: ApplicationRecord,
    kind: MailKind,
    name: string,
    compose: (to: { firstName: string; email: string; replyTo: string | null }) => OutgoingMail,
  ): Promise<string> => {
    if (!application.email) return applicationTexts.mailNoAddress(name);
    const replyTo = deps.config.clubEmail || services.settings.data().contact.email || null;
    try {
      await services.mail.enqueue([
        { kind, message: compose({ firstName: application.firstName, email: application.email, replyTo }) },
      ]);
      return applicationTexts.mailQueued(name);
    } catch (error) {
      log.error(`De ${name} van aanvraag ${application.id} kon niet in de wachtrij:`, error);
      return applicationTexts.mailFailed(name);
    }
  };

  const decided = (application: ApplicationRecord, ...sentences: string[]): ApplicationDecision => ({
    ...present(application),
    message: sentences.join(' '),
  });

  const club = () => clubSiteOf(deps.config, services.settings);

  return {
    present,

    /** Newest first, every detail; what the retention period has expired goes first. */
    async list(): Promise<AdminApplication[]> {
      await sweepApplications(store, now());
      const matches = memberMatcher(store);
      return [...store.applications.all()].sort(newestFirst).map((application) => present(application, matches));
    },

    get: (id: number) => present(get(id)),

    accept: (id: number, raw: unknown, expectedVersion: number | undefined, adminId: number) =>
      oneAtATime(async (): Promise<ApplicationDecision> => {
        const payload = parseInput(applicationAcceptPayloadSchema, raw);
        const application = undecided(id, expectedVersion);
        const today = clubDay(now());
        let member;
        if (payload.updateMemberId !== undefined) {
          const existing = store.members.get(payload.updateMemberId);
          if (!existing || existing.erasedAt !== null) {
            throw new BadRequestError(applicationTexts.memberGone, { updateMemberId: applicationTexts.memberGone });
          }
          member = await store.members.update(existing.id, (current) => updatedMember(current, application, today));
        } else {
          const [same] = payload.newMember === true ? [] : memberMatcher(store)(application);
          if (same) throw new ConflictError(applicationTexts.sameMember(same));
          member = await store.members.create(newMember(application, today));
        }
        // The member first: should the process stop in between, the application is still new, and
        // accepting it again finds that member rather than making a second one.
        const accepted = await store.applications.update(id, (current) => ({
          ...current,
          status: 'aanvaard' as const,
          handledAt: now().toISOString(),
          handledBy: adminId,
          memberId: member.id,
        }));
        const name = `${member.firstName} ${member.lastName}`;
        const outcome =
          payload.updateMemberId !== undefined
            ? applicationTexts.updated(name, member.id)
            : applicationTexts.accepted(name, member.id);
        if (!payload.sendWelcome) return decided(accepted, outcome);
        const membership = services.settings.data().membership;
        const mail = await mailAbout(accepted, 'application-welcome', applicationTexts.welcome, (to) =>
          welcomeMail(club(), membership, to),
        );
        return decided(accepted, outcome, mail);
      }),

    refuse: (id: number, raw: unknown, expectedVersion: number | undefined, adminId: number) =>
      oneAtATime(async (): Promise<ApplicationDecision> => {
        const payload = parseInput(applicationRefusePayloadSchema, raw);
        undecided(id, expectedVersion);
        const refused = await store.applications.update(id, (current) => ({
          ...current,
          status: 'geweigerd' as const,
          handledAt: now().toISOString(),
          handledBy: adminId,
          refusalReason: payload.reason,
        }));
        if (!payload.sendMail) return decided(refused, applicationTexts.refused);
        const mail = await mailAbout(refused, 'application-refusal', applicationTexts.refusal, (to) =>
          refusalMail(club(), to, payload.reason),
        );
        return decided(refused, applicationTexts.refused, mail);
      }),

    /** For spam, or once the secretary is done with it. */
    remove: (id: number, expectedVersion: number | undefined) =>
      oneAtATime(async () => {
        await store.applications.remove(id, { expectedVersion, notFoundMessage: applicationTexts.notFound });
      }),
  };
}
