/** Placeholder: this screen is being built. */
export function WalksRoute() {
  return <h1>Wandeltochten</h1>;
}
