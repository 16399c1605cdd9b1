import { textFields } from '../../../../server/contracts/limits';
import { componentTexts } from '../../components/texts';

/** "Wachtwoord vergeten?" (/admin/wachtwoord-vergeten): the address to mail a link to. */
export const forgotPasswordTexts = {
  title: 'Wachtwoord vergeten',
  intro:
    'Vul het e-mailadres in waarmee je je aanmeldt. Hoort het bij een beheerder, dan krijg je een e-mail ' +
    'met een link om een nieuw wachtwoord te kiezen.',
  email: textFields.email.label,
  submit: 'Stuur de link',
  busy: 'Versturen…',
  failed: 'Versturen mislukt. Probeer het opnieuw.',
  toLogin: componentTexts.toLogin,
} as const;
