import { adminTexts } from '../app/texts';

type PublishSwitchProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What is published, for screen readers: 'Gepubliceerd: {name}'. */
  label: string;
  disabled?: boolean;
};

/** The 'Gepubliceerd' toggle of the admin lists and forms: a switch that reads Ja/Nee (SPEC §2). */
export function PublishSwitch({ checked, onChange, label, disabled = false }: PublishSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      className="admin-switch"
      disabled={disabled}
      onClick={() => onChange(!checked)}
    >
      <span className="admin-switch-track" aria-hidden="true">
        <span className="admin-switch-thumb" />
      </span>
      <span aria-hidden="true">{checked ? adminTexts.yes : adminTexts.no}</span>
    </button>
  );
}
