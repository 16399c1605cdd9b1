import { useSearchParams } from '../../lib/router';
import { PageMeta } from '../../components/page-meta';
import { UnsubscribePanel } from '../../features/unsubscribe/components/unsubscribe-panel';
import { unsubscribeTexts } from '../../features/unsubscribe/components/texts';

export function UnsubscribeRoute() {
  const [params] = useSearchParams();
  const memberId = params.get('memberId');
  const token = params.get('token');
  // SPEC §5: both are needed; without them the link is invalid.
  const link = memberId && token ? { memberId, token } : null;
  return (
    <section className="unsubscribe">
      <PageMeta title={unsubscribeTexts.title} description={unsubscribeTexts.description} noindex />
      <header className="page-header">
        <h1>{unsubscribeTexts.title}</h1>
      </header>
      {/* A new link starts over, without the outcome of the previous one. */}
      <UnsubscribePanel key={`${memberId}:${token}`} link={link} />
    </section>
  );
}
