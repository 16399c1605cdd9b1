import type { ChainedCommands, Editor } from '@tiptap/core';
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

/**
 * A button for a command: run, it gives the editor its focus back, so typing goes on where it was;
 * tried without running, it tells whether it can run now. `active` names the format it switches.
 */
function button(
  id: string,
  name: string,
  glyph: string,
  command: (chain: ChainedCommands) => ChainedCommands,
  active?: (editor: Editor) => boolean,
): ToolbarButton {
  return {
    id,
    name,
    glyph,
    run: (e) => command(e.chain().focus()).run(),
    can: (e) => command(e.can().chain()).run(),
    ...(active ? { active } : {}),
  };
}

const isActive = (format: string, attributes?: Record<string, unknown>) => (e: Editor) =>
  e.isActive(format, attributes);

export const groups: ToolbarButton[][] = [
  [
    button('bold', texts.bold, 'B', (c) => c.toggleBold(), isActive('bold')),
    button('italic', texts.italic, 'I', (c) => c.toggleItalic(), isActive('italic')),
    button('underline', texts.underline, 'U', (c) => c.toggleUnderline(), isActive('underline')),
  ],
  [
    button('paragraph', texts.paragraph, '¶', (c) => c.setParagraph(), isActive('paragraph')),
    ...([2, 3] as const).map((level) =>
      button(
        `heading-${level}`,
        level === 2 ? texts.heading2 : texts.heading3,
        `H${level}`,
        (c) => c.toggleHeading({ level }),
        isActive('heading', { level }),
      ),
    ),
  ],
  [
    button('bullet-list', texts.bulletList, '•', (c) => c.toggleBulletList(), isActive('bulletList')),
    button('ordered-list', texts.orderedList, '1.', (c) => c.toggleOrderedList(), isActive('orderedList')),
  ],
  [button('undo', texts.undo, '↶', (c) => c.undo()), button('redo', texts.redo, '↷', (c) => c.redo())],
  [
    // SPEC §9: a new table is 3 by 3 with a header row.
    button('insert-table', texts.insertTable, '▦', (c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true })),
    button('add-row', texts.addRow, '+R', (c) => c.addRowAfter()),
    button('delete-row', texts.deleteRow, '−R', (c) => c.deleteRow()),
    button('add-column', texts.addColumn, '+K', (c) => c.addColumnAfter()),
    button('delete-column', texts.deleteColumn, '−K', (c) => c.deleteColumn()),
    button('delete-table', texts.deleteTable, '×▦', (c) => c.deleteTable()),
  ],
];
export const buttons = groups.flat();
