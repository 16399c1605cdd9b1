/**
 * The key that signs admin tokens and unsubscribe links, generated once into DATA_DIR when JWT_SECRET
 * is not set (server/auth/secret.ts). Not a collection, yet part of the data: upgrades copy it aside,
 * backups carry it, and the start checks that only the server's user can read it.
 */
export const secretFileName = 'jwt-secret';
