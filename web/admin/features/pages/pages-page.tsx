/** Placeholder until this screen is built. */
export function PagesPage() {
  return <h1>PagesPage</h1>;
}
