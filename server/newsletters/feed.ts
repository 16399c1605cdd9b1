import { apiPaths } from '../contracts/api-paths';
import { pageHeadTexts, shortText } from '../contracts/page-heads';
import { newsletterPath, publicPaths } from '../contracts/public-paths';
import { htmlToText } from '../infra/rich-text';
import { buildXml } from '../infra/xml';
import { absoluteUrl, shareImageUrl } from '../infra/absolute-urls';
import type { ClubSite } from '../settings/club-site';
import type { Store } from '../store';
import { newsletterShareImage, publicNewsletters } from './service';

/** Feed readers show the latest few; older newsletters stay on the site and in the sitemap. */
const feedItemLimit = 20;

/** Descriptions are a teaser, like a link preview's; the newsletter itself is one click away. */
const descriptionLength = 300;

// Characters XML 1.0 forbids (pasted control codes, lone surrogates) would make the whole feed unreadable.
const notXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g; // prettier-ignore
const xmlText = (text: string) => text.replace(notXml, '');

/** RSS 2.0 (https://www.rssboard.org/rss-specification) of the published newsletters, newest first. */
export function newsletterFeedXml(config: Pick<ClubSite, 'publicUrl' | 'clubName'>, store: Store): string {
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
  const listUrl = absoluteUrl(config, publicPaths.newsletters);

  const items = newsletters.map((newsletter) => {
    const link = absoluteUrl(config, newsletterPath(newsletter));
    const image = newsletterShareImage(store, newsletter);
    const description = shortText(htmlToText(newsletter.intro), descriptionLength);
    return {
      title: xmlText(newsletter.title),
      link,
      // The page's address never changes, so it is the item's stable id.
      guid: { '@_isPermaLink': 'true', '#text': link },
      pubDate: new Date(newsletter.creationTimestamp).toUTCString(),
      ...(description ? { description: xmlText(description) } : {}),
      // The size is unknown until the variant is made; length 0 is what readers expect then.
      ...(image ? { enclosure: { '@_url': shareImageUrl(config, image.uuid), '@_length': '0', '@_type': 'image/jpeg' } } : {}), // prettier-ignore
    };
  });

  return buildXml({
    rss: {
      '@_version': '2.0',
      '@_xmlns:atom': 'http://www.w3.org/2005/Atom',
      channel: {
        title: xmlText(pageHeadTexts.newsletters.feedTitle(config.clubName)),
        link: listUrl,
        description: xmlText(pageHeadTexts.newsletters.description(config.clubName)),
        language: 'nl-BE',
        // From the data, not the clock: the same newsletters give the same feed (and ETag).
        ...(lastChange ? { lastBuildDate: new Date(lastChange).toUTCString() } : {}),
        'atom:link': {
          '@_href': absoluteUrl(config, apiPaths.newsletters.feed),
          '@_rel': 'self',
          '@_type': 'application/rss+xml',
        },
        item: items,
      },
    },
  });
}
