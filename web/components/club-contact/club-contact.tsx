import type { PublicSettings } from '../../../server/contracts/settings';
import { clubContactTexts as texts } from './texts';
import './club-contact.css';

type Contact = PublicSettings['contact'];

/** "050 12 34 56" as a tel: link, digits and a leading + only. */
export const telHref = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;

const socialKeys = ['facebook', 'instagram', 'strava', 'website'] as const;

/** The club's address, e-mail and phone (each only when set), as a description list. */
export function ClubContactDetails({ contact, className }: { contact: Contact; className?: string }) {
  const { address, email, phone } = contact;
  if (!address && !email && !phone) return null;
  return (
    <dl className={['club-contact', className].filter(Boolean).join(' ')}>
      {address && (
        <div>
          <dt>{texts.address}</dt>
          <dd>{address}</dd>
        </div>
      )}
      {email && (
        <div>
          <dt>{texts.email}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
      )}
      {phone && (
        <div>
          <dt>{texts.phone}</dt>
          <dd>
            <a href={telHref(phone)}>{phone}</a>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** Links to the club on Facebook, Instagram, Strava and its own website, those that are set. */
export function ClubSocialLinks({ contact }: { contact: Contact }) {
  const links = socialKeys.filter((key) => contact[key] !== '');
  if (links.length === 0) return null;
  return (
    <nav className="club-social" aria-label={texts.elsewhere}>
      <ul>
        {links.map((key) => (
          <li key={key}>
            <a href={contact[key]}>{texts[key]}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
