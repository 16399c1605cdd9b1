/** A form's failure, as an alert, above its send button, which says so while the form sends. */
export function SubmitRow({
  failure,
  busy,
  texts,
}: {
  failure: string | null;
  busy: boolean;
  texts: { submit: string; busy: string };
}) {
  return (
    <>
      {failure && (
        <p role="alert" className="alert alert-error">
          {failure}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? texts.busy : texts.submit}
      </button>
    </>
  );
}
