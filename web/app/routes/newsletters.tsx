/** Placeholder: this screen is being built. */
export function NewslettersRoute() {
  return <h1>Nieuwsbrieven</h1>;
}
