/** Placeholder: this screen is being built. */
export function EuraudaxRoute() {
  return <h1>Euraudax</h1>;
}
