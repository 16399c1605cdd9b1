import { z } from 'zod';
import { boundedList, idSchema } from './common';
import { listFields } from './limits';
import { memberRoles, type MemberRole } from './member';
import { memberFilterSchema } from './member-list';

export const memberBulkTexts = {
  selection: 'Kies de leden: { "ids": [...] } of { "filter": {...} }.',
  action: 'Onbekende actie.',
  role: 'Kies de nieuwe rol.',
  unknownRole: 'Onbekende rol.',
} as const;

/**
 * The members a bulk action is about: named one by one (the rows ticked on the screen), or every
 * member that matches the list's filter at the moment the server acts ("alle N leden die aan de
 * filter voldoen"). Exactly one of the two.
 */
export const memberSelectionSchema = z
  .strictObject(
    {
      ids: boundedList(listFields.memberSelection, idSchema).optional(),
      filter: memberFilterSchema.optional(),
    },
    { error: memberBulkTexts.selection },
  )
  .refine((selection) => (selection.ids === undefined) !== (selection.filter === undefined), {
    error: memberBulkTexts.selection,
  });
export type MemberSelection = z.output<typeof memberSelectionSchema>;
export type MemberSelectionInput = z.input<typeof memberSelectionSchema>;

/** What a bulk write does to every selected member. */
export const memberBulkActions = ['activate', 'deactivate', 'setRole', 'delete'] as const;
export type MemberBulkAction = (typeof memberBulkActions)[number];

/**
 * POST /admin/api/members/bulk: one action on the selection, in one write, all or nothing. `role`
 * only with setRole (any case, as the member write takes it).
 */
export const memberBulkPayloadSchema = z
  .object({
    action: z.enum(memberBulkActions, { error: memberBulkTexts.action }),
    selection: memberSelectionSchema,
    role: z
      .preprocess(
        (value) => (typeof value === 'string' ? value.toUpperCase() : value),
        z.enum(memberRoles, { error: memberBulkTexts.unknownRole }).optional(),
      )
      .optional(),
  })
  .superRefine((payload, ctx) => {
    if (payload.action === 'setRole' && !payload.role) {
      ctx.addIssue({ code: 'custom', message: memberBulkTexts.role, path: ['role'] });
    }
  });
export type MemberBulkPayload = z.input<typeof memberBulkPayloadSchema>;

/** POST /admin/api/members/bulk/excel: the selection as an .xlsx file. */
export const memberSelectionExportSchema = z.object({ selection: memberSelectionSchema });

/** The answer of a bulk write: how many members it changed or removed, and the sentence to show. */
export type MemberBulkAnswer = { action: MemberBulkAction; count: number; role?: MemberRole; message: string };
