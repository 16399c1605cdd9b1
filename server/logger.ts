/** Where the server writes what happened: console in production, a collecting fake in tests. */
export type Logger = Pick<Console, 'info' | 'warn' | 'error'>;
