import { adminPaths } from '../../../../server/contracts/admin-paths';

/** Where each counted item of the dashboard leads. */
export const itemLinks = {
  applications: adminPaths.applications,
  messages: adminPaths.messages,
  failedMail: adminPaths.failedMail,
  membersWithoutEmail: `${adminPaths.members}?email=nee`,
} as const;
