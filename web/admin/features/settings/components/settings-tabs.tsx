import { useRef, type KeyboardEvent } from 'react';
import { clubSettingsTexts as texts, type SettingsSection } from '../texts';

export const sections = Object.keys(texts.sections) as SettingsSection[];

const tabId = (section: SettingsSection) => `settings-tab-${section}`;
const panelId = (section: SettingsSection) => `settings-panel-${section}`;

/** The attributes of a section's panel: tied to its tab, hidden while another tab is chosen. */
export function panelProps(section: SettingsSection, selected: SettingsSection) {
  return {
    role: 'tabpanel',
    id: panelId(section),
    'aria-labelledby': tabId(section),
    hidden: section !== selected,
  } as const;
}

type SettingsTabsProps = { selected: SettingsSection; onSelect: (section: SettingsSection) => void };

/**
 * The sections as tabs (WAI-ARIA tabs pattern): one tab stop, the arrow keys, Home and End move
 * between the tabs and open the one they reach.
 */
export function SettingsTabs({ selected, onSelect }: SettingsTabsProps) {
  const list = useRef<HTMLDivElement>(null);

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = sections.indexOf(selected);
    const last = sections.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const section = sections[next]!;
    onSelect(section);
    list.current?.querySelector<HTMLElement>(`#${tabId(section)}`)?.focus();
  };

  return (
    <div role="tablist" aria-label={texts.tabsLabel} className="settings-tabs" ref={list}>
      {sections.map((section) => (
        <button
          key={section}
          type="button"
          role="tab"
          id={tabId(section)}
          aria-controls={panelId(section)}
          aria-selected={section === selected}
          tabIndex={section === selected ? 0 : -1}
          onClick={() => onSelect(section)}
          onKeyDown={move}
        >
          {texts.sections[section]}
        </button>
      ))}
    </div>
  );
}
