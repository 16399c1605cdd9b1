import { pageHeadTexts } from '../../../../server/contracts/page-heads';

/** Dutch texts of the members / club page (SPEC §2 "Members / club page", §9 static stats). */
export const clubTexts = {
  title: pageHeadTexts.members.title,
  description: pageHeadTexts.members.description,
  heading: 'Onze Leden en Bestuur',
  welcomeGreeting: 'Beste wandelvrienden,',
  welcome: (club: string) => [
    `Van harte welkom bij ${club}! Onze club werd in 2025 opgericht door een groep vrienden met één gedeelde liefde: wandelen door het Houtland. Elk jaar organiseren we minstens twee eigen wandeltochten langs de mooiste plekjes van onze streek, met goed bepijlde routes, een warm onthaal en een drankje en een hapje aan democratische prijzen.`,
    'Achter elke tocht staat een ploeg van bestuursleden, helpers en vrijwilligers die er met veel goesting hun vrije tijd in steken. Op deze pagina stellen we ze graag aan je voor. Heb je een vraag, een idee of wil je een handje toesteken? Spreek ons gerust aan op een tocht of stuur ons een berichtje.',
    'Tot binnenkort, op een van onze wandelingen!',
  ],
  welcomeSignature: 'De voorzitter',
  board: 'Bestuur',
  boardLoading: 'Bestuur laden…',
  aids: 'Helpers',
  members: 'Onze leden',
  memberCount: (club: string) => `Leden ${club}`,
  foundingMembers: 'Stichtende leden',
  foundingMembersValue: '8',
  volunteers: 'Medewerkers en vrijwilligers',
  volunteersValue: '50+',
  joinHeading: 'Wil je lid worden?',
  joinText: (club: string) => `Jong of oud: wie graag wandelt, is van harte welkom bij ${club}.`,
  joinLink: 'Word lid',
};
