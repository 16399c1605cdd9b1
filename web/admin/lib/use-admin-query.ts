/** Admin screens load with the reloadable query of web/lib: lists reload after a failed write and take rows in place. */
export { useReloadableQuery as useAdminQuery, type ReloadableQuery as AdminQuery } from '../../lib/use-query';
