/** Placeholder until this screen is built. */
export function NewslettersPage() {
  return <h1>NewslettersPage</h1>;
}
