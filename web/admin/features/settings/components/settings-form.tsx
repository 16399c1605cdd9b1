import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { PendingMark, useBlockedId } from '../../../components/pending-mark';
import { Banner, useTimedMessage } from '../../../components/timed-message';
import { failureText } from '../../../lib/failure-text';
import { fieldIn, useFieldErrors } from '../../../lib/use-field-errors';
import { usePendingIds } from '../../../outbox/use-outbox';
import { settingsUrl, type Settings } from '../api/get-settings';
import { saveSettings } from '../api/save-settings';
import { checkSettings, fieldOrder, sectionOf, settingsValues, type SettingsFormValues } from '../settings-form-values';
import { clubSettingsTexts as texts, isFormSection, type FormSection, type SettingsSection } from '../texts';
import { ClubSection, type ImageChange } from './club-section';
import { ContactSection } from './contact-section';
import { MembershipSection } from './membership-section';
import { RetentionSection } from './retention-section';
import { SecuritySection } from './security-section';
import type { TextSection } from './section-props';
import { panelProps } from './settings-tabs';
import { TextsSection } from './texts-section';

type SettingsFormProps = {
  settings: Settings;
  selected: SettingsSection;
  onSelect: (section: FormSection) => void;
  /** A 409: load the settings another admin saved, in place of this form. */
  onReload: () => void;
};

/** The settings record as one form over six tabs, saved whole with 'Opslaan'. */
export function SettingsForm({ settings, selected, onSelect, onReload }: SettingsFormProps) {
  const [loaded, setLoaded] = useState(settings);
  const [values, setValues] = useState(() => settingsValues(settings));
  // A message's field may sit in another tab: that tab opens first, then the field takes the focus.
  const fieldErrors = useFieldErrors<SettingsFormValues, string>({
    fields: fieldOrder,
    fieldOf: fieldIn(fieldOrder),
    reveal: (field) => {
      const section = sectionOf(field);
      if (section) onSelect(section);
    },
  });
  const { errors } = fieldErrors;
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [success, showSuccess] = useTimedMessage(3000);
  const [failure, setFailure] = useState<string | null>(null);
  // The settings are one record: the pending mark and the dialog's block name it by id 0 (the outbox's singleton).
  const pending = usePendingIds(settingsUrl).has(0);
  const blocked = useBlockedId(settingsUrl) === 0;

  const change =
    <S extends TextSection>(section: S) =>
    (key: keyof SettingsFormValues[S] & string, value: string) => {
      setValues((current) => ({ ...current, [section]: { ...current[section], [key]: value } }));
      fieldErrors.clear(`${section}.${key}`);
    };
  const changeImage = (imageChange: ImageChange) => {
    setValues((current) => ({ ...current, ...imageChange }));
    fieldErrors.clear('logo' in imageChange ? 'club.logo' : 'club.heroImage');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    setConflict(false);
    const checked = checkSettings(values);
    if (!checked.ok) {
      setFailure(texts.checkFields);
      fieldErrors.show(checked.errors);
      return;
    }
    setSaving(true);
    try {
      const saved = await saveSettings(checked.data, values, loaded);
      setLoaded(saved.settings);
      // What the server kept (the IBAN grouped, the colour in lower case, the uploaded images).
      setValues(settingsValues(saved.settings));
      fieldErrors.show({});
      showSuccess(saved.queued ? texts.queued : texts.saved);
    } catch (error) {
      console.warn('Opslaan van de instellingen mislukt:', error);
      setConflict(error instanceof ApiError && error.status === 409);
      // A message for no field of the form (a new server rule) is not lost: it joins the failure.
      const rest = fieldErrors.showServer(error).map(([, message]) => message);
      setFailure([failureText(texts.saveFailed, error), ...rest].join(' '));
    } finally {
      setSaving(false);
    }
  };

  const textProps = <S extends TextSection>(section: S) => ({
    values: values[section],
    errors,
    onChange: change(section),
  });

  return (
    <form
      ref={fieldErrors.formRef}
      className="admin-form settings-form"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <div {...panelProps('club', selected)}>
        <ClubSection
          {...textProps('club')}
          images={values}
          onImageChange={changeImage}
          storedColour={loaded.club.themeColor}
        />
      </div>
      <div {...panelProps('texts', selected)}>
        <TextsSection
          values={values.texts}
          errors={errors}
          onChange={(key, html) => {
            setValues((current) => ({ ...current, texts: { ...current.texts, [key]: html } }));
            fieldErrors.clear(`texts.${key}`);
          }}
        />
      </div>
      <div {...panelProps('contact', selected)}>
        <ContactSection {...textProps('contact')} />
      </div>
      <div {...panelProps('membership', selected)}>
        <MembershipSection {...textProps('membership')} />
      </div>
      <div {...panelProps('retention', selected)}>
        <RetentionSection {...textProps('retention')} />
      </div>
      <div {...panelProps('security', selected)}>
        <SecuritySection
          values={values.security}
          onChange={(security) => setValues((current) => ({ ...current, security }))}
        />
      </div>
      <div className="admin-actions" hidden={!isFormSection(selected)}>
        <button type="submit" className="button button-primary" aria-disabled={saving || undefined}>
          {saving ? texts.saving : texts.save}
        </button>
        <PendingMark pending={pending} blocked={blocked} />
      </div>
      <div hidden={!isFormSection(selected)}>
        <Banner kind="success" message={success} />
        <Banner kind="error" message={failure} />
        {conflict && (
          <button type="button" className="button" onClick={onReload}>
            {texts.reload}
          </button>
        )}
      </div>
    </form>
  );
}
