import { ClubContactDetails } from '../../components/club-contact/club-contact';
import { PrivacyStatement } from '../../components/club-contact/privacy-statement';
import { PageMeta } from '../../components/page-meta';
import { ContactForm } from '../../features/contact/components/contact-form';
import { contactTexts } from '../../features/contact/texts';
import { useSettings } from '../../lib/site-config';

/** /contact (SPEC §2 "Contact"): a short intro, the club's address, e-mail and phone, the form and the privacy statement. */
export function ContactRoute() {
  const { club, contact, texts } = useSettings();
  return (
    <>
      <PageMeta title={contactTexts.title} description={contactTexts.description(club.name)} />
      <header className="page-header">
        <h1>{contactTexts.title}</h1>
        <p className="contact-intro">{contactTexts.intro}</p>
        <ClubContactDetails contact={contact} className="contact-page-details" />
      </header>
      <ContactForm />
      <PrivacyStatement html={texts.privacy} />
    </>
  );
}
