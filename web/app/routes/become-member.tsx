import { PageMeta } from '../../components/page-meta';
import { MembershipForm } from '../../features/membership/components/membership-form';
import { membershipTexts } from '../../features/membership/texts';
import { useClubName } from '../../lib/site-config';

/** /lidworden (SPEC §2 "Membership"): a short intro and the application form. */
export function BecomeMemberRoute() {
  const clubName = useClubName();
  return (
    <>
      <PageMeta title={membershipTexts.title} description={membershipTexts.description(clubName)} />
      <header className="page-header">
        <h1>{membershipTexts.title}</h1>
        <p className="membership-intro">{membershipTexts.intro(clubName)}</p>
      </header>
      <MembershipForm />
    </>
  );
}
