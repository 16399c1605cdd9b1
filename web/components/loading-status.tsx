/** A line saying what is loading, which screen readers read out politely. */
export function LoadingStatus({ text }: { text: string }) {
  return (
    <p className="status" role="status">
      {text}
    </p>
  );
}
