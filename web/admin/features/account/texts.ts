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
