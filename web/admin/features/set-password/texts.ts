import { minPasswordLength } from '../../../../server/contracts/account-payload';
import { passwordLinkTexts } from '../../../../server/contracts/session';

/**
 * The screen of a mailed set-password link (/admin/wachtwoord?code=…): a new administrator's, from the
 * promotion mail, or an admin's who forgot the password.
 */
export const setPasswordTexts = {
  title: 'Wachtwoord kiezen',
  checking: 'Link controleren…',
  greeting: (firstName: string) => `Dag ${firstName}`,
  intro:
    'Je bent nu beheerder van de website. Kies je wachtwoord; daarna meld je je aan met je e-mailadres ' +
    'en dit wachtwoord. Deze link werkt maar één keer.',
  resetIntro:
    'Kies een nieuw wachtwoord. Daarna meld je je aan met je e-mailadres en dit wachtwoord. ' +
    'Deze link werkt maar één keer.',
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
