import { z } from 'zod';
import { dateSchema } from './common';
import { memberRoleSchema } from './member';

/** The admin screen shows 20 members a page (SPEC §9); a caller may ask up to 100. */
export const memberListPageSizes = { default: 20, max: 100 } as const;

/** The oldest age a filter may name: no member is older, and a bound keeps the number small. */
export const maxFilterAge = 130;

const memberListTexts = {
  page: 'Het paginanummer moet een geheel getal vanaf 1 zijn.',
  size: `Het aantal leden per pagina moet tussen 1 en ${memberListPageSizes.max} liggen.`,
  search: 'De zoekterm moet tekst zijn, hoogstens 100 tekens.',
  role: 'Onbekende rol.',
  flag: (name: string) => `De filter '${name}' moet true of false zijn.`,
  age: `De leeftijd moet een geheel getal van 0 tot ${maxFilterAge} zijn.`,
  ageRange: 'De minimumleeftijd mag niet hoger zijn dan de maximumleeftijd.',
  date: 'Ongeldige datum.',
  dateRange: "De datum 'lid sinds vanaf' mag niet na 'lid sinds tot' liggen.",
  unknownFilter: (keys: readonly string[]) => `Onbekende filter: ${keys.join(', ')}.`,
  notAFilter: 'Verwacht de filter als object met tekstwaarden.',
} as const;

const wholeNumber = (message: string) =>
  z
    .string()
    .regex(/^\d{1,6}$/, { error: message })
    .transform(Number);

/** '' leaves a filter out (a form's empty choice); anything else must be the filter's own text. */
const unlessEmpty = <T extends z.ZodType<unknown, string>>(schema: T, message: string) =>
  z
    .string({ error: message })
    .transform((value) => (value === '' ? undefined : value))
    .pipe(schema.optional())
    .optional();

const flag = (name: string) =>
  unlessEmpty(
    z.enum(['true', 'false'], { error: memberListTexts.flag(name) }).transform((value) => value === 'true'),
    memberListTexts.flag(name),
  );

const age = unlessEmpty(
  wholeNumber(memberListTexts.age).pipe(z.number().max(maxFilterAge, { error: memberListTexts.age })),
  memberListTexts.age,
);

const day = unlessEmpty(dateSchema, memberListTexts.date);

/**
 * The filters of the admin member list, as query parameters (all text), each optional and combinable
 * (all must hold). `board`: the board as the public Bestuur section shows it (role BOARDMEMBER; a title
 * alone does not count, helpers carry one too). `euraudax`: as the public Euraudax page counts them
 * (the flag, or the role EURAUDAX). Ages are whole years on the app's clock (Europe/Brussels); a member
 * without a birth date (or a 'lid sinds' date) is left out by any bound on it.
 */
const memberFilterShape = {
  q: z.string({ error: memberListTexts.search }).max(100, { error: memberListTexts.search }).optional(),
  role: z
    .string()
    .transform((role) => role.toUpperCase())
    .pipe(z.union([memberRoleSchema, z.literal('')], { error: memberListTexts.role }))
    .transform((role) => role || undefined)
    .optional(),
  active: flag('actief'),
  board: flag('bestuur'),
  euraudax: flag('euraudax'),
  paid: flag('betaald'),
  hasEmail: flag('e-mailadres'),
  minAge: age,
  maxAge: age,
  memberSinceFrom: day,
  memberSinceTo: day,
};

/** The filter's names, in the order the screen and the URL use them. */
export const memberFilterKeys = Object.keys(memberFilterShape) as (keyof typeof memberFilterShape)[];

type FilterValues = { minAge?: number | undefined; maxAge?: number | undefined } & {
  memberSinceFrom?: string | undefined;
  memberSinceTo?: string | undefined;
};

/** A range that ends before it starts matches no one: more likely a typo, so it is refused. */
function checkRanges(filter: FilterValues, ctx: z.RefinementCtx): void {
  const { minAge, maxAge, memberSinceFrom, memberSinceTo } = filter;
  if (minAge !== undefined && maxAge !== undefined && minAge > maxAge) {
    ctx.addIssue({ code: 'custom', message: memberListTexts.ageRange, path: ['minAge'] });
  }
  if (memberSinceFrom && memberSinceTo && memberSinceFrom > memberSinceTo) {
    ctx.addIssue({ code: 'custom', message: memberListTexts.dateRange, path: ['memberSinceFrom'] });
  }
}

/**
 * The filter of a bulk action's selection ({ filter: {...} }), with the same text values as the query.
 * Strict: a misspelled filter in a bulk delete must be refused, not read as "every member".
 */
export const memberFilterSchema = z
  .strictObject(memberFilterShape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? memberListTexts.unknownFilter(issue.keys) : memberListTexts.notAFilter,
  })
  .superRefine(checkRanges);
export type MemberFilter = z.output<typeof memberFilterSchema>;
/** The filter as sent: every value text, as in the list's query. */
export type MemberFilterInput = z.input<typeof memberFilterSchema>;

/**
 * GET /admin/api/members?page=&size=&q=&role=&active=… (a club may have 10,000 members): one page of
 * the members sorted by name that match every filter given (see memberFilterShape). Without any of
 * these the route answers the whole list as SPEC §7 has it.
 */
export const memberListQuerySchema = z
  .object({
    ...memberFilterShape,
    page: wholeNumber(memberListTexts.page)
      .pipe(z.number().min(1, { error: memberListTexts.page }))
      .optional(),
    size: wholeNumber(memberListTexts.size)
      .pipe(
        z
          .number()
          .min(1, { error: memberListTexts.size })
          .max(memberListPageSizes.max, { error: memberListTexts.size }),
      )
      .optional(),
  })
  .superRefine(checkRanges);
export type MemberListQuery = z.output<typeof memberListQuerySchema>;

/** The list query's own parameter names: the filters, the page and its size. */
export const memberListQueryKeys = [...memberFilterKeys, 'page', 'size'] as const;

/** One page of the admin member list; `page` is the page answered (at most `pageCount`). */
export type MemberListPage<Member> = {
  members: Member[];
  total: number;
  page: number;
  size: number;
  pageCount: number;
};
