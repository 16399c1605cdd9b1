import { pageHeadTexts } from '../../../../server/contracts/page-heads';

/**
 * Dutch texts of the members / club page (SPEC §2 "Members / club page"). The chairman's welcome
 * and the fixed figures are the club's own: they come from the settings (texts.clubIntro, club.*).
 */
export const clubTexts = {
  title: pageHeadTexts.members.title,
  description: pageHeadTexts.members.description,
  heading: 'Onze Leden en Bestuur',
  board: 'Bestuur',
  boardLoading: 'Bestuur laden…',
  aids: 'Helpers',
  members: 'Onze leden',
  memberCount: (club: string) => `Leden ${club}`,
  foundingMembers: 'Stichtende leden',
  volunteers: 'Medewerkers en vrijwilligers',
  joinHeading: 'Wil je lid worden?',
  joinText: (club: string) => `Jong of oud: wie graag wandelt, is van harte welkom bij ${club}.`,
  joinLink: 'Word lid',
};
