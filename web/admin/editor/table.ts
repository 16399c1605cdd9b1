import { Table } from '@tiptap/extension-table';
import type { Node as PmNode } from '@tiptap/pm/model';
import { columnResizing, columnResizingPluginKey, TableView as ResizableTableView } from '@tiptap/pm/tables';

// SPEC §9: a cell can be dragged down to 25 px, a column without a set width counts as 100 px,
// the resize handle is 5 px wide. These are prosemirror-tables' own defaults.
const cellMinWidth = 25;
const defaultCellWidth = 100;
const handleWidth = 5;

/** Columns without a width of their own get the default width, yet can be dragged down to the minimum. */
class ClubTableView extends ResizableTableView {
  // Tiptap passes the minimum (and more) here; prosemirror-tables' view wants the default width.
  constructor(node: PmNode) {
    super(node, defaultCellWidth);
  }
}

/**
 * Tiptap's table, resizable, but with the minimum and default column widths kept apart:
 * Tiptap gives its resizer and view the minimum as the default width too, so a new
 * column would start 25 px narrow.
 */
export const ClubTable = Table.extend({
  addProseMirrorPlugins() {
    const plugins = this.parent?.() ?? [];
    return plugins.map((plugin) =>
      plugin.spec.key === columnResizingPluginKey
        ? columnResizing({
            handleWidth,
            cellMinWidth,
            defaultCellMinWidth: defaultCellWidth,
            // The table's node view below draws the columns; the resizer only drags.
            View: null,
            lastColumnResizable: this.options.lastColumnResizable,
          })
        : plugin,
    );
  },
}).configure({ resizable: true, handleWidth, cellMinWidth, View: ClubTableView });
