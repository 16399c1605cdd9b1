/** The RSS feed of the published newsletters (server/newsletters/feed.ts). */
export const newsletterFeedUrl = '/api/newsletters/feed.xml';
