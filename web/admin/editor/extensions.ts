import { Extension, type Extensions } from '@tiptap/core';
import { TableKit } from '@tiptap/extension-table';
import { StarterKit } from '@tiptap/starter-kit';
import { ClubTable } from './table';

// SPEC §5: the link mark takes only these schemes (what the server's sanitizer keeps too).
const allowedSchemes = ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp'];

/**
 * True for a link with one of the allowed schemes, or a path on this site ("/contact", "#top").
 * Unlike Tiptap's default check, a scheme we do not list never passes, and neither does "//host".
 */
function isAllowedLink(url: string | null | undefined): boolean {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:"), so we do too.
  const compact = (url ?? '').replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g, '');
  if (!compact) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  if (scheme) return allowedSchemes.includes(scheme.toLowerCase());
  return !/^[/\\]{2}/.test(compact);
}

/** SPEC §2: Enter inserts a line break (<br>), not a new paragraph. */
const EnterAsLineBreak = Extension.create({
  name: 'enterAsLineBreak',
  // Before the list item's and code block's own Enter, so this decides first and passes on.
  priority: 1000,
  addKeyboardShortcuts() {
    return {
      Enter: ({ editor }) => {
        if (editor.isActive('codeBlock')) return false;
        // In a list, Enter must still make the next item: a list that cannot grow would be broken.
        if (editor.isActive('listItem')) return false;
        return editor.commands.setHardBreak();
      },
    };
  },
});

/** The admin editor's extensions: it makes only what the server's sanitizer keeps (ARCHITECTURE.md "Rich text"). */
export function createEditorExtensions(): Extensions {
  return [
    StarterKit.configure({
      // The toolbar offers h2 and h3; "# " would make an h1 the server turns into an h2 anyway.
      heading: { levels: [2, 3] },
      // The server drops <hr>, so the "---" shortcut would make a line that vanishes on saving.
      horizontalRule: false,
      // SPEC §9: undo history depth 100, changes within 500 ms form one step.
      undoRedo: { depth: 100, newGroupDelay: 500 },
      link: {
        openOnClick: false,
        isAllowedUri: isAllowedLink,
      },
    }),
    TableKit.configure({ table: false }),
    ClubTable,
    EnterAsLineBreak,
  ];
}
