/** The editor toolbar's Dutch tooltips (SPEC §2 "Rich-text editor toolbar"); also each button's accessible name. */
export const editorTexts = {
  bold: 'Vet',
  italic: 'Cursief',
  underline: 'Onderstrepen',
  paragraph: 'Paragraaf',
  heading2: 'Kop 2',
  heading3: 'Kop 3',
  bulletList: 'Opsommingslijst',
  orderedList: 'Genummerde lijst',
  undo: 'Ongedaan maken',
  redo: 'Opnieuw',
  insertTable: 'Tabel invoegen',
  addRow: 'Rij toevoegen',
  deleteRow: 'Rij verwijderen',
  addColumn: 'Kolom toevoegen',
  deleteColumn: 'Kolom verwijderen',
  deleteTable: 'Tabel verwijderen',
  /** The toolbar's name, so each editor's toolbar on a page with several can be told apart. */
  toolbar: (label: string) => `Opmaak: ${label}`,
} as const;
