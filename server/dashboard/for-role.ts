import { roleGroups, type AdminRole, type DashboardAnswer } from '../contracts';

const sees = (group: readonly AdminRole[], role: AdminRole) => group.includes(role);

/**
 * The dashboard as one role may see it: the secretariat's items (applications, messages, failed mails,
 * members without e-mail) for the roles that read them, the walks and newsletter sends for the editors.
 * What a role may not use counts 0 and lists nothing, so the screen and the sidebar need no test of their
 * own: a 0 shows no item and no badge.
 */
export function dashboardForRole(answer: DashboardAnswer, role: AdminRole): DashboardAnswer {
  const secretary = sees(roleGroups.secretaries, role);
  const editor = sees(roleGroups.editors, role);
  if (secretary && editor) return answer;
  const { counts } = answer;
  return {
    counts: {
      applications: secretary ? counts.applications : 0,
      messages: secretary ? counts.messages : 0,
      failedMail: secretary ? counts.failedMail : 0,
      membersWithoutEmail: secretary ? counts.membersWithoutEmail : 0,
      walksWithoutReport: editor ? counts.walksWithoutReport : 0,
    },
    nextOwnWalk: editor ? answer.nextOwnWalk : null,
    walksWithoutReport: editor ? answer.walksWithoutReport : [],
    newsletterSends: editor ? answer.newsletterSends : [],
  };
}
