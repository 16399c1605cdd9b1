/**
 * The key of the unsubscribe links, generated once into DATA_DIR when JWT_SECRET is not set
 * (server/auth/secret.ts). It can only unsubscribe members from the newsletter, so it is part of the
 * data: upgrades copy it aside and backups carry it, so links in mails already sent keep working.
 */
export const unsubscribeKeyFileName = 'unsubscribe-key';

/**
 * The key that signed admin tokens before sign-ins became sessions on the server. A start that finds it
 * keeps only the unsubscribe key derived from it and removes it; an older backup may still hold one.
 */
export const formerSecretFileName = 'jwt-secret';
