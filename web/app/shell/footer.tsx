import { Link } from '../../lib/router';
import { ClubContactDetails, ClubSocialLinks } from '../../components/club-contact/club-contact';
import { RichText } from '../../components/rich-text';
import { useSettings } from '../../lib/site-config';
import { shellTexts } from './texts';

/** The footer (SPEC §2 "Shell"): the copyright line, the club's footer text, contact details and links. */
export function Footer() {
  const { club, texts, contact } = useSettings();
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <RichText html={texts.footer} className="footer-text" />
      <ClubContactDetails contact={contact} />
      <ClubSocialLinks contact={contact} />
      <p>{club.name ? `© ${year} ${club.name}. ${shellTexts.allRightsReserved}` : `© ${year}`}</p>
      <p>
        <Link to="/contact">{shellTexts.contact}</Link>
      </p>
    </footer>
  );
}
