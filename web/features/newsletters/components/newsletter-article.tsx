import { Link } from '../../../lib/router';
import { NotFoundMeta, PageMeta } from '../../../components/page-meta';
import { RichText } from '../../../components/rich-text';
import { formatLongDate } from '../../../lib/formatting';
import { useNewsletter } from '../api/get-newsletter';
import { NewsletterFeedLink } from './feed-link';
import { NewsletterBlock } from './newsletter-block';
import { plainText } from '../../../lib/plain-text';
import { newsletterTexts } from './texts';
import './newsletters.css';
import { publicPaths } from '../../../../server/contracts/public-paths';

const firstPhotoBlockId = (blocks: Array<{ id: number; imageId: string | null }>) =>
  blocks.find((block) => block.imageId)?.id;

/** One newsletter: back link, title, publication date, intro, blocks in their order, outro. */
export function NewsletterArticle({ id }: { id: string | undefined }) {
  const state = useNewsletter(id);

  return (
    <article className="newsletters-article">
      <NewsletterFeedLink />
      <p>
        <Link to={publicPaths.newsletters} className="newsletters-back">
          {newsletterTexts.backToList}
        </Link>
      </p>
      {state.status === 'success' ? (
        <>
          <PageMeta
            title={state.data.title}
            description={plainText(state.data.intro) || newsletterTexts.detailDescription}
          />
          <header className="page-header">
            <h1>{state.data.title}</h1>
            <p className="newsletters-date">
              {newsletterTexts.publishedOn}{' '}
              <time dateTime={state.data.creationTimestamp}>{formatLongDate(state.data.creationTimestamp)}</time>
            </p>
          </header>
          <RichText html={state.data.intro} className="newsletters-intro" />
          {state.data.blocks.map((block) => (
            // The first photo is the page's largest paint: it loads at once, the others when scrolled to.
            <NewsletterBlock key={block.id} block={block} eager={block.id === firstPhotoBlockId(state.data.blocks)} />
          ))}
          <RichText html={state.data.outro} className="newsletters-outro" />
        </>
      ) : (
        <>
          {state.status === 'error' && state.error.status === 404 ? (
            <NotFoundMeta />
          ) : (
            <PageMeta title={newsletterTexts.detailTitle} description={newsletterTexts.detailDescription} />
          )}
          <h1 className="newsletters-detail-fallback-title">{newsletterTexts.detailTitle}</h1>
          {state.status === 'loading' ? (
            <p className="status" role="status">
              {newsletterTexts.detailLoading}
            </p>
          ) : (
            <div className="alert alert-error" role="alert">
              <p>{newsletterTexts.detailError}</p>
              {/* An unknown or unpublished id: the server says so in its own words. */}
              {state.error.status === 404 && <p>{state.error.message}</p>}
            </div>
          )}
        </>
      )}
    </article>
  );
}
