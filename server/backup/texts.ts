/** What backups and restores tell the operator and the admin; in one place, as each feature keeps its texts. */
export const backupTexts = {
  nothingRestored: 'Er werd niets hersteld.',
  verified: (file: string, createdAt: string, files: number, size: string) =>
    `${file} is een volledige back-up van ${createdAt} (${size}, ${files} bestanden): elke controlesom klopt.`,
  made: (file: string, size: string, files: number) => `Back-up gemaakt: ${file} (${size}, ${files} bestanden).`,
  rotated: (count: number, keep: number) =>
    count === 1
      ? `1 oudere back-up verwijderd; de ${keep} nieuwste blijven bewaard.`
      : `${count} oudere back-ups verwijderd; de ${keep} nieuwste blijven bewaard.`,
  folderUnusable: (folder: string, reason: string) =>
    `De back-up kon niet geschreven worden in ${folder} (${reason}). Kies een map waarin de server mag schrijven, ` +
    'met genoeg vrije ruimte (BACKUP_DIR of `backup <map>`).',
  diskFull: (folder: string) =>
    `De schijf is vol: het paste niet in ${folder}. Er werd niets achtergelaten; maak ruimte vrij of kies een andere map.`,

  // Reading an archive: one sentence per way it can be wrong.
  notFound: (file: string) => `Het bestand ${file} bestaat niet of kan niet gelezen worden.`,
  notABackup: (file: string) =>
    `${file} is geen back-up van deze website: het is geen .tar.gz-archief dat \`npm run admin -- backup\` maakte.`,
  unsafeEntry: (name: string) =>
    `De back-up bevat een onveilig pad (${name}): een absoluut pad, een .. of iets dat buiten de gegevensmappen zou ` +
    'belanden.',
  notAFile: (name: string) => `De back-up bevat ${name}, dat geen gewoon bestand is (een koppeling, map of apparaat).`,
  foreignEntry: (name: string) => `De back-up bevat ${name}, dat niet in een back-up van deze website hoort.`,
  duplicateEntry: (name: string) => `De back-up bevat ${name} twee keer; ze is beschadigd.`,
  tooLarge: (name: string) =>
    `De back-up is beschadigd bij ${name}: dat bestand is groter dan de inhoudslijst of dan zo een bestand kan zijn.`,
  tooManyEntries: (limit: number) =>
    `De back-up bevat meer dan ${limit} bestanden; dat is geen back-up van deze website.`,
  damagedAt: (name: string) =>
    `De back-up is beschadigd bij ${name}: de inhoud klopt niet met de controlesom in de inhoudslijst. ` +
    'Neem een andere back-up.',
  damaged: 'De back-up is beschadigd (het archief is niet leesbaar). Neem een andere back-up.',
  incomplete: 'De back-up is onvolledig: het bestand houdt te vroeg op (was het kopiëren of downloaden niet klaar?).',
  missingFile: (name: string) => `De back-up is onvolledig: ${name} staat in de inhoudslijst maar ontbreekt.`,
  notListed: (name: string) => `De back-up is beschadigd: ${name} staat niet in de inhoudslijst (manifest.json).`,
  missingManifest: 'De back-up is onvolledig: de inhoudslijst (manifest.json) ontbreekt aan het einde.',
  badManifest: 'De inhoudslijst (manifest.json) van de back-up is onleesbaar.',
  newerFormat: (version: number) =>
    `Deze back-up heeft formaat ${version} en werd gemaakt door een nieuwere versie van de website. ` +
    'Werk de website eerst bij en herstel dan.',
  newerSchema: (archived: number, current: number) =>
    `Deze back-up heeft schemaversie ${archived}, nieuwer dan deze versie van de website (${current}). ` +
    'Werk de website eerst bij en herstel dan.',
  metaMismatch: 'De back-up is beschadigd: data/meta.json spreekt de inhoudslijst tegen.',

  // Restoring.
  serverRunning: (dataDir: string) =>
    `Er draait een server (of een andere beheeropdracht) op ${dataDir}. Stop de server eerst en herstel dan; ` +
    'start hem daarna opnieuw.',
  notEmpty: (dir: string) =>
    `${dir} is niet leeg. Herstellen zou die gegevens vervangen. Kies een lege map (DATA_DIR en UPLOADS_DIR), ` +
    'of gebruik --force: dan wordt de huidige inhoud eerst opzij gezet, niets gaat verloren.',
  nested: (dataDir: string, uploadsDir: string) =>
    `DATA_DIR (${dataDir}) en UPLOADS_DIR (${uploadsDir}) liggen in elkaar; herstellen kan enkel in twee aparte mappen.`,
  restored: (createdAt: string, files: number, dataDir: string, uploadsDir: string) =>
    `Back-up van ${createdAt} hersteld (${files} bestanden) in ${dataDir} en ${uploadsDir}. Start nu de server. ` +
    'Een back-up bevat geen aanmeldingen: elke beheerder meldt zich opnieuw aan.',
  movedAside: (dir: string, aside: string) => `De vorige inhoud van ${dir} staat nu in ${aside}.`,

  // The admin's download.
  busy: 'Er wordt al een back-up gemaakt. Probeer het over een minuut opnieuw.',
  tooMany: 'Je hebt het afgelopen uur al genoeg back-ups gedownload. Probeer het later opnieuw.',

  usage: {
    backup: 'Gebruik: backup [map] [--keep N]',
    restore: 'Gebruik: restore <bestand.tar.gz> [--force]',
    verify: 'Gebruik: verify <bestand.tar.gz>',
    keep: '--keep is het aantal back-ups dat bewaard blijft: een geheel getal van 1 tot 365.',
  },
};
