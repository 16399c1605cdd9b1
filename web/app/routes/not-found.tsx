import { Link } from '../../lib/router';
import { NotFoundMeta } from '../../components/page-meta';
import { notFoundTexts } from './texts';

export function NotFoundRoute() {
  return (
    <section className="page">
      <NotFoundMeta />
      <h1>{notFoundTexts.title}</h1>
      <p>{notFoundTexts.body}</p>
      <p>
        <Link to="/">{notFoundTexts.backHome}</Link>
      </p>
    </section>
  );
}
