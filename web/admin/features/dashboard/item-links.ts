import { adminPaths } from '../../../../server/contracts/admin-paths';

/**
 * Where each counted item of the dashboard leads. The applications and messages screens are made
 * beside this one: their paths join adminPaths with their lines in adminScreens.
 */
export const itemLinks = {
  applications: '/admin/aanvragen',
  messages: adminPaths.messages,
  failedMail: adminPaths.failedMail,
  membersWithoutEmail: `${adminPaths.members}?email=nee`,
} as const;
