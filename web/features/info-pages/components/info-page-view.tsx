import { shortText } from '../../../../server/contracts/page-heads';
import { NotFoundMeta, PageMeta } from '../../../components/page-meta';
import { LazyPhotoGallery } from '../../../components/photo-gallery/lazy-photo-gallery';
import { RichText } from '../../../components/rich-text';
import { usePage } from '../api/get-page';
import { plainText } from '../../../lib/plain-text';
import { useInAppLinks } from './use-in-app-links';
import { infoPageTexts } from './texts';
import './info-pages.css';

/**
 * An info page by its slug: title, content and photo gallery. The query is keyed by the slug,
 * so following a link to another info page loads that page.
 */
export function InfoPageView({ slug }: { slug: string | undefined }) {
  const state = usePage(slug);
  const onContentClick = useInAppLinks();

  if (state.status === 'success') {
    const page = state.data;
    const description =
      shortText(page.metaDescription) || plainText(page.contentHtml) || infoPageTexts.fallbackDescription;
    return (
      <article className="info-pages">
        <PageMeta title={page.title || infoPageTexts.fallbackTitle} description={description} />
        <header className="page-header">
          <h1>{page.title}</h1>
        </header>
        {/* Clicks bubble up from the content's links, which the keyboard activates as well. */}
        <div onClick={onContentClick}>
          <RichText html={page.contentHtml} className="info-pages-content" />
        </div>
        <LazyPhotoGallery images={page.photobook} label={page.title} />
      </article>
    );
  }

  return (
    <div className="info-pages">
      {state.status === 'error' && state.error.status === 404 ? (
        <NotFoundMeta />
      ) : (
        <PageMeta title={infoPageTexts.fallbackTitle} description={infoPageTexts.fallbackDescription} />
      )}
      {state.status === 'loading' ? (
        <p className="status" role="status">
          {infoPageTexts.loading}
        </p>
      ) : (
        <>
          <header className="page-header">
            <h1>{infoPageTexts.errorTitle}</h1>
          </header>
          <p className="alert alert-error" role="alert">
            {/* The server's own words (e.g. the page does not exist); a lost connection has none. */}
            {state.error.status > 0 && state.error.message ? state.error.message : infoPageTexts.errorFallback}
          </p>
        </>
      )}
    </div>
  );
}
