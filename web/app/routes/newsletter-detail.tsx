/** Placeholder: this screen is being built. */
export function NewsletterDetailRoute() {
  return <h1>Nieuwsbrief</h1>;
}
