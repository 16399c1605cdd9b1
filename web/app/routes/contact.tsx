import { PageMeta } from '../../components/page-meta';
import { ContactForm } from '../../features/contact/components/contact-form';
import { contactTexts } from '../../features/contact/texts';
import { useClubName } from '../../lib/site-config';

/** /contact (SPEC §2 "Contact"): a short intro and the contact form. */
export function ContactRoute() {
  const clubName = useClubName();
  return (
    <>
      <PageMeta title={contactTexts.title} description={contactTexts.description(clubName)} />
      <header className="page-header">
        <h1>{contactTexts.title}</h1>
        <p className="contact-intro">{contactTexts.intro}</p>
      </header>
      <ContactForm />
    </>
  );
}
