import { textFields } from '../../../../../server/contracts/limits';
import { InputField } from '../../../../components/form-field';
import { walkAdminTexts } from '../texts';
import { addressKeys, type AddressKey } from '../walk-form-values';

const texts = walkAdminTexts.edit;

type AddressFieldsetProps = {
  value: Record<AddressKey, string>;
  /** One part changed; the form merges it into its latest values. */
  onChange: (key: AddressKey, value: string) => void;
  /** The server's messages, by part. */
  errors?: Partial<Record<AddressKey, string>>;
};

/** The start address of a walk (SPEC §2); no field is required (SPEC §5). */
export function AddressFieldset({ value, onChange, errors = {} }: AddressFieldsetProps) {
  return (
    <fieldset>
      <legend>{texts.address}</legend>
      <div className="admin-form-grid">
        {addressKeys.map((key) => (
          <InputField
            key={key}
            label={texts[key]}
            name={`location.${key}`}
            value={value[key]}
            maxLength={textFields[key].max}
            error={errors[key]}
            // The walk's start place, not the admin's own address: no autofill.
            autoComplete="off"
            onChange={(event) => onChange(key, event.target.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}
