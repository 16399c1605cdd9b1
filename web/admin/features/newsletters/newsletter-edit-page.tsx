/** Placeholder until this screen is built. */
export function NewsletterEditPage() {
  return <h1>NewsletterEditPage</h1>;
}
