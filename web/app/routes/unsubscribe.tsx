/** Placeholder: this screen is being built. */
export function UnsubscribeRoute() {
  return <h1>Uitschrijven</h1>;
}
