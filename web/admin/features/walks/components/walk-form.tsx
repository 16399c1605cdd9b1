import { useState, type ChangeEvent, type FormEvent } from 'react';
import { textFields } from '../../../../../server/contracts/limits';
import { FormMessage, InputField, submitErrorText } from '../../../../components/form-field';
import { RichTextField } from '../../../editor/rich-text-field';
import { ImageFileField, type ImageFileFieldTexts } from '../../../components/image-file-field';
import { PhotobookEditor } from '../../../components/photobook-editor';
import { fieldIn, useFieldErrors } from '../../../lib/use-field-errors';
import { saveWalk, type SavedWalk } from '../api/save-walk';
import { walkAdminTexts } from '../texts';
import { checkWalk, walkFields, type AddressKey, type WalkField, type WalkFormValues } from '../walk-form-values';
import { addressErrors, restSentences } from '../walk-server-errors';
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
  const fieldErrors = useFieldErrors({ fields: walkFields, check: checkWalk, fieldOf: fieldIn(walkFields) });
  const { errors } = fieldErrors;
  const [saving, setSaving] = useState(false);
  // Saving during a photo upload would leave out the photos being uploaded.
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);

  /**
   * Merged into the latest values (a photo upload ends renders later and must not undo what was
   * typed meanwhile); a message of a changed field is checked again (the server's goes, it may no longer apply).
   */
  const update = (change: Partial<WalkFormValues>, field?: WalkField) => {
    setValues((current) => ({ ...current, ...change }));
    if (field) fieldErrors.recheck(field, { ...values, ...change });
  };
  const updateAddress = (key: AddressKey, value: string) => {
    setValues((current) => ({ ...current, location: { ...current.location, [key]: value } }));
    fieldErrors.clear(`location.${key}`);
  };

  /**
   * A text field's props: its name, value, change and message. SPEC §5's checked fields are checked
   * again on blur; a start is kept to minutes (SPEC §9).
   */
  const text = (field: 'name' | 'startDateTime' | 'endTime' | 'countParticipants' | 'distances') => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      update({ [field]: field === 'startDateTime' ? value.slice(0, 16) : value }, field);
    },
    ...(field === 'name' || field === 'startDateTime' ? { onBlur: () => fieldErrors.checkField(field, values) } : {}),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!fieldErrors.validate(values) || uploading) return;
    setSaving(true);
    setFailure(undefined);
    try {
      await saveWalk(values, walk);
      onSaved();
    } catch (error) {
      // The admin stays on the form with everything typed; a 409 says someone else saved first.
      console.warn('Opslaan van de wandeltocht mislukt:', error);
      const rest = restSentences(fieldErrors.showServer(error));
      setFailure([submitErrorText(error, { failed: texts.saveFailed, network: texts.network }), ...rest].join(' '));
      setSaving(false);
    }
  };

  return (
    <form ref={fieldErrors.formRef} className="admin-form" noValidate onSubmit={(event) => void submit(event)}>
      <ImageFileField
        image={values.banner}
        file={values.bannerFile}
        texts={bannerTexts}
        onChange={({ image, file }) => update({ banner: image, bannerFile: file }, 'banner')}
        serverError={errors.banner}
      />
      <InputField label={texts.name} required maxLength={textFields.walkName.max} {...text('name')} />
      <RichTextField label={texts.intro} size="sm" value={values.intro} onChange={(intro) => update({ intro })} />
      <RichTextField
        label={texts.description}
        size="md"
        value={values.description}
        onChange={(description) => update({ description })}
      />
      <RichTextField label={texts.report} size="md" value={values.report} onChange={(report) => update({ report })} />
      <div className="admin-form-grid">
        <InputField label={texts.startDateTime} type="datetime-local" required {...text('startDateTime')} />
        <InputField label={texts.endTime} type="time" {...text('endTime')} />
        <InputField
          label={texts.participants}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...text('countParticipants')}
        />
        <InputField
          label={texts.distances}
          hint={texts.distancesHint}
          maxLength={textFields.distances.max}
          {...text('distances')}
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
        onChange={(photobook) => update({ photobook }, 'photobook')}
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
