type RichTextProps = {
  html: string | null | undefined;
  className?: string;
};

/**
 * Rich text from the editor. The server sanitizes every HTML field on write to the allowlist of
 * ARCHITECTURE.md "Rich text", so what arrives here is safe to render as is.
 */
export function RichText({ html, className }: RichTextProps) {
  if (!html) return null;
  return (
    <div className={['rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
