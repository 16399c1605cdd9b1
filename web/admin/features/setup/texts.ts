import { textFields } from '../../../../server/contracts/limits';
import { setupTexts as serverTexts } from '../../../../server/contracts/setup';
import { componentTexts } from '../../components/texts';

/** The first start's screen (/admin/setup): the club's name and its first administrator. */
export const setupTexts = {
  title: 'Club aanmaken',
  intro:
    'Welkom! Geef je club een naam en maak de eerste beheerder aan. Deze link werkt maar één keer; ' +
    'daarna meld je je aan met het e-mailadres en wachtwoord die je hier kiest.',
  checking: 'Setuplink controleren…',
  clubName: textFields.clubName.label,
  clubNameHint: 'Je kan de naam later nog wijzigen bij Admin.',
  adminLegend: 'De eerste beheerder',
  firstName: textFields.firstName.label,
  lastName: textFields.lastName.label,
  email: textFields.email.label,
  emailHint: 'Hiermee meld je je aan.',
  password: 'Wachtwoord',
  passwordHint: 'Minstens 8 karakters.',
  confirmPassword: 'Herhaal wachtwoord',
  mismatch: componentTexts.passwordMismatch,
  submit: 'Club aanmaken',
  busy: 'Club aanmaken…',
  fixFields: 'Controleer de ingevulde velden.',
  noCode: serverTexts.invalidLink,
  failed: 'Aanmaken mislukt. Probeer het opnieuw.',
} as const;
