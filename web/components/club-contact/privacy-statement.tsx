import { RichText } from '../rich-text';
import { clubContactTexts } from './texts';

/** The club's privacy statement (settings.texts.privacy), folded away under 'Privacyverklaring'; nothing when empty. */
export function PrivacyStatement({ html }: { html: string }) {
  if (!html) return null;
  return (
    <details className="privacy-statement">
      <summary>{clubContactTexts.privacy}</summary>
      <RichText html={html} />
    </details>
  );
}
