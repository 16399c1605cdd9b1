/**
 * The security code that mutation testing covers, in groups that each must score at least 85 %: the
 * code each group mutates, and the tests that may notice (perTest coverage runs only the ones that reach
 * a mutant).
 */
export const mutationGroups = [
  {
    name: 'auth',
    mutate: ['server/auth/**/*.ts', 'server/members/promotion-mail.ts', 'server/middleware/idempotency.ts'],
    tests: [
      'tests/unit/sessions.test.ts',
      'tests/unit/auth-*.test.ts',
      'tests/api/admin-gate.test.ts',
      'tests/api/admin-account.test.ts',
      'tests/api/admin-auth.test.ts',
      'tests/api/set-password.test.ts',
    ],
  },
  {
    name: 'store',
    mutate: [
      'server/store/collection.ts',
      'server/store/collection-draft.ts',
      'server/store/collection-file.ts',
      'server/store/record-texts.ts',
    ],
    tests: ['tests/unit/store.test.ts', 'tests/unit/store-*.test.ts'],
  },
  {
    name: 'contracts',
    mutate: [
      'server/contracts/limits.ts',
      'server/contracts/common.ts',
      'server/contracts/member.ts',
      'server/contracts/member-payload.ts',
      'server/contracts/account-payload.ts',
      'server/contracts/session.ts',
    ],
    tests: [
      'tests/unit/limits.test.ts',
      'tests/unit/contracts-*.test.ts',
      'tests/unit/member-form-schema.test.ts',
    ],
  },
];
