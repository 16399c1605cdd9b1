import type { z } from 'zod';
import type { applicationDataSchema } from '../../server/contracts';
import type { Store } from '../../server/store';

/** An application as the public form sends it (POST /api/members), for a test to change a field of. */
export const applicationForm = {
  firstName: 'Sofie',
  lastName: 'Van Damme',
  email: 'sofie@example.be',
  dateOfBirth: '1990-05-17',
  gender: 'female',
  phoneNumber: '0472 00 11 22',
  remarks: 'Ik wandel graag de 21 km.',
  address: { street: 'Markt', houseNumber: '3', busNumber: 'A', city: 'Tielt', postalCode: '8700', country: 'België' },
  role: 'MEMBER',
  boardTitle: null,
  boardMemberSortOrder: null,
  recaptchaToken: '',
};

/** A kept application, straight in the store: each test states only the fields it is about. */
export function makeApplication(store: Store, data: Partial<z.input<typeof applicationDataSchema>> = {}) {
  return store.applications.create({
    firstName: 'Sofie',
    lastName: 'Van Damme',
    email: 'sofie@example.be',
    dateOfBirth: '1990-05-17',
    receivedAt: '2026-11-20T10:00:00.000Z',
    ...data,
  });
}
