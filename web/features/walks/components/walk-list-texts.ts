import { pageHeadTexts } from '../../../../server/contracts/page-heads';

/**
 * Dutch texts of the walk lists and the home page's next walk (SPEC §2 "Home", "Walk lists"). The own
 * walks' intro and what to expect / bring are the club's: settings.texts.ownWalks, expect, bring.
 */
export const walkListTexts = {
  loading: 'Wandeltochten laden…',
  upcoming: 'Toekomstige Wandeltochten',
  past: 'Afgelopen Wandeltochten',
  noUpcoming: 'Er zijn momenteel geen toekomstige wandeltochten gepland.',
  noPast: 'Er zijn nog geen afgelopen wandeltochten.',
  otherTitle: pageHeadTexts.otherWalks.title,
  otherDescription: pageHeadTexts.otherWalks.description,
  ownTitle: pageHeadTexts.ownWalks.title,
  ownDescription: pageHeadTexts.ownWalks.description,
  whatToExpect: 'Wat te verwachten',
  whatYouNeed: 'Wat heb je nodig',
};
