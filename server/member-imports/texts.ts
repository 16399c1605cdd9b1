import { limitTexts, memberImportLimits } from '../contracts';

/** Every Dutch sentence of the member import, in one place. */
export const importTexts = {
  noFile: 'Kies een bestand (.xlsx of .csv) in het veld "file".',
  tooLarge: 'Het bestand is te groot (maximaal 5 MB).',
  notASpreadsheet:
    'Dit bestand is geen Excel-bestand (.xlsx) of CSV-bestand. Bewaar de lijst in Excel als .xlsx of als CSV en probeer het opnieuw.',
  unreadableXlsx: 'Dit Excel-bestand kan niet gelezen worden. Bewaar het opnieuw als .xlsx en probeer nog eens.',
  unpackedTooLarge: 'Het Excel-bestand is uitgepakt te groot om in te lezen (maximaal 50 MB).',
  unreadableCsv: (detail: string) => `Dit CSV-bestand kan niet gelezen worden: ${detail}`,
  empty: 'Het bestand bevat geen rijen. De eerste rij moet de kolomnamen bevatten.',
  tooManyRows: limitTexts.tooMany({ label: 'Het bestand', max: memberImportLimits.rows, items: 'rijen' }),
  tooManyColumns: limitTexts.tooMany({ label: 'Het bestand', max: memberImportLimits.columns, items: 'kolommen' }),
  cellTooLong: (cell: string) => limitTexts.tooLong({ label: `Cel ${cell}`, max: memberImportLimits.cell }),
  headerTooLong: (cell: string) =>
    limitTexts.tooLong({ label: `De kolomnaam in cel ${cell}`, max: memberImportLimits.header }),
  gone: 'Dit bestand is niet meer beschikbaar (het wordt 30 minuten bewaard). Laad het opnieuw op.',
  mappingLength: 'De koppeling moet precies één keuze per kolom hebben.',
  mappedTwice: (label: string) => `${label} is aan meer dan één kolom gekoppeld.`,
  namesRequired: 'Koppel minstens een kolom aan Voornaam en een kolom aan Achternaam.',
  planChanged: 'De leden zijn gewijzigd sinds de proefrun. Bekijk de proefrun opnieuw voor je importeert.',
  dryRunFirst: 'Bekijk eerst de proefrun; de bevestiging noemt de proefrun die je bevestigt (planKey).',
  notFound: 'Deze import bestaat niet.',
  formerAdmin: 'een verwijderde beheerder',
  deletedMember: (id: number) => `het verwijderde lid nr. ${id}`,
  alreadyUndone: 'Deze import werd al ongedaan gemaakt.',
  changedSince: (names: string) =>
    `Deze import kan niet meer ongedaan gemaakt worden: deze leden werden sindsdien gewijzigd of verwijderd: ${names}.`,
  andMore: (count: number) => `en ${count} ${count === 1 ? 'ander' : 'andere'}`,
  // Per row of a dry run.
  badDate: (label: string, value: string) =>
    `${label}: "${value}" is geen datum (gebruik dd/mm/jjjj, d-m-jjjj of jjjj-mm-dd).`,
  badBoolean: (label: string, value: string) => `${label}: "${value}" is geen ja of nee.`,
  badRole: (label: string, value: string) => `${label}: "${value}" is geen gekende rol.`,
  badGender: (label: string, value: string) => `${label}: "${value}" is geen geslacht (m, v of x).`,
  badOrder: (label: string, value: string) => `${label}: "${value}" is geen geheel getal (0 of meer).`,
  badEmail: (value: string) => `E-mail: "${value}" is geen geldig e-mailadres.`,
  sameAsRow: (row: number) => `Dezelfde persoon als rij ${row} van het bestand.`,
  adminEmail:
    'Dit lid is beheerder: zijn e-mailadres is zijn aanmelding en wordt niet via een import gewijzigd. ' +
    'Pas het aan in de ledenlijst.',
  twoMembers: (email: string, byEmail: string, byName: string) =>
    `Het e-mailadres ${email} hoort bij ${byEmail}, maar naam en geboortedatum bij ${byName}.`,
  severalMembers: (names: string) => `Meer dan één lid past bij deze rij: ${names}.`,
  sameName: (name: string) => `Nieuw lid; ${name} heeft dezelfde naam, maar een ander e-mailadres.`,
  sharedEmail: (name: string) => `Nieuw lid; het e-mailadres wordt ook gebruikt door ${name}.`,
  incomplete: 'Deze rij is onvolledig.',
} as const;

/** How a value reads in a dry run's "old → new". */
export const valueTexts = {
  empty: '(leeg)',
  yes: 'ja',
  no: 'nee',
} as const;
