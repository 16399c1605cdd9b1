/** Dutch texts of the calendar links: one walk into the agenda, the walk calendar as a subscription. */
export const calendarTexts = {
  addWalk: 'Zet in mijn agenda',
  subscribe: 'Abonneer op de wandelkalender',
  subscribeHint: 'Uw agenda-app toont dan vanzelf de nieuwe wandeltochten.',
  noApp: 'Opent er geen agenda?',
  google: 'Abonneer via Google Agenda',
  or: 'of',
  downloadFile: 'download het bestand',
} as const;
