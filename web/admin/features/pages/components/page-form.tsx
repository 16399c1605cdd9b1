import { useState, type FormEvent } from 'react';
import { textFields } from '../../../../../server/contracts/limits';
import { InputField, TextAreaField } from '../../../../components/form-field';
import { PhotobookEditor } from '../../../components/photobook-editor';
import type { FieldErrors } from '../../../lib/use-field-errors';
import { PublishSwitch } from '../../../components/publish-switch';
import { RichTextField } from '../../../editor/rich-text-field';
import type { PageFormValues } from '../api/save-page';
import { pagesTexts as texts } from '../texts';

type PageFormProps = {
  values: PageFormValues;
  /**
   * The fields that changed. The owner merges them into its latest values (a functional update),
   * so an upload that ends later does not bring back the fields of the render that started it.
   */
  onChange: (change: Partial<PageFormValues>) => void;
  /** The server's field messages. */
  errors: FieldErrors<PageField>;
  busy: boolean;
  onSubmit: () => void;
};

/** The fields that show the server's messages, in the form's order. */
export const pageFields = ['title', 'link', 'metaDescription', 'contentHtml', 'photobook'] as const;
type PageField = (typeof pageFields)[number];

/** SPEC §2 "Admin info pages" edit: published, title, link, meta description, content, photobook. */
export function PageForm({ values, onChange, errors, busy, onSubmit }: PageFormProps) {
  const set = <Key extends keyof PageFormValues>(key: Key, value: PageFormValues[Key]) => onChange({ [key]: value });
  /** A text field's props: its name, value, change, message, and the size the server takes. */
  const text = (key: 'title' | 'link' | 'metaDescription') => ({
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: errors[key],
    maxLength: textFields[key].max,
  });
  // Saving during an upload would leave out the photos being uploaded.
  const [uploading, setUploading] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!uploading) onSubmit();
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <div className="admin-page-published">
        <span className="form-field-label" aria-hidden="true">
          {texts.fields.published}
        </span>
        <PublishSwitch
          checked={values.published}
          label={texts.fields.published}
          onChange={(published) => set('published', published)}
        />
      </div>
      <div className="admin-form-grid">
        <InputField label={texts.fields.title} required {...text('title')} />
        <InputField
          label={texts.fields.link}
          hint={texts.fields.linkHint}
          required
          autoCapitalize="none"
          spellCheck={false}
          {...text('link')}
        />
      </div>
      <TextAreaField
        label={texts.fields.metaDescription}
        hint={texts.fields.metaDescriptionHint}
        rows={3}
        {...text('metaDescription')}
      />
      <div>
        <RichTextField
          label={texts.fields.content}
          value={values.contentHtml}
          onChange={(html) => set('contentHtml', html)}
          size="lg"
        />
        {errors.contentHtml && <p className="form-field-error">{errors.contentHtml}</p>}
      </div>
      <PhotobookEditor
        images={values.photobook}
        onChange={(photobook) => set('photobook', photobook)}
        onBusyChange={setUploading}
        error={errors.photobook}
      />
      <div className="admin-actions">
        <button type="submit" className="button button-primary" disabled={busy || uploading}>
          {busy ? texts.saving : texts.save}
        </button>
      </div>
    </form>
  );
}
