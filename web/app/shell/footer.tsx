import { Link } from 'react-router';
import { useClubName } from '../../lib/site-config';
import { shellTexts } from './texts';

export function Footer() {
  const clubName = useClubName();
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <p>{`© ${year} ${clubName}. ${shellTexts.allRightsReserved}`}</p>
      <p>
        <Link to="/contact">{shellTexts.contact}</Link>
      </p>
    </footer>
  );
}
