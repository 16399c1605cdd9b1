import { documentTitle, pageHeadTexts } from '../../server/contracts/page-heads';
import { useServerRender } from '../lib/server-render';
import { useClubName } from '../lib/site-config';

type PageMetaProps = {
  /** The page's own title; left out on the home page, which carries just the club name. */
  title?: string;
  description: string;
  noindex?: boolean;
};

/**
 * Sets the document title and meta description; React 19 hoists these into the head. They match
 * what the server wrote for the same page (server/site/route-heads.ts).
 */
export function PageMeta({ title, description, noindex = false }: PageMetaProps) {
  const clubName = useClubName();
  // The server wrote these into the head already; in the body of its HTML they would be out of place.
  if (useServerRender()) return null;
  return (
    <>
      <title>{documentTitle(clubName, title)}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
    </>
  );
}

/** A page that does not exist (or is not published): the head the server answers its 404 with. */
export function NotFoundMeta() {
  return <PageMeta title={pageHeadTexts.notFound.title} description={pageHeadTexts.notFound.description} noindex />;
}
