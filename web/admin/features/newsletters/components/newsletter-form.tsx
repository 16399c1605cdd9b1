import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { InputField } from '../../../../components/form-field';
import { Banner, useTimedMessage } from '../../../components/timed-message';
import { RichTextField } from '../../../editor/rich-text-field';
import type { Newsletter } from '../api/get-newsletters';
import { publishNewsletter } from '../api/publish-newsletter';
import { saveNewsletter } from '../api/save-newsletter';
import { BlockList } from './block-list';
import { failureText, fieldErrorsOf } from '../../../lib/failure-text';
import { fieldIn, useFieldErrors } from '../../../lib/use-field-errors';
import {
  blockErrorsOf,
  draftFrom,
  emptyDraft,
  sameDraft,
  toInput,
  type BlockErrors,
  type NewsletterDraft,
} from '../newsletter-draft';
import { SendingActions } from './sending-actions';
import { newsletterAdminTexts as texts } from '../texts';
import './newsletters.css';
import { adminPaths } from '../../../../../server/contracts';

/** SPEC §9: success banners 3 s, error banners 4 s. */
const successMs = 3000;
const errorMs = 4000;

/** The newsletter as the server last answered it, and the form made from that answer. */
type ServerState = { newsletter: Newsletter; draft: NewsletterDraft };

/** The fields with a message of their own; the blocks' messages go by the form's block key. */
const newsletterFields = ['title', 'intro', 'outro'] as const;

const serverState = (newsletter: Newsletter): ServerState => ({ newsletter, draft: draftFrom(newsletter) });

/** SPEC §2 "Admin newsletters" edit form: a new newsletter (initial null) or a loaded one. */
export function NewsletterForm({ initial }: { initial: Newsletter | null }) {
  const navigate = useNavigate();
  const [server, setServer] = useState<ServerState | null>(() => (initial ? serverState(initial) : null));
  const [draft, setDraft] = useState<NewsletterDraft>(() => server?.draft ?? emptyDraft());
  const fieldErrors = useFieldErrors({ fields: newsletterFields, fieldOf: fieldIn(newsletterFields) });
  const { errors } = fieldErrors;
  const [blockErrors, setBlockErrors] = useState<Record<string, BlockErrors>>({});
  const [saving, setSaving] = useState(false);
  const [success, showSuccess] = useTimedMessage(successMs);
  const [error, showError] = useTimedMessage(errorMs);
  // The save's outcome is shown by the Opslaan button, where the admin clicked, not at the top of a long form.
  const [saveSuccess, showSaveSuccess] = useTimedMessage(successMs);
  const [saveError, showSaveError] = useTimedMessage(errorMs);
  // The form stays editable while a save runs: the save compares what was sent with the latest draft.
  const latest = useRef(draft);
  useLayoutEffect(() => {
    latest.current = draft;
  });

  const update = (patch: Partial<NewsletterDraft>) => setDraft((current) => ({ ...current, ...patch }));
  // Sending sends what the server holds, so it waits until the form has nothing unsaved.
  const saved = server && sameDraft(draft, server.draft) ? server.newsletter : null;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = draft;
    setSaving(true);
    fieldErrors.show({});
    setBlockErrors({});
    let written: Newsletter | null = null;
    try {
      written = await saveNewsletter(toInput(sent), server?.newsletter ?? null);
      // SPEC §4: published goes by its own call, and only when it differs from the server's answer.
      if (written.published !== sent.published) written = await publishNewsletter(written, sent.published);
    } catch (failure) {
      console.warn('Opslaan mislukt:', failure);
      // The content was saved but publishing failed: later saves must build on that version. The draft
      // stays as it is now, with whatever was typed while saving.
      if (written) setServer(serverState(written));
      // SPEC §5: only the server checks a newsletter; the message by Opslaan says what failed.
      fieldErrors.showServer(failure, { focus: false });
      setBlockErrors(blockErrorsOf(fieldErrorsOf(failure), sent.blocks));
      showSaveError(failureText(texts.saveFailed, failure));
      setSaving(false);
      return;
    }
    // SPEC §2: after saving, to the list; unless the admin changed something meanwhile, which the
    // list would throw away. Then the server's answer is the new baseline and the newer draft stays.
    if (sameDraft(latest.current, sent)) {
      navigate(`${adminPaths.newsletters}?saved=1`);
      return;
    }
    setServer(serverState(written));
    showSaveSuccess(texts.actionSucceeded);
    setSaving(false);
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
        <RichTextField
          label={texts.intro}
          value={draft.intro}
          error={errors.intro}
          onChange={(intro) => update({ intro })}
        />
        <BlockList
          blocks={draft.blocks}
          errors={blockErrors}
          onChange={(change) => setDraft((current) => ({ ...current, blocks: change(current.blocks) }))}
          onMissingBlock={() => showError(texts.blockNotFound)}
          onUploadFailed={(failure) => showError(failureText(texts.uploadFailed, failure))}
        />
        <RichTextField
          label={texts.outro}
          value={draft.outro}
          error={errors.outro}
          onChange={(outro) => update({ outro })}
        />
        <div className="admin-actions newsletter-save">
          <Banner kind="error" message={saveError} />
          <Banner kind="success" message={saveSuccess} />
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? texts.saving : texts.save}
          </button>
        </div>
      </form>
    </div>
  );
}
