import { useParams } from '../../lib/router';
import { NewsletterArticle } from '../../features/newsletters/components/newsletter-article';

export function NewsletterDetailRoute() {
  const { id } = useParams();
  return <NewsletterArticle id={id} />;
}
