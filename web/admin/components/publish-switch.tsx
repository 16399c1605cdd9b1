import { componentTexts } from './texts';
import './waiting-controls.css';

type PublishSwitchProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What is published, for screen readers: 'Gepubliceerd: {name}'. */
  label: string;
  /** A write is under way: clicks do nothing until it answers. */
  disabled?: boolean;
};

/**
 * The 'Gepubliceerd' toggle of the admin lists and forms: a switch that reads Ja/Nee (SPEC §2).
 * While disabled it stays focusable (aria-disabled, not the disabled attribute), so the keyboard
 * focus is not thrown to the page's start while the server answers a click.
 */
export function PublishSwitch({ checked, onChange, label, disabled = false }: PublishSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-disabled={disabled || undefined}
      className="admin-switch"
      onClick={() => {
        if (!disabled) onChange(!checked);
      }}
    >
      <span className="admin-switch-track" aria-hidden="true">
        <span className="admin-switch-thumb" />
      </span>
      <span aria-hidden="true">{checked ? componentTexts.yes : componentTexts.no}</span>
    </button>
  );
}
