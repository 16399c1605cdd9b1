import { adminPaths, adminScreens } from '../../../../server/contracts/admin-paths';

/** Where each counted item of the dashboard leads. */
export const itemLinks = {
  applications: adminPaths.applications,
  messages: adminPaths.messages,
  failedMail: adminPaths.failedMail,
  // The dashboard counts active members only: the list opens on the same members.
  membersWithoutEmail: `${adminPaths.members}?actief=ja&email=nee`,
} as const;

/**
 * The screen each item is done on: an item shows only to a role that may open it (the server leaves
 * the others out as well; this keeps an answer kept from before a role change from showing them).
 */
export const itemScreens = {
  applications: adminScreens.applications,
  messages: adminScreens.messages,
  failedMail: adminScreens.failedMail,
  membersWithoutEmail: adminScreens.members,
  walksWithoutReport: adminScreens.walks,
  newsletterSends: adminScreens.newsletters,
  nextOwnWalk: adminScreens.walks,
} as const;
