import type { TestServer } from './api-server';

/** What every error answer of the API looks like (ARCHITECTURE.md "HTTP conventions"). */
export type ErrorAnswer = { message: string; errors?: Record<string, string>; current?: { version: number } };

export type Answer = Awaited<ReturnType<TestServer['request']>>;
