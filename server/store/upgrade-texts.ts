/** What the start says about the data's version, for the operator in Dutch (server/store/upgrade.ts). */
export const upgradeTexts = {
  upgraded: (dataDir: string, from: number, to: number, appVersion: string, copy: string) =>
    `De gegevens in ${dataDir} zijn bijgewerkt van schemaversie ${from} naar ${to} (server ${appVersion}). ` +
    `Een kopie van de bestanden zoals ze waren staat in ${copy}.`,

  newer: (found: {
    dataDir: string;
    schemaVersion: number;
    writtenBy: string | undefined;
    current: number;
    appVersion: string;
    copy: string | undefined;
  }) =>
    `De gegevens in ${found.dataDir} zijn van een nieuwere versie van de server: schemaversie ${found.schemaVersion}` +
    `${found.writtenBy ? `, laatst geschreven door versie ${found.writtenBy}` : ''}. ` +
    `Deze server (versie ${found.appVersion}) kent hoogstens schemaversie ${found.current} en start niet, ` +
    'zodat hij niets aan die gegevens beschadigt.\n' +
    `Wat nu: installeer opnieuw ${found.writtenBy ? `versie ${found.writtenBy}` : 'de versie die ze schreef'} ` +
    '(of een nieuwere)' +
    (found.copy
      ? `; of, om met deze versie verder te gaan: stop de server en zet de kopie van vóór de upgrade terug ` +
        `(de bestanden uit ${found.copy} naar ${found.dataDir}). Wat sindsdien veranderde, gaat dan verloren.`
      : '; of zet een back-up terug die met deze versie gemaakt werd.'),

  copyFailed: (copy: string, reason: string) =>
    `Kon vóór de upgrade geen kopie van de gegevens maken in ${copy}: ${reason}\n` +
    'Er werd niets gewijzigd. Los dit op (bv. schijfruimte of rechten) en start opnieuw.',

  stepFailed: (dataDir: string, from: number, to: number, copy: string, reason: string) =>
    `De upgrade van de gegevens in ${dataDir} van schemaversie ${from} naar ${to} is mislukt: ${reason}\n` +
    `Er werd niets gewijzigd; de bestanden zoals ze waren staan ook in ${copy}. ` +
    'Start de vorige versie van de server opnieuw, of los het genoemde probleem op en start deze versie opnieuw.',

  writeFailed: (dataDir: string, from: number, to: number, copy: string, reason: string) =>
    `De upgrade van de gegevens in ${dataDir} van schemaversie ${from} naar ${to} is mislukt ` +
    `tijdens het schrijven: ${reason}\n` +
    'Een deel van de bestanden kan al bijgewerkt zijn. Start deze versie opnieuw om de upgrade over te doen, ' +
    `of zet de bestanden uit ${copy} terug in ${dataDir} en start de vorige versie.`,

  badMeta: (file: string, notJson: boolean) =>
    `${file} is ongeldig (${notJson ? 'geen geldige JSON' : 'verwacht: { "schemaVersion": een geheel getal, "appVersion": "…" }'}). ` +
    'Dat bestand zegt in welke schemaversie de gegevens staan; zet het terug uit een back-up.',

  badDataFile: (file: string, notJson: boolean) =>
    `${file} is geen geldig gegevensbestand (${notJson ? 'geen geldige JSON' : 'verwacht: { "nextId": …, "records": [ … ] }'}). ` +
    'Zet het terug uit een back-up of uit een kopie in de map upgrades.',
} as const;
