import { MediaImage } from './media-image';
import './person-card.css';

/** The public fields of a board member, helper or Euraudax member that a card shows. */
export type Person = {
  firstName: string;
  lastName: string;
  email?: string | null;
  phoneNumber?: string | null;
  uploadcareImage: { cdnUrl: string } | null;
};

type PersonCardProps = {
  person: Person;
  /** Board title, helper title or Euraudax title. */
  title?: string | null;
  /** Helpers show no contact details (SPEC §2 "Members / club page"). */
  showContact?: boolean;
  headingLevel?: 3 | 4;
};

// Dutch labels for screen readers; the visible text is the address or number itself.
const texts = { email: 'E-mail:', phone: 'Telefoon:' };

/** A tel: link may hold digits and a leading + only; the shown number keeps its spaces. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** On a narrow card a long address wraps after the @ rather than mid-word. */
function breakableEmail(email: string) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** A member on a public page: photo or placeholder, full name, title, e-mail and phone. */
export function PersonCard({ person, title, showContact = true, headingLevel = 3 }: PersonCardProps) {
  const Heading = `h${headingLevel}` as const;
  const fullName = `${person.firstName} ${person.lastName}`.trim();
  return (
    <article className="person-card">
      {person.uploadcareImage ? (
        <MediaImage
          className="person-card-photo"
          cdnUrl={person.uploadcareImage.cdnUrl}
          alt={fullName}
          width={300}
          height={300}
          sizes="6rem"
        />
      ) : (
        <PlaceholderIcon />
      )}
      <Heading className="person-card-name">{fullName}</Heading>
      {title && <p className="person-card-title">{title}</p>}
      {showContact && (person.email || person.phoneNumber) && (
        <ul className="person-card-contact">
          {person.email && (
            <li>
              <span className="visually-hidden">{texts.email} </span>
              <a href={`mailto:${person.email}`}>{breakableEmail(person.email)}</a>
            </li>
          )}
          {person.phoneNumber && (
            <li>
              <span className="visually-hidden">{texts.phone} </span>
              <a href={telHref(person.phoneNumber)}>{person.phoneNumber}</a>
            </li>
          )}
        </ul>
      )}
    </article>
  );
}

/** A neutral silhouette for members without a photo; decorative, the name says who it is. */
function PlaceholderIcon() {
  return (
    <svg
      className="person-card-photo person-card-placeholder"
      viewBox="0 0 96 96"
      width="96"
      height="96"
      aria-hidden="true"
      focusable="false"
      data-testid="person-placeholder"
    >
      <circle cx="48" cy="36" r="18" />
      <path d="M16 88c0-19 14-32 32-32s32 13 32 32z" />
    </svg>
  );
}
