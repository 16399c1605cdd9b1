/** Placeholder: this screen is being built. */
export function ContactRoute() {
  return <h1>Contact</h1>;
}
