import { adminPaths } from '../../../../server/contracts/admin-paths';

/** Where each counted item of the dashboard leads. */
export const itemLinks = {
  applications: adminPaths.applications,
  messages: adminPaths.messages,
  failedMail: adminPaths.failedMail,
  // The dashboard counts active members only: the list opens on the same members.
  membersWithoutEmail: `${adminPaths.members}?actief=ja&email=nee`,
} as const;
