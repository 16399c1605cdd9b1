/** Placeholder until this screen is built. */
export function WalksPage() {
  return <h1>WalksPage</h1>;
}
