/** Placeholder: this screen is being built. */
export function InfoPageRoute() {
  return <h1>Info</h1>;
}
