import { PrivacyStatement } from '../../components/club-contact/privacy-statement';
import { PageMeta } from '../../components/page-meta';
import { RichText } from '../../components/rich-text';
import { MembershipFee } from '../../features/membership/components/membership-fee';
import { MembershipForm } from '../../features/membership/components/membership-form';
import { membershipTexts } from '../../features/membership/texts';
import { useSettings } from '../../lib/site-config';

/** /lidworden (SPEC §2 "Membership"): the club's intro, the fee, the application form and the privacy statement. */
export function BecomeMemberRoute() {
  const { club, texts, membership } = useSettings();
  return (
    <>
      <PageMeta title={membershipTexts.title} description={membershipTexts.description(club.name)} />
      <header className="page-header">
        <h1>{membershipTexts.title}</h1>
        <RichText html={texts.membership} className="membership-intro" />
      </header>
      <MembershipFee membership={membership} />
      <MembershipForm />
      <PrivacyStatement html={texts.privacy} />
    </>
  );
}
