import { useState, type FormEvent } from 'react';
import { textFields } from '../../../../../server/contracts/limits';
import { FormMessage, InputField, focusFirstInvalid, submitErrorText } from '../../../../components/form-field';
import { RichTextField } from '../../../editor/rich-text-field';
import { ImageFileField, type ImageFileFieldTexts } from '../../../components/image-file-field';
import { PhotobookEditor } from '../../../components/photobook-editor';
import { fieldErrorsOf } from '../../../lib/failure-text';
import { saveWalk, type SavedWalk } from '../api/save-walk';
import { walkAdminTexts } from '../texts';
import {
  checkAll,
  checkField,
  checkedFields,
  type AddressKey,
  type CheckedField,
  type ShownField,
  type WalkFormErrors,
  type WalkFormValues,
} from '../walk-form-values';
import { addressErrors, serverCheckedOrder, splitServerErrors, withoutErrors } from '../walk-server-errors';
import { AddressFieldset } from './address-fieldset';

const texts = walkAdminTexts.edit;
const bannerTexts: ImageFileFieldTexts = {
  legend: texts.banner,
  file: texts.bannerFile,
  preview: texts.bannerPreview,
  remove: texts.removeBanner,
  notAnImage: texts.notAnImage,
};

type WalkFormProps = {
  initial: WalkFormValues;
  /** The loaded walk (its version goes with the save), or null for a new one. */
  walk: SavedWalk;
  onSaved: () => void;
  onCancel: () => void;
};

/** SPEC §2 "Admin walk edit": every field of a walk, checked on blur and on save (SPEC §5). */
export function WalkForm({ initial, walk, onSaved, onCancel }: WalkFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<WalkFormErrors>({});
  const [saving, setSaving] = useState(false);
  // Saving during a photo upload would leave out the photos being uploaded.
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);

  /**
   * Merged into the latest values (a photo upload ends renders later and must not undo what was
   * typed meanwhile); the server's message of a changed field goes, it may no longer apply.
   */
  const update = (change: Partial<WalkFormValues>, fields: readonly ShownField[] = []) => {
    setValues((current) => ({ ...current, ...change }));
    if (fields.length > 0) setErrors((current) => withoutErrors(current, fields));
  };
  const check = (field: CheckedField, next: WalkFormValues = values) =>
    setErrors((current) => ({ ...current, [field]: checkField(field, next) }));
  /** A checked field with a message is checked again as the admin types, so the message goes once fixed. */
  const updateChecked = (field: CheckedField, value: string) => {
    update({ [field]: value });
    if (errors[field]) check(field, { ...values, [field]: value });
  };
  const updateAddress = (key: AddressKey, value: string) => {
    setValues((current) => ({ ...current, location: { ...current.location, [key]: value } }));
    setErrors((current) => withoutErrors(current, [`location.${key}`]));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkAll(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(event.currentTarget, checkedFields, found);
      return;
    }
    if (uploading) return;
    const form = event.currentTarget;
    setSaving(true);
    setFailure(undefined);
    try {
      await saveWalk(values, walk);
      onSaved();
    } catch (error) {
      // The admin stays on the form with everything typed; a 409 says someone else saved first.
      console.warn('Opslaan van de wandeltocht mislukt:', error);
      const { fields, rest } = splitServerErrors(fieldErrorsOf(error));
      setFailure([submitErrorText(error, { failed: texts.saveFailed, network: texts.network }), ...rest].join(' '));
      setErrors((current) => ({ ...current, ...fields }));
      setSaving(false);
      focusFirstInvalid(form, serverCheckedOrder, fields);
    }
  };

  return (
    <form className="admin-form" noValidate onSubmit={(event) => void submit(event)}>
      <ImageFileField
        image={values.banner}
        file={values.bannerFile}
        texts={bannerTexts}
        onChange={({ image, file }) => update({ banner: image, bannerFile: file }, ['banner'])}
        serverError={errors.banner}
      />
      <InputField
        label={texts.name}
        name="name"
        required
        maxLength={textFields.walkName.max}
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
          error={errors.endTime}
          onChange={(event) => update({ endTime: event.target.value }, ['endTime'])}
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
          onChange={(event) => update({ countParticipants: event.target.value }, ['countParticipants'])}
        />
        <InputField
          label={texts.distances}
          name="distances"
          hint={texts.distancesHint}
          maxLength={textFields.distances.max}
          value={values.distances}
          error={errors.distances}
          onChange={(event) => update({ distances: event.target.value }, ['distances'])}
        />
      </div>
      <AddressFieldset value={values.location} onChange={updateAddress} errors={addressErrors(errors)} />
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
      <PhotobookEditor
        images={values.photobook}
        onChange={(photobook) => update({ photobook }, ['photobook'])}
        onBusyChange={setUploading}
        error={errors.photobook}
      />
      <FormMessage error={failure} />
      <div className="admin-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={saving || uploading}
          aria-busy={saving || undefined}
        >
          {saving ? texts.saving : walk ? texts.save : texts.add}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
