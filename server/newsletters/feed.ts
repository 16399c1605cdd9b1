import { Feed } from 'feed';
import type { Config } from '../config';
import { pageHeadTexts, shortText } from '../contracts/page-heads';
import { htmlToText } from '../services/rich-text';
import { newsletterFeedPath } from '../contracts/app-routes';
import { absoluteUrl, newsletterPath, shareImageUrl } from '../site/public-paths';
import type { Store } from '../store';
import { newsletterShareImage, publicNewsletters } from './service';

/** Feed readers show the latest few; older newsletters stay on the site and in the sitemap. */
export const feedItemLimit = 20;

/** Descriptions are a teaser, like a link preview's; the newsletter itself is one click away. */
const descriptionLength = 300;

// Characters XML 1.0 forbids (pasted control codes, lone surrogates) would make the whole feed unreadable.
const notXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g; // prettier-ignore

const xmlText = (text: string) => text.replace(notXml, '');

/**
 * Text for the items' CDATA sections: the feed package (through xml-js) escapes only the first
 * ']]>' in one, so a second would end the section early and break the XML.
 */
const cdataText = (text: string) => xmlText(text).replaceAll(']]>', ']] >');

/** xml-js writes attribute values as given, escaping only quotes. */
const attributeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

/** RSS 2.0 of the published newsletters, newest first (at most feedItemLimit). */
export function newsletterFeedXml(config: Pick<Config, 'publicUrl' | 'clubName'>, store: Store): string {
  const published = publicNewsletters(store);
  // The list's order (newest first), with the blocks only the detail carries.
  const newsletters = published
    .list()
    .slice(0, feedItemLimit)
    .map((summary) => published.get(summary.id));
  const lastChange = newsletters.reduce<string | undefined>(
    (max, newsletter) => (max === undefined || newsletter.updateTimestamp > max ? newsletter.updateTimestamp : max),
    undefined,
  );

  const feed = new Feed({
    id: absoluteUrl(config, '/nieuwsbrieven'),
    title: xmlText(pageHeadTexts.newsletters.feedTitle(config.clubName)),
    description: xmlText(pageHeadTexts.newsletters.description(config.clubName)),
    link: absoluteUrl(config, '/nieuwsbrieven'),
    language: 'nl-BE',
    feedLinks: { rss: absoluteUrl(config, newsletterFeedPath) },
    // From the data, not the clock: the same newsletters give the same feed (and ETag).
    ...(lastChange ? { updated: new Date(lastChange) } : {}),
    copyright: xmlText(`© ${config.clubName}`),
  });

  for (const newsletter of newsletters) {
    const link = absoluteUrl(config, newsletterPath(newsletter.id));
    const image = newsletterShareImage(store, newsletter);
    const description = shortText(htmlToText(newsletter.intro), descriptionLength);
    feed.addItem({
      title: cdataText(newsletter.title),
      // Without a guid the package uses the link as one (isPermaLink): stable, the URL never changes.
      link,
      date: new Date(newsletter.creationTimestamp),
      ...(description ? { description: cdataText(description) } : {}),
      // The size is unknown until the variant is made; length 0 is what readers expect then.
      ...(image ? { enclosure: { url: attributeText(shareImageUrl(config, image.uuid)), type: 'image/jpeg' } } : {}),
    });
  }
  return feed.rss2();
}
