import { pageHeadTexts } from '../../../../server/contracts/page-heads';

/** Dutch texts of the walk lists and the home page's next walk (SPEC §2 "Home", "Walk lists"). */
export const walkListTexts = {
  loading: 'Wandeltochten laden…',
  upcoming: 'Toekomstige Wandeltochten',
  past: 'Afgelopen Wandeltochten',
  noUpcoming: 'Er zijn momenteel geen toekomstige wandeltochten gepland.',
  noPast: 'Er zijn nog geen afgelopen wandeltochten.',
  otherTitle: pageHeadTexts.otherWalks.title,
  otherDescription: pageHeadTexts.otherWalks.description,
  ownTitle: pageHeadTexts.ownWalks.title,
  ownIntro: (clubName: string) =>
    `${clubName} organiseert elk jaar minstens twee eigen wandeltochten in het Houtland. Iedereen is welkom, lid of niet.`,
  ownDescription: pageHeadTexts.ownWalks.description,
  whatToExpect: 'Wat te verwachten',
  whatToExpectItems: [
    'Drank en eten aan democratische prijzen.',
    'Bepijlde routes langs de mooiste plekjes van de streek.',
  ],
  whatYouNeed: 'Wat heb je nodig',
  whatYouNeedItems: [
    'Goed humeur.',
    'Stevige wandelschoenen en aangepaste kledij.',
    'Respect voor de vrijwilligers die de tocht mogelijk maken.',
  ],
};
