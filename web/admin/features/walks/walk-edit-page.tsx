/** Placeholder until this screen is built. */
export function WalkEditPage() {
  return <h1>WalkEditPage</h1>;
}
