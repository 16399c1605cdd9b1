/** Placeholder until this screen is built. */
export function PageEditPage() {
  return <h1>PageEditPage</h1>;
}
