import { apiPath } from './api-paths';

/**
 * The admin API (SPEC §7), for signed-in admins only. A collection's `list` is also where the outbox
 * keeps its rows' pending marks, and its `record` is `list` + '/:id' (the outbox caches a record there).
 */
export const adminApiPaths = {
  /** The signed-in admin: the session check, the profile, a new password, signing out. */
  me: '/admin/api/me',
  profile: '/admin/api/profile',
  changePassword: '/admin/api/change-password',
  logout: '/admin/api/logout',
  /** The signed-in admin's own sign-ins ("Aangemeld op"): the list, ending one, ending all others. */
  sessions: {
    list: '/admin/api/sessions',
    record: apiPath('/admin/api/sessions/:id'),
    others: '/admin/api/sessions/others',
  },
  /** The signed-in admin's two-step sign-in: its state, a new secret, the first code, turning it off. */
  twoStep: {
    status: '/admin/api/two-step',
    start: '/admin/api/two-step/start',
    confirm: '/admin/api/two-step/confirm',
    disable: '/admin/api/two-step/disable',
  },
  /** The administrators and their roles; a beheerder's business alone. */
  admins: {
    list: '/admin/api/admins',
    role: apiPath('/admin/api/admins/:id/role'),
    /** DELETE: every session of that admin ends. */
    sessions: apiPath('/admin/api/admins/:id/sessions'),
  },
  /** The log of who did what ("Logboek"): filtered and paged; read only. */
  audit: '/admin/api/audit',
  /** The treasurer's view of the members: names, contact for a payment, and whether they paid; nothing more. */
  payments: {
    members: '/admin/api/payments/members',
    member: apiPath('/admin/api/payments/members/:id'),
  },
  /** The dashboard's check that the server reaches its data. */
  database: '/admin/api/database',
  /** What needs doing: the dashboard's items and the sidebar's badges. */
  dashboard: '/admin/api/dashboard',
  members: {
    list: '/admin/api/members',
    admins: '/admin/api/members/admins',
    byRole: apiPath('/admin/api/members/role/:role'),
    excel: '/admin/api/members/export/excel',
    record: apiPath('/admin/api/members/:id'),
    boardOrder: apiPath('/admin/api/members/:id/board-order'),
    promote: apiPath('/admin/api/members/:id/promote-admin'),
    demote: apiPath('/admin/api/members/:id/demote-admin'),
    /** One action on many members (the list's selection), in one write. */
    bulk: '/admin/api/members/bulk',
    /** The selection as an .xlsx file (POST: a selection of thousands does not fit in a URL). */
    bulkExcel: '/admin/api/members/bulk/excel',
    /** A mail to the selection (POST), and how far each one is (GET). */
    mailings: '/admin/api/members/mailings',
    mailing: apiPath('/admin/api/members/mailings/:id'),
    /** A privacy request: what the club holds about a member, all of it as a download, and erasing it. */
    privacy: apiPath('/admin/api/members/:id/privacy'),
    privacyExport: apiPath('/admin/api/members/:id/privacy-export'),
    forget: apiPath('/admin/api/members/:id/forget'),
  },
  /** Membership applications from the public form, newest first, and the secretary's decisions on them. */
  applications: {
    list: '/admin/api/applications',
    record: apiPath('/admin/api/applications/:id'),
    accept: apiPath('/admin/api/applications/:id/accept'),
    refuse: apiPath('/admin/api/applications/:id/refuse'),
  },
  /** The member import: upload, dry run, confirm; its history, each import undone as a whole. */
  memberImports: {
    list: '/admin/api/member-imports',
    upload: '/admin/api/member-imports/upload',
    dryRun: '/admin/api/member-imports/dry-run',
    confirm: '/admin/api/member-imports/confirm',
    undo: apiPath('/admin/api/member-imports/:id/undo'),
  },
  events: {
    list: '/admin/api/events',
    /** A new walk (SPEC §7 names the walking kind in the path). */
    create: '/admin/api/events/walking',
    record: apiPath('/admin/api/events/:id'),
    publish: apiPath('/admin/api/events/:id/publish'),
  },
  pages: {
    list: '/admin/api/website-pages',
    record: apiPath('/admin/api/website-pages/:id'),
    publish: apiPath('/admin/api/website-pages/:id/publish'),
  },
  newsletters: {
    list: '/admin/api/newsletters',
    record: apiPath('/admin/api/newsletters/:id'),
    publish: apiPath('/admin/api/newsletters/:id/publish'),
    send: apiPath('/admin/api/newsletters/:id/send'),
    sendTest: apiPath('/admin/api/newsletters/:id/send/test'),
  },
  /** The contact form's messages: read or unread, inbox or archive, deleted after the retention period. */
  messages: {
    list: '/admin/api/messages',
    record: apiPath('/admin/api/messages/:id'),
    read: apiPath('/admin/api/messages/:id/read'),
    archive: apiPath('/admin/api/messages/:id/archive'),
  },
  images: {
    upload: '/admin/api/images/upload',
    record: apiPath('/admin/api/images/:id'),
  },
  /** The club's one settings record, read and replaced whole. */
  settings: '/admin/api/settings',
  /** How long handled applications and contact messages are kept: the settings' part the secretariat reads. */
  retention: '/admin/api/retention',
  backup: {
    status: '/admin/api/backup',
    download: '/admin/api/backup/download',
  },
  /** The mails the queue gave up on, and a new try for one. */
  mail: {
    failed: '/admin/api/mail/failed',
    retry: apiPath('/admin/api/mail/failed/:id/retry'),
  },
} as const;
