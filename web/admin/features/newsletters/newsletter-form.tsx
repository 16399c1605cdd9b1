import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { InputField } from '../../../components/form-field';
import { Banner, useTimedMessage } from '../../components/timed-message';
import { RichTextField } from '../../editor/rich-text-field';
import type { Newsletter } from './api/get-newsletters';
import { publishNewsletter } from './api/publish-newsletter';
import { saveNewsletter } from './api/save-newsletter';
import { BlockList } from './block-list';
import { failureText, fieldErrorsOf } from '../../lib/failure-text';
import { draftFrom, emptyDraft, hasUnknownBlock, sameDraft, toInput, type NewsletterDraft } from './newsletter-draft';
import { SendingActions } from './sending-actions';
import { newsletterAdminTexts as texts } from './texts';
import './newsletters.css';

/** SPEC §9: success banners 3 s, error banners 4 s. */
const successMs = 3000;
const errorMs = 4000;

/** The newsletter as the server last answered it, and the form made from that answer. */
type ServerState = { newsletter: Newsletter; draft: NewsletterDraft };

/** SPEC §2 "Admin newsletters" edit form: a new newsletter (initial null) or a loaded one. */
export function NewsletterForm({ initial }: { initial: Newsletter | null }) {
  const navigate = useNavigate();
  const [server, setServer] = useState<ServerState | null>(() =>
    initial ? { newsletter: initial, draft: draftFrom(initial) } : null,
  );
  const [draft, setDraft] = useState<NewsletterDraft>(() => server?.draft ?? emptyDraft());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [success, showSuccess] = useTimedMessage(successMs);
  const [error, showError] = useTimedMessage(errorMs);

  const update = (patch: Partial<NewsletterDraft>) => setDraft((current) => ({ ...current, ...patch }));
  // Sending sends what the server holds, so it waits until the form has nothing unsaved.
  const saved = server && sameDraft(draft, server.draft) ? server.newsletter : null;

  const adopt = (newsletter: Newsletter, published: boolean) => {
    const fresh = draftFrom(newsletter);
    setServer({ newsletter, draft: fresh });
    setDraft({ ...fresh, published });
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (server && hasUnknownBlock(draft, server.newsletter)) {
      showError(texts.blockNotFound);
      return;
    }
    setSaving(true);
    setErrors({});
    let written: Newsletter | null = null;
    try {
      const current = server?.newsletter ?? null;
      written = await saveNewsletter(toInput(draft), current);
      // SPEC §4: published goes by its own call, and only when it differs from the server's answer.
      if (written.published !== draft.published) written = await publishNewsletter(written, draft.published);
      navigate('/admin/nieuwsbrieven?saved=1');
    } catch (failure) {
      console.warn('Opslaan mislukt:', failure);
      // The content was saved but publishing failed: later saves must build on that version.
      if (written) adopt(written, draft.published);
      setErrors(fieldErrorsOf(failure));
      showError(failureText(texts.saveFailed, failure));
      setSaving(false);
    }
  };

  return (
    <div className="admin-form newsletter-form">
      <Banner kind="success" message={success} />
      <Banner kind="error" message={error} />
      {/* Outside the <form>: the test dialog has a form of its own, and a submit there must not save this one. */}
      <SendingActions
        published={draft.published}
        onPublishedChange={(published) => update({ published })}
        saved={saved}
        onSuccess={showSuccess}
        onSendFailed={(failure) => showError(failureText(texts.sendFailed, failure))}
      />
      <form className="admin-form" noValidate onSubmit={(event) => void save(event)}>
        <InputField
          label={texts.title}
          name="title"
          value={draft.title}
          error={errors.title}
          onChange={(event) => update({ title: event.target.value })}
        />
        <RichTextField label={texts.intro} value={draft.intro} onChange={(intro) => update({ intro })} />
        {errors.intro && <p className="form-field-error">{errors.intro}</p>}
        <BlockList
          blocks={draft.blocks}
          errors={errors}
          onChange={(change) => setDraft((current) => ({ ...current, blocks: change(current.blocks) }))}
          onMissingBlock={() => showError(texts.blockNotFound)}
          onUploadFailed={(failure) => showError(failureText(texts.uploadFailed, failure))}
        />
        <RichTextField label={texts.outro} value={draft.outro} onChange={(outro) => update({ outro })} />
        {errors.outro && <p className="form-field-error">{errors.outro}</p>}
        <div className="admin-actions">
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? texts.saving : texts.save}
          </button>
        </div>
      </form>
    </div>
  );
}
