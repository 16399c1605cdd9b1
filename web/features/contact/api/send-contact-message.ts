import type { ContactMessage } from '../../../../server/contracts/forms';
import { apiPaths } from '../../../../server/contracts/api-paths';
import { apiPost } from '../../../lib/api-client';

export type { ContactMessage };

/** POST /api/mail/contact; the server answers 201 with a thank-you, or a Dutch error with field messages. */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await apiPost<{ message: string }>(apiPaths.contact, message);
}
