import { z } from 'zod';
import { memberRoleSchema } from './member';

/** The admin screen shows 20 members a page (SPEC §9); a caller may ask up to 100. */
export const memberListPageSizes = { default: 20, max: 100 } as const;

const memberListTexts = {
  page: 'Het paginanummer moet een geheel getal vanaf 1 zijn.',
  size: `Het aantal leden per pagina moet tussen 1 en ${memberListPageSizes.max} liggen.`,
  search: 'De zoekterm is te lang (hoogstens 100 tekens).',
  role: 'Onbekende rol.',
} as const;

const wholeNumber = (message: string) =>
  z
    .string()
    .regex(/^\d{1,6}$/, { error: message })
    .transform(Number);

/**
 * GET /admin/api/members?page=&size=&q=&role= (a club may have 10,000 members): one page of the members sorted
 * by name, filtered on first plus last name (case-insensitive, as the screen's search) and on role.
 * Without any of these the route answers the whole list as SPEC §7 has it.
 */
export const memberListQuerySchema = z.object({
  page: wholeNumber(memberListTexts.page)
    .pipe(z.number().min(1, { error: memberListTexts.page }))
    .optional(),
  size: wholeNumber(memberListTexts.size)
    .pipe(
      z.number().min(1, { error: memberListTexts.size }).max(memberListPageSizes.max, { error: memberListTexts.size }),
    )
    .optional(),
  q: z.string().max(100, { error: memberListTexts.search }).optional(),
  role: z
    .string()
    .transform((role) => role.toUpperCase())
    .pipe(z.union([memberRoleSchema, z.literal('')], { error: memberListTexts.role }))
    .optional(),
});
export type MemberListQuery = z.output<typeof memberListQuerySchema>;

/** One page of the admin member list; `page` is the page answered (at most `pageCount`). */
export type MemberListPage<Member> = {
  members: Member[];
  total: number;
  page: number;
  size: number;
  pageCount: number;
};
