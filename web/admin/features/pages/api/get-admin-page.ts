import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { adminGet } from '../../../lib/admin-api';
import { requireAnswer } from '../../../lib/require-answer';
import { pagesTexts } from '../texts';
import type { Page } from './get-admin-pages';

/** GET /admin/api/website-pages/{id}: one info page with its version, for the edit form. */
export function getAdminPage(id: string, signal: AbortSignal): Promise<Page> {
  return requireAnswer(
    adminGet<Page | undefined>(adminApiPaths.pages.record(id), { signal }),
    pagesTexts.emptyPageAnswer,
  );
}
