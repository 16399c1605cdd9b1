import {
  paymentTexts,
  paymentUpdatePayloadSchema,
  type MemberRecord,
  type PaymentListQuery,
  type PaymentMember,
} from '../contracts';
import { NotFoundError } from '../errors';
import type { Store } from '../store';
import { parseInput } from '../validation';

/** The treasurer's view of a member: a name, an address for a payment request, the payment; nothing more. */
export function toPaymentMember(member: MemberRecord): PaymentMember {
  return {
    id: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email ?? undefined,
    active: member.active,
    paid: member.paid,
    version: member.version,
  };
}

const collator = new Intl.Collator('nl', { sensitivity: 'base' });
const byName = (a: MemberRecord, b: MemberRecord) =>
  collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName) || a.id - b.id;

const searchText = (member: MemberRecord) =>
  `${member.firstName} ${member.lastName} ${member.email ?? ''}`.toLocaleLowerCase('nl');

/**
 * The members as the treasurer sees and changes them (docs/decisions/029-admin-roles.md): whether each
 * paid, searched by name or e-mail. An erased member is no one to ask a payment of.
 */
export function treasurerView(store: Store) {
  return {
    list(query: PaymentListQuery): PaymentMember[] {
      const search = query.zoek?.trim().toLocaleLowerCase('nl') ?? '';
      return store.members
        .filter(
          (member) =>
            member.erasedAt === null &&
            (query.betaald === undefined || member.paid === query.betaald) &&
            (search === '' || searchText(member).includes(search)),
        )
        .sort(byName)
        .map(toPaymentMember);
    },

    /** Sets whether the member paid; `expectedVersion` is the member's version as the treasurer saw it. */
    async setPaid(id: number, raw: unknown, expectedVersion: number | undefined): Promise<PaymentMember> {
      const { paid } = parseInput(paymentUpdatePayloadSchema, raw);
      const written = await store.members.update(
        id,
        (current) => {
          if (current.erasedAt !== null) throw new NotFoundError(paymentTexts.notFound);
          return { ...current, paid };
        },
        { expectedVersion, notFoundMessage: paymentTexts.notFound },
      );
      return toPaymentMember(written);
    },
  };
}
