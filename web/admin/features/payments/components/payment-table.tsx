import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { PendingMark, useBlockedId } from '../../../components/pending-mark';
import { usePendingIds } from '../../../outbox/use-outbox';
import type { PaymentMember } from '../api/get-payment-members';
import { paymentTexts as texts } from '../texts';

type PaymentTableProps = {
  members: readonly PaymentMember[];
  /** Members whose payment is being saved: their box waits for the answer. */
  busyIds: ReadonlySet<number>;
  onPaidChange: (member: PaymentMember, paid: boolean) => void;
};

export const fullName = (member: PaymentMember) => `${member.firstName} ${member.lastName}`;

/** Naam, E-mail, Actief and the box 'Betaald' per member; nothing else of them (the treasurer's view). */
export function PaymentTable({ members, busyIds, onPaidChange }: PaymentTableProps) {
  const pending = usePendingIds(adminApiPaths.payments.members);
  const blocked = useBlockedId(adminApiPaths.payments.members);
  if (members.length === 0) return <p>{texts.empty}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table payments-table">
        <caption className="visually-hidden">{texts.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.columns.name}</th>
            <th scope="col">{texts.columns.email}</th>
            <th scope="col">{texts.columns.active}</th>
            <th scope="col">{texts.columns.paid}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const name = fullName(member);
            const busy = busyIds.has(member.id);
            return (
              <tr key={member.id}>
                <th scope="row">
                  {name}
                  <PendingMark pending={pending.has(member.id)} blocked={blocked === member.id} />
                </th>
                <td>{member.email ?? <span className="admin-hint">{texts.noEmail}</span>}</td>
                <td>{member.active ? texts.yes : texts.no}</td>
                <td className="payments-paid">
                  <input
                    type="checkbox"
                    aria-label={texts.paidLabel(name)}
                    checked={member.paid}
                    // aria-disabled rather than disabled: the box keeps the keyboard focus while it saves.
                    aria-disabled={busy || undefined}
                    onChange={(event) => {
                      if (!busy) onPaidChange(member, event.target.checked);
                    }}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
