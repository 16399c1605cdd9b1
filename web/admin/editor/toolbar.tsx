import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { buttons, groups } from './toolbar-buttons';
import { editorTexts as texts } from './texts';

type ToolbarProps = {
  editor: Editor;
  /** The field's visible label, which names the toolbar. */
  label: string;
  /** The id of the editable area the buttons act on. */
  editorId: string;
};

/** Where each key moves focus among the enabled buttons (WAI-ARIA toolbar pattern); it wraps around at the ends. */
function target(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The formatting buttons above the editor, each named by its Dutch tooltip (SPEC §2). One Tab stop
 * (roving tabindex): with several editors on a page, 16 stops each would make the form a Tab marathon.
 * The arrow keys, Home and End move among the buttons, skipping disabled ones, which cannot take focus.
 */
export function Toolbar({ editor, label, editorId }: ToolbarProps) {
  // Re-renders only when a button's pressed or enabled state changes, not on every keystroke.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(
        buttons.map((button) => [button.id, { enabled: button.can(current), pressed: button.active?.(current) }]),
      ),
  });
  const [lastFocused, setLastFocused] = useState<string | null>(null);
  const elements = useRef(new Map<string, HTMLButtonElement>());

  const enabledIds = buttons.filter((button) => state[button.id]?.enabled).map((button) => button.id);
  // The Tab stop: the button last used while it can still be, else the first one that works now.
  const tabStop = lastFocused && enabledIds.includes(lastFocused) ? lastFocused : enabledIds[0];

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabledIds.indexOf(tabStop ?? '');
    const next = index < 0 ? null : target(event.key, index, enabledIds.length);
    if (next === null) return;
    event.preventDefault();
    elements.current.get(enabledIds[next]!)?.focus();
  };

  return (
    <div
      className="rich-text-toolbar"
      role="toolbar"
      aria-label={texts.toolbar(label)}
      aria-controls={editorId}
      onKeyDown={move}
    >
      {groups.map((group, groupIndex) => (
        <div className="rich-text-toolbar-group" key={groupIndex}>
          {group.map((button) => {
            const { enabled, pressed } = state[button.id] ?? { enabled: false, pressed: undefined };
            return (
              <button
                key={button.id}
                ref={(element) => {
                  if (element) elements.current.set(button.id, element);
                  else elements.current.delete(button.id);
                }}
                type="button"
                className={`rich-text-button rich-text-button-${button.id}`}
                aria-label={button.name}
                title={button.name}
                aria-pressed={pressed}
                disabled={!enabled}
                tabIndex={button.id === tabStop ? 0 : -1}
                onFocus={() => setLastFocused(button.id)}
                // Keeps the editor's selection: a click would otherwise move focus before the command runs.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => button.run(editor)}
              >
                <span aria-hidden="true">{button.glyph}</span>
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
