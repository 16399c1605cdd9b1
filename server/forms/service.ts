import { adminMemberIds } from '../auth/admins';
import {
  contactMessageSchema,
  memberApplicationSchema,
  type ContactMessage,
  type MemberApplication,
} from '../contracts';
import { RateLimit } from '../infra/rate-limit';
import { parseInput } from '../validation';
import { applicationMails, contactMails } from '../infra/mail/templates';
import { clubSiteOf } from '../settings/club-site';
import type { DepsWith } from '../deps';
import type { Captcha } from '../infra/captcha';
import type { MailQueue } from '../infra/mail';
import type { ClubSettings } from '../settings/service';

export const formTexts = {
  invalid: 'Controleer de ingevulde velden.',
  contactSent: 'Bedankt om ons te contacteren! We nemen zo spoedig mogelijk contact met u op.',
  applicationSent: 'Uw lidmaatschapsaanvraag is verstuurd.',
  tooMany: 'Je hebt al veel formulieren verstuurd. Probeer het later opnieuw.',
} as const;

export type FormDeps = DepsWith<{ captcha: Captcha; mail: MailQueue; settings: ClubSettings }>;

/** Where the club's copy goes: CLUB_EMAIL, else every administrator. */
function clubAddresses({ config, store }: FormDeps): string[] {
  if (config.clubEmail) return [config.clubEmail];
  return adminMemberIds(store).flatMap((id) => store.members.get(id)?.email ?? []);
}

/**
 * The public forms. Each submission is stored before any mail is queued, so a mail
 * failure loses nothing; the mails go through the durable queue.
 */
export function publicForms(deps: FormDeps) {
  const { store, services, now } = deps;

  // A confirmation goes to an address anyone can type: a few a day per address at most, so the
  // forms cannot be used to flood someone's inbox. The submission itself is still kept and passed on.
  const confirmations = new RateLimit({ points: 3, durationSeconds: 24 * 60 * 60 }, formTexts.tooMany);
  const receipt = async (email: string) => ({
    receivedAt: now(),
    confirm: await confirmations.tryHit(email.trim().toLowerCase()),
  });

  const recipients = () => {
    const to = clubAddresses(deps);
    if (to.length === 0) deps.log.warn('Geen CLUB_EMAIL en geen beheerder met e-mail: de club krijgt geen kopie.');
    return to;
  };

  return {
    async contact(raw: unknown, remoteIp: string, countSubmission: () => Promise<void>): Promise<void> {
      const message: ContactMessage = parseInput(contactMessageSchema, raw, formTexts.invalid);
      await countSubmission();
      await services.captcha.verify(message.recaptchaToken, 'contact', remoteIp);
      await store.contactMessages.create({
        name: message.name,
        email: message.email,
        text: message.text,
        receivedAt: now().toISOString(),
      });
      await services.mail.enqueue(
        contactMails(clubSiteOf(deps.config, services.settings), recipients(), message, await receipt(message.email)),
      );
    },

    /**
     * An application is kept among the applications, status 'nieuw', for the secretary to accept or
     * refuse (server/applications); the club gets a copy and the applicant a confirmation.
     */
    async apply(raw: unknown, remoteIp: string, countSubmission: () => Promise<void>): Promise<number> {
      const application: MemberApplication = parseInput(memberApplicationSchema, raw, formTexts.invalid);
      await countSubmission();
      await services.captcha.verify(application.recaptchaToken, 'become_member', remoteIp);
      const kept = await store.applications.create({
        firstName: application.firstName,
        lastName: application.lastName,
        dateOfBirth: application.dateOfBirth,
        email: application.email,
        phoneNumber: application.phoneNumber,
        gender: application.gender,
        address: application.address,
        remarks: application.remarks,
        receivedAt: now().toISOString(),
        status: 'nieuw',
      });
      await services.mail.enqueue(
        applicationMails(
          clubSiteOf(deps.config, services.settings),
          recipients(),
          application,
          kept.id,
          await receipt(application.email),
        ),
      );
      return kept.id;
    },
  };
}
