import type { PublicSettings } from '../../../../server/contracts/settings';
import { formatEuro } from '../../../lib/formatting';
import { membershipTexts as texts } from '../texts';
import './membership.css';

/** 'Lidgeld': the yearly fee and the account to pay it to, the lines the club filled in; nothing when none. */
export function MembershipFee({ membership }: { membership: PublicSettings['membership'] }) {
  const lines = [
    { label: texts.yearlyFee, value: membership.yearlyFee === null ? '' : formatEuro(membership.yearlyFee) },
    { label: texts.iban, value: membership.iban },
    { label: texts.bic, value: membership.bic },
    { label: texts.accountHolder, value: membership.accountHolder },
  ].filter((line) => line.value !== '');
  if (lines.length === 0) return null;
  return (
    <section className="membership-fee" aria-labelledby="lidgeld">
      <h2 id="lidgeld">{texts.fee}</h2>
      <dl>
        {lines.map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
