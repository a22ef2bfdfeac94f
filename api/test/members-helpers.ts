import { ApiErrorSchema } from 'shared-kernel/contract';
import { createTestApp, createTestUser, sessionCookieFor, type TestApp, type TestUser, type TestUserOptions } from './helpers';

/** The server's text for a profile that does not exist (any more), is hidden or blocked. */
export const GONE = 'Dit profiel bestaat niet (meer).';

/** A member with an account, logged in: `cookie` is their session cookie. */
export interface TestMember extends TestUser {
  cookie: string;
}

export interface MembersTestApp extends TestApp {
  /** Creates a member (see createTestUser) and logs them in. */
  member(options?: TestUserOptions): Promise<TestMember>;
  /** Stores likes, each as [liker, liked] profile ids. */
  addLikes(...likes: Array<[liker: number, liked: number]>): Promise<void>;
  /** Stores blocks, each as [blocker, blocked] profile ids. */
  addBlocks(...blocks: Array<[blocker: number, blocked: number]>): Promise<void>;
}

/**
 * The app of a test file: built before its first test, closed after its last. With
 * `emptyEachTest` every test starts without members, so candidates of one test never show up in
 * another. The returned object is filled in once the app is built (use it inside tests and hooks).
 */
export function useMembersApp({ emptyEachTest = false }: { emptyEachTest?: boolean } = {}): MembersTestApp {
  const t = {
    member: async (options: TestUserOptions = {}): Promise<TestMember> => {
      const user = await createTestUser(t.db, options);
      return { ...user, cookie: await sessionCookieFor(t.db, user.userId) };
    },
    addLikes: async (...likes: Array<[number, number]>): Promise<void> => {
      const rows = likes.map(([liker, liked]) => ({ liker_profile_id: liker, liked_profile_id: liked }));
      await t.db.kysely.insertInto('likes').values(rows).execute();
    },
    addBlocks: async (...blocks: Array<[number, number]>): Promise<void> => {
      const rows = blocks.map(([blocker, blocked]) => ({ blocker_profile_id: blocker, blocked_profile_id: blocked }));
      await t.db.kysely.insertInto('blocks').values(rows).execute();
    },
  } as MembersTestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp());
  });
  afterAll(async () => {
    await t.close();
  });
  if (emptyEachTest) {
    beforeEach(async () => {
      await t.db.kysely.deleteFrom('profiles').execute();
      await t.db.kysely.deleteFrom('users').execute();
    });
  }
  return t;
}

/** Checks a refused request: its status, the API error code and (if given) the server's text. */
export function expectError(res: { statusCode: number; json: () => unknown }, status: number, error: string, message?: string): void {
  expect(res.statusCode).toBe(status);
  const body = ApiErrorSchema.parse(res.json());
  expect(body.error).toBe(error);
  if (message !== undefined) expect(body.message).toBe(message);
}
