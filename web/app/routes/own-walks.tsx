/** Placeholder: this screen is being built. */
export function OwnWalksRoute() {
  return <h1>Eigen Wandeltochten</h1>;
}
