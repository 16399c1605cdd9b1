import { minPasswordLength } from '../../../../server/contracts/account-payload';
import { passwordLinkTexts } from '../../../../server/contracts/session';

/** A new administrator's screen (/admin/wachtwoord?code=…), opened from the promotion mail. */
export const setPasswordTexts = {
  title: 'Wachtwoord kiezen',
  checking: 'Link controleren…',
  greeting: (firstName: string) => `Dag ${firstName}`,
  intro:
    'Je bent nu beheerder van de website. Kies je wachtwoord; daarna meld je je aan met je e-mailadres ' +
    'en dit wachtwoord. Deze link werkt maar één keer.',
  username: 'Gebruikersnaam',
  usernameHint: 'Je e-mailadres: hiermee meld je je aan.',
  password: 'Nieuw wachtwoord',
  passwordHint: `Minstens ${minPasswordLength} karakters.`,
  confirmPassword: 'Bevestig wachtwoord',
  submit: 'Wachtwoord instellen',
  busy: 'Bezig…',
  noCode: passwordLinkTexts.invalid,
  failed: 'Instellen mislukt. Probeer het opnieuw.',
} as const;
