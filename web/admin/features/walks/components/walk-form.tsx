import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { FormMessage, InputField, focusFirstInvalid, submitErrorText } from '../../../../components/form-field';
import { RichTextField } from '../../../editor/rich-text-field';
import { PhotobookEditor } from '../../../components/photobook-editor';
import { saveWalk, type SavedWalk } from '../api/save-walk';
import { walkAdminTexts } from '../texts';
import {
  checkAll,
  checkField,
  checkedFields,
  type CheckedField,
  type WalkFormErrors,
  type WalkFormValues,
} from '../walk-form-values';
import { AddressFieldset } from './address-fieldset';
import { BannerField } from './banner-field';

const texts = walkAdminTexts.edit;

type WalkFormProps = {
  initial: WalkFormValues;
  /** The loaded walk (its version goes with the save), or null for a new one. */
  walk: SavedWalk;
  onSaved: () => void;
  onCancel: () => void;
};

/** Field messages the server sent for fields this form shows, e.g. a participant count it refused. */
function serverFieldErrors(error: unknown): WalkFormErrors {
  if (!(error instanceof ApiError) || !error.errors) return {};
  const { name, startDateTime, countParticipants } = error.errors;
  return Object.fromEntries(
    Object.entries({ name, startDateTime, countParticipants }).filter(([, message]) => message),
  ) as WalkFormErrors;
}

/** SPEC §2 "Admin walk edit": every field of a walk, checked on blur and on save (SPEC §5). */
export function WalkForm({ initial, walk, onSaved, onCancel }: WalkFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<WalkFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const update = (change: Partial<WalkFormValues>) => setValues((current) => ({ ...current, ...change }));
  const check = (field: CheckedField, next: WalkFormValues = values) =>
    setErrors((current) => ({ ...current, [field]: checkField(field, next) }));
  /** A checked field with a message is checked again as the admin types, so the message goes once fixed. */
  const updateChecked = (field: CheckedField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) check(field, next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkAll(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(event.currentTarget, checkedFields, found);
      return;
    }
    setSaving(true);
    setFailure(undefined);
    try {
      await saveWalk(values, walk);
      onSaved();
    } catch (error) {
      // The admin stays on the form with everything typed; a 409 says someone else saved first.
      console.warn('Opslaan van de wandeltocht mislukt:', error);
      setFailure(submitErrorText(error, { failed: texts.saveFailed, network: texts.network }));
      const fieldErrors = serverFieldErrors(error);
      setErrors((current) => ({ ...current, ...fieldErrors }));
      setSaving(false);
    }
  };

  return (
    <form className="admin-form" noValidate onSubmit={(event) => void submit(event)}>
      <BannerField
        banner={values.banner}
        file={values.bannerFile}
        onChange={({ banner, file }) => update({ banner, bannerFile: file })}
      />
      <InputField
        label={texts.name}
        name="name"
        required
        value={values.name}
        error={errors.name}
        onChange={(event) => updateChecked('name', event.target.value)}
        onBlur={() => check('name')}
      />
      <RichTextField label={texts.intro} size="sm" value={values.intro} onChange={(intro) => update({ intro })} />
      <RichTextField
        label={texts.description}
        size="md"
        value={values.description}
        onChange={(description) => update({ description })}
      />
      <RichTextField label={texts.report} size="md" value={values.report} onChange={(report) => update({ report })} />
      <div className="admin-form-grid">
        <InputField
          label={texts.startDateTime}
          name="startDateTime"
          type="datetime-local"
          required
          value={values.startDateTime}
          error={errors.startDateTime}
          onChange={(event) => updateChecked('startDateTime', event.target.value.slice(0, 16))}
          onBlur={() => check('startDateTime')}
        />
        <InputField
          label={texts.endTime}
          name="endTime"
          type="time"
          value={values.endTime}
          onChange={(event) => update({ endTime: event.target.value })}
        />
        <InputField
          label={texts.participants}
          name="countParticipants"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={values.countParticipants}
          error={errors.countParticipants}
          onChange={(event) => update({ countParticipants: event.target.value })}
        />
        <InputField
          label={texts.distances}
          name="distances"
          hint={texts.distancesHint}
          value={values.distances}
          onChange={(event) => update({ distances: event.target.value })}
        />
      </div>
      <AddressFieldset value={values.location} onChange={(location) => update({ location })} />
      <div className="admin-actions">
        <label className="admin-checkbox">
          <input type="checkbox" checked={values.own} onChange={(event) => update({ own: event.target.checked })} />
          {texts.own}
        </label>
        <label className="admin-checkbox">
          <input
            type="checkbox"
            checked={values.euraudax}
            onChange={(event) => update({ euraudax: event.target.checked })}
          />
          {texts.euraudax}
        </label>
      </div>
      <PhotobookEditor images={values.photobook} onChange={(photobook) => update({ photobook })} />
      <FormMessage error={failure} />
      <div className="admin-actions">
        <button type="submit" className="button button-primary" disabled={saving} aria-busy={saving || undefined}>
          {saving ? texts.saving : walk ? texts.save : texts.add}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
