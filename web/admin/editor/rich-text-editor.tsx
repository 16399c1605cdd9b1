import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { EditorPlaceholder } from './editor-placeholder';
import { createEditorExtensions } from './extensions';
import { Toolbar } from './toolbar';
import './editor.css';

export type RichTextEditorProps = {
  label: string;
  /** The id of the visible label element that names the editable area. */
  labelId: string;
  /** The editable area's own id (the toolbar points at it). */
  editorId: string;
  /** The id of the field's message element, which describes the editable area. */
  errorId: string;
  /** Whether the field has an error message. */
  invalid: boolean;
  value: string;
  onChange: (html: string) => void;
};

/** Whether the document holds a table, even one whose cells are all empty. */
function hasTable(editor: Editor): boolean {
  let found = false;
  editor.state.doc.descendants((node) => {
    if (node.type.name === 'table') found = true;
    return !found;
  });
  return found;
}

/**
 * An empty document is '<p></p>' to Tiptap; to the form it is no text at all. Tiptap also calls a
 * document with only an empty table empty, but that table is something the admin made: it must be saved.
 */
function htmlOf(editor: Editor): string {
  return editor.isEmpty && !hasTable(editor) ? '' : editor.getHTML();
}

/** The Tiptap editor with its toolbar; loaded lazily through RichTextField. */
export function RichTextEditor({ label, labelId, editorId, errorId, invalid, value, onChange }: RichTextEditorProps) {
  // The latest callback, read at update time: the editor is made once and keeps its first options.
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  // What this editor last reported, so the value coming back from the form is not loaded again.
  const reported = useRef(value);
  // Read by the attributes below each time ProseMirror draws the editable area.
  const invalidRef = useRef(invalid);
  // Options that stay the same object: useEditor re-applies them to the editor whenever they differ.
  const [options] = useState(() => ({
    extensions: createEditorExtensions(),
    content: value,
    // The toolbar follows the editor through useEditorState; the rest need not re-render per keystroke.
    shouldRerenderOnTransaction: false,
    editorProps: {
      // A contenteditable cannot be the target of a <label>, so it is named by the label's id. The message
      // element always exists, so aria-describedby may always point at it; aria-invalid follows the message.
      attributes: () => ({
        id: editorId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': errorId,
        'aria-invalid': invalidRef.current ? 'true' : 'false',
        class: 'rich-text-content',
      }),
    },
  }));

  // Null for a moment when Tiptap replaces an editor it made before React mounted this component.
  const editor: Editor | null = useEditor({
    ...options,
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      reported.current = html;
      onChangeRef.current(html);
    },
  });

  // A value from outside (e.g. the record loaded after the form opened) replaces the content, silently.
  useEffect(() => {
    if (!editor || value === reported.current || value === htmlOf(editor)) return;
    reported.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // A message came or went: ProseMirror reads the attributes again only when told to update.
  useEffect(() => {
    if (!editor || invalidRef.current === invalid) return;
    invalidRef.current = invalid;
    editor.setOptions({});
  }, [editor, invalid]);

  if (!editor) return <EditorPlaceholder />;
  return (
    <>
      {/* Keyed by instance: the toolbar's state hook would otherwise keep reading a replaced editor. */}
      <Toolbar key={editor.instanceId} editor={editor} label={label} editorId={editorId} />
      <EditorContent editor={editor} />
    </>
  );
}
