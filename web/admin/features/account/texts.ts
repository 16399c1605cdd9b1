/** SPEC §2 "Profile and password dialogs", §5 and §8. */
export const accountTexts = {
  profileTitle: 'Edit Profile',
  profileHint: 'Je gegevens wijzig je bij Leden; dit venster toont ze enkel.',
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  email: 'E-mail',
  phoneNumber: 'Telefoon',
  save: 'Opslaan',
  passwordTitle: 'Wachtwoord wijzigen',
  oldPassword: 'Huidig wachtwoord',
  newPassword: 'Nieuw wachtwoord',
  confirmPassword: 'Bevestig nieuw wachtwoord',
  changed: 'Je wachtwoord is gewijzigd.',
  failed: 'Wijzigen mislukt',
  unknown: 'Onbekende fout',
  busy: 'Bezig…',
} as const;

/** The screen 'Tweestapsverificatie' (issue "Board accounts"); our own Dutch, in the admin's tone. */
export const twoStepPageTexts = {
  title: 'Tweestapsverificatie',
  intro:
    'Met tweestapsverificatie vraagt het beheer na je wachtwoord ook een code uit een authenticator-app op je gsm ' +
    '(bv. Google Authenticator, Microsoft Authenticator of FreeOTP). Wie alleen je wachtwoord kent, komt er dan niet in.',
  required: 'De club vraagt dat elke beheerder tweestapsverificatie gebruikt. Stel ze eerst in; daarna kan je verder.',
  loading: 'Tweestapsverificatie laden…',
  loadFailed: 'Kon de tweestapsverificatie niet laden',
  off: 'Tweestapsverificatie staat uit.',
  on: 'Tweestapsverificatie staat aan.',
  codesLeft: (count: number) =>
    count === 1 ? 'Je hebt nog 1 ongebruikte herstelcode.' : `Je hebt nog ${count} ongebruikte herstelcodes.`,
  start: 'Tweestapsverificatie instellen',
  starting: 'Bezig…',
  startFailed: 'Instellen mislukt',
  scanTitle: '1. Scan de QR-code',
  scan: 'Open je authenticator-app, kies om een account toe te voegen en scan deze QR-code.',
  qrAlt: 'QR-code om de club toe te voegen aan je authenticator-app',
  typeInstead: 'Lukt scannen niet? Typ dan deze sleutel in je app.',
  secretLabel: 'Sleutel',
  confirmTitle: '2. Typ de code uit je app',
  code: 'Code uit je authenticator-app',
  confirm: 'Bevestigen',
  confirming: 'Controleren…',
  confirmFailed: 'Bevestigen mislukt',
  codesTitle: 'Je herstelcodes',
  codesWarning:
    'Bewaar deze codes nu op een veilige plaats (afgedrukt, of in een wachtwoordbeheerder): je ziet ze maar één keer. ' +
    'Ben je je gsm kwijt, dan meld je je aan met een herstelcode. Elke code werkt één keer.',
  codesLabel: 'Herstelcodes',
  copy: 'Kopiëren',
  copied: 'De herstelcodes zijn gekopieerd.',
  copyFailed: 'Kopiëren lukte niet: selecteer de codes en kopieer ze zelf.',
  download: 'Download',
  fileName: 'herstelcodes.txt',
  fileHeading: (site: string) => `Herstelcodes voor het beheer van ${site}. Elke code werkt één keer.`,
  done: 'Klaar, ik heb ze bewaard',
  enabled: 'Tweestapsverificatie staat aan.',
  disableTitle: 'Uitzetten',
  disableHint:
    'Geef je wachtwoord en een code uit je app (of een herstelcode) om de tweestapsverificatie uit te zetten.',
  password: 'Wachtwoord',
  disableCode: 'Code uit je app of herstelcode',
  disable: 'Uitzetten',
  disabling: 'Bezig…',
  disableFailed: 'Uitzetten mislukt',
} as const;
