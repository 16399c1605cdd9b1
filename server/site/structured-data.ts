import type { Config } from '../config';
import { joinAddress, publicPaths, variantUrlFor, walkPath, type Event, type PublicSettings } from '../contracts';
import { walkSchedule } from '../infra/walk-time';
import { absoluteUrl, shareImageUrl } from '../infra/absolute-urls';

/** schema.org JSON-LD (https://schema.org), as search engines read it for rich results. */
export type JsonLd = Record<string, unknown>;

type SiteConfig = Pick<Config, 'publicUrl'>;

/** The club as the settings have it now: its name, and its logo, contact and other pages when it gave them. */
const organizer = (config: SiteConfig, settings: PublicSettings): JsonLd => {
  const { club, contact } = settings;
  const sameAs = [contact.facebook, contact.instagram, contact.strava, contact.website].filter(Boolean);
  return {
    '@type': 'Organization',
    name: club.name,
    url: absoluteUrl(config, publicPaths.home),
    ...(club.logo && { logo: absoluteUrl(config, variantUrlFor(club.logo.uuid, '640x640')) }),
    ...(contact.email && { email: contact.email }),
    ...(contact.phone && { telephone: contact.phone }),
    ...(contact.address && { address: contact.address }),
    ...(sameAs.length > 0 && { sameAs }),
  };
};

/** The club, on the home page. */
export function organizationData(config: SiteConfig, settings: PublicSettings): JsonLd {
  return { '@context': 'https://schema.org', ...organizer(config, settings) };
}

/**
 * A walk as an Event: times with the Europe/Brussels offset of their own date (+01:00 in winter,
 * +02:00 in summer), the start address as a Place with its coordinates when they are known.
 */
export function walkEventData(
  config: SiteConfig,
  settings: PublicSettings,
  walk: Pick<Event, 'id' | 'own' | 'name' | 'startDateTime' | 'endTime' | 'location'>,
  extra: { description: string; bannerUuid: string | null },
): JsonLd {
  const schedule = walkSchedule(walk);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: walk.name,
    url: absoluteUrl(config, walkPath(walk)),
    ...(schedule && { startDate: schedule.start }),
    ...(schedule?.end && { endDate: schedule.end }),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(walk.location && { location: place(walk.location) }),
    ...(extra.bannerUuid && { image: [shareImageUrl(config, extra.bannerUuid)] }),
    description: extra.description,
    organizer: organizer(config, settings),
  };
}

function place(location: NonNullable<Event['location']>): JsonLd {
  const { street, houseNumber, busNumber, city, postalCode, country, lat, lon } = location;
  const streetAddress = [street, houseNumber, busNumber && `bus ${busNumber}`].filter(Boolean).join(' ');
  const address = Object.fromEntries(
    Object.entries({ streetAddress, addressLocality: city, postalCode, addressCountry: country }).filter(
      ([, value]) => value,
    ),
  );
  return {
    '@type': 'Place',
    name: joinAddress(location),
    address: { '@type': 'PostalAddress', ...address },
    ...(lat !== null && lon !== null && { geo: { '@type': 'GeoCoordinates', latitude: lat, longitude: lon } }),
  };
}
