import type { Store } from '../store';

/** GET /admin/api/database: the store answers, with how much it holds and the mail waiting to go. */
export function storeStatus(store: Store) {
  const collections = {
    members: store.members.size,
    events: store.events.size,
    pages: store.pages.size,
    newsletters: store.newsletters.size,
    images: store.images.size,
    pendingMail: store.mail.filter((mail) => mail.status === 'pending').length,
    failedMail: store.mail.filter((mail) => mail.status === 'failed').length,
    contactMessages: store.contactMessages.size,
  };
  return { status: 'ok' as const, schemaVersion: store.schemaVersion(), collections };
}
