import { backupTexts } from '../backup/texts';

/** What the CLI and the control socket tell the operator; in one place, as each feature keeps its texts. */
export const controlTexts = {
  commands:
    'Opdrachten: reset-password <e-mail> | create-admin <e-mail> [wachtwoord] | backup [map] [--keep N] | ' +
    'restore <bestand.tar.gz> [--force] | verify <bestand.tar.gz>',
  usage: {
    resetPassword: 'Gebruik: reset-password <e-mail>',
    createAdmin: 'Gebruik: create-admin <e-mail> [wachtwoord]',
    backup: backupTexts.usage.backup,
    keep: backupTexts.usage.keep,
    restore: backupTexts.usage.restore,
  },
  badEmail: 'Dat is geen geldig e-mailadres.',
  shortPassword: 'Het wachtwoord moet minstens 8 tekens hebben.',
  noAdmin: (email: string) => `Geen beheerder met e-mailadres ${email}.`,
  newPassword: (email: string, password: string) => `Nieuw wachtwoord voor ${email}: ${password}`,
  alreadyAdmin: (email: string) => `${email} is al beheerder; gebruik reset-password voor een nieuw wachtwoord.`,
  madeAdmin: (email: string) => `${email} is nu beheerder.`,
  madeAdminWithPassword: (email: string, password: string) => `${email} is nu beheerder, wachtwoord: ${password}`,
  badRequest: 'De server begreep de opdracht niet. Gebruik de opdrachtregel van dezelfde versie als de server.',
  failed: 'De opdracht is mislukt; de server schreef de oorzaak in zijn logboek.',
  notAnswering: (dataDir: string) =>
    `De server lijkt te draaien op ${dataDir} (de gegevensmap is vergrendeld), maar hij antwoordt niet. ` +
    'Is hij nog aan het starten of loopt er nog een andere beheeropdracht, wacht dan even en probeer opnieuw. ' +
    'Is hij net afgebroken, probeer het dan over tien seconden opnieuw. ' +
    'Hangt hij, stop hem dan en voer de opdracht uit terwijl hij gestopt is.',
  noAccess: (socketPath: string) =>
    `Geen toegang tot de server via ${socketPath}. Voer de opdracht uit als de gebruiker waaronder de server draait.`,
  pathTooLong: (dataDir: string, limit: number) =>
    `De server draait op ${dataDir}, maar dat pad is te lang voor zijn bedieningskanaal (hoogstens ${limit} bytes ` +
    'voor het hele socketpad). Stop de server en voer de opdracht dan uit, of kies een kortere DATA_DIR.',
  serverPathTooLong: (dataDir: string) =>
    `Let op: het pad ${dataDir} is te lang voor het bedieningskanaal; \`npm run admin\` werkt daarom enkel ` +
    'terwijl de server gestopt is. Kies een kortere DATA_DIR om dat te verhelpen.',
  serverNoChannel: (reason: string) =>
    `Let op: het bedieningskanaal kon niet starten (${reason}); \`npm run admin\` werkt enkel terwijl de server gestopt is.`,
  hungUp: 'De server verbrak de verbinding zonder antwoord; kijk in het logboek van de server.',
  badAnswer: 'De server gaf een onverwacht antwoord. Gebruik de opdrachtregel van dezelfde versie als de server.',
};
