/** An empty toolbar row and editing area, as tall as the editor's, held while the editor is not there yet. */
export function EditorPlaceholder() {
  return (
    <>
      <div className="rich-text-toolbar rich-text-toolbar-placeholder" />
      <div className="rich-text-content-placeholder" />
    </>
  );
}
