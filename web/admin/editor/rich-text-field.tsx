import { lazy, Suspense, useId } from 'react';
import { EditorPlaceholder } from './editor-placeholder';
import './rich-text-field.css';

export type EditorSize = 'sm' | 'md' | 'lg' | 'xl';

export type RichTextFieldProps = {
  /** Visible label text, e.g. 'Intro'. */
  label: string;
  /** HTML. */
  value: string;
  /** The editor's HTML; '' when the document is empty. */
  onChange: (html: string) => void;
  /** The editable area's minimum height (SPEC §2: sm 200, md 300, lg 400, xl 500 px); default 'md'. */
  size?: EditorSize;
  /** Optional id base; otherwise one is made. */
  id?: string;
  /** A message about the field (e.g. the server's), shown under the editor and tied to it for screen readers. */
  error?: string | undefined;
};

// Tiptap and its CSS come in their own chunk, only on screens that edit rich text.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })));

/** A labelled rich-text editor. While Tiptap loads, an empty frame of the same height holds its place. */
export function RichTextField({ label, value, onChange, size = 'md', id, error }: RichTextFieldProps) {
  const generatedId = useId();
  const editorId = id ?? generatedId;
  const labelId = `${editorId}-label`;
  const errorId = `${editorId}-error`;
  const focusEditor = () => document.getElementById(editorId)?.focus();

  return (
    <div className={`rich-text-field rich-text-size-${size}`}>
      {/* Not a <label>: a contenteditable cannot be labelled by one; the editor points here with aria-labelledby. */}
      <span className="rich-text-field-label" id={labelId} onClick={focusEditor}>
        {label}
      </span>
      <div className="rich-text-frame">
        <Suspense fallback={<EditorPlaceholder />}>
          <RichTextEditor
            label={label}
            labelId={labelId}
            editorId={editorId}
            errorId={errorId}
            invalid={Boolean(error)}
            value={value}
            onChange={onChange}
          />
        </Suspense>
      </div>
      {/* Always there, so the editor's aria-describedby never points at nothing; empty and hidden without an error. */}
      <p className="form-field-error" id={errorId} hidden={!error}>
        {error}
      </p>
    </div>
  );
}
