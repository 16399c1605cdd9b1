import type { Editor } from '@tiptap/core';
import { editorTexts as texts } from './texts';

/** One toolbar button: its command and how to tell whether it can run or is on. */
export type ToolbarButton = {
  /** Names the button's CSS class, e.g. rich-text-button-bold. */
  id: string;
  name: string;
  glyph: string;
  run: (editor: Editor) => boolean;
  /** Whether the command could run now; a button that would do nothing is disabled. */
  can: (editor: Editor) => boolean;
  /** For buttons that switch a format on and off: whether it is on at the cursor. */
  active?: (editor: Editor) => boolean;
};

// Every command ends by giving the editor its focus back, so typing goes on where it was.
export const groups: ToolbarButton[][] = [
  [
    {
      id: 'bold',
      name: texts.bold,
      glyph: 'B',
      run: (e) => e.chain().focus().toggleBold().run(),
      can: (e) => e.can().toggleBold(),
      active: (e) => e.isActive('bold'),
    },
    {
      id: 'italic',
      name: texts.italic,
      glyph: 'I',
      run: (e) => e.chain().focus().toggleItalic().run(),
      can: (e) => e.can().toggleItalic(),
      active: (e) => e.isActive('italic'),
    },
    {
      id: 'underline',
      name: texts.underline,
      glyph: 'U',
      run: (e) => e.chain().focus().toggleUnderline().run(),
      can: (e) => e.can().toggleUnderline(),
      active: (e) => e.isActive('underline'),
    },
  ],
  [
    {
      id: 'paragraph',
      name: texts.paragraph,
      glyph: '¶',
      run: (e) => e.chain().focus().setParagraph().run(),
      can: (e) => e.can().setParagraph(),
      active: (e) => e.isActive('paragraph'),
    },
    ...([2, 3] as const).map((level) => ({
      id: `heading-${level}`,
      name: level === 2 ? texts.heading2 : texts.heading3,
      glyph: `H${level}`,
      run: (e: Editor) => e.chain().focus().toggleHeading({ level }).run(),
      can: (e: Editor) => e.can().toggleHeading({ level }),
      active: (e: Editor) => e.isActive('heading', { level }),
    })),
  ],
  [
    {
      id: 'bullet-list',
      name: texts.bulletList,
      glyph: '•',
      run: (e) => e.chain().focus().toggleBulletList().run(),
      can: (e) => e.can().toggleBulletList(),
      active: (e) => e.isActive('bulletList'),
    },
    {
      id: 'ordered-list',
      name: texts.orderedList,
      glyph: '1.',
      run: (e) => e.chain().focus().toggleOrderedList().run(),
      can: (e) => e.can().toggleOrderedList(),
      active: (e) => e.isActive('orderedList'),
    },
  ],
  [
    {
      id: 'undo',
      name: texts.undo,
      glyph: '↶',
      run: (e) => e.chain().focus().undo().run(),
      can: (e) => e.can().undo(),
    },
    {
      id: 'redo',
      name: texts.redo,
      glyph: '↷',
      run: (e) => e.chain().focus().redo().run(),
      can: (e) => e.can().redo(),
    },
  ],
  [
    {
      id: 'insert-table',
      name: texts.insertTable,
      glyph: '▦',
      // SPEC §9: a new table is 3 by 3 with a header row.
      run: (e) => e.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      can: (e) => e.can().insertTable({ rows: 3, cols: 3, withHeaderRow: true }),
    },
    {
      id: 'add-row',
      name: texts.addRow,
      glyph: '+R',
      run: (e) => e.chain().focus().addRowAfter().run(),
      can: (e) => e.can().addRowAfter(),
    },
    {
      id: 'delete-row',
      name: texts.deleteRow,
      glyph: '−R',
      run: (e) => e.chain().focus().deleteRow().run(),
      can: (e) => e.can().deleteRow(),
    },
    {
      id: 'add-column',
      name: texts.addColumn,
      glyph: '+K',
      run: (e) => e.chain().focus().addColumnAfter().run(),
      can: (e) => e.can().addColumnAfter(),
    },
    {
      id: 'delete-column',
      name: texts.deleteColumn,
      glyph: '−K',
      run: (e) => e.chain().focus().deleteColumn().run(),
      can: (e) => e.can().deleteColumn(),
    },
    {
      id: 'delete-table',
      name: texts.deleteTable,
      glyph: '×▦',
      run: (e) => e.chain().focus().deleteTable().run(),
      can: (e) => e.can().deleteTable(),
    },
  ],
];
export const buttons = groups.flat();
