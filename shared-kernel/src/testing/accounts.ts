import { HttpResponse } from 'msw';
import {
  DELETION_GRACE_DAYS,
  ERROR_CODES,
  normalizeEmail,
  PHOTO_LIMITS,
  type ApiError,
  type OwnProfile,
  type User,
} from '../contract';
import { ACCOUNT_TEXTS } from './account-texts';
import { userFixture } from './fixtures';


/**
 * An in-memory account store for the mocks, so a remote running standalone can sign up, log in,
 * reset a password and so on. Tokens are predictable on purpose: `mock-<purpose>-token-0001`.
 */
interface MockAccount {
  email: string;
  password: string;
  user: User;
  profile: OwnProfile;
}

export const MOCK_PASSWORD = 'hartklop-demo';
export const MOCK_TOKENS = {
  activate: 'mock-activate-token-0001',
  reset: 'mock-reset-token-000001',
  mailChange: 'mock-mail-change-token-01',
  reactivate: 'mock-reactivate-token-001',
  /** The unsubscribe link's token (`<userId>.<signature>` on the server). */
  unsubscribe: '3001.mock-unsubscribe-token-signature-0000000001',
} as const;

const profileOf = (user: User): OwnProfile => ({
  id: user.profile.id,
  name: user.profile.name,
  gender: 'female',
  sexuality: 'hetero',
  birthdate: '1994-05-17',
  country: user.profile.country,
  region_id: null,
  city: 'Utrecht',
  hair_colour: null,
  eye_colour: null,
  body_type: null,
  relationship_status: null,
  about: '',
  interests: [],
  photos: [],
  photo_limit: user.paid_user ? PHOTO_LIMITS.premium : PHOTO_LIMITS.free,
  status: user.profile.status,
});

const accounts = new Map<string, MockAccount>();
export function resetMockAccounts(): void {
  accounts.clear();
  accounts.set('sanne@example.nl', {
    email: 'sanne@example.nl',
    password: MOCK_PASSWORD,
    user: userFixture,
    profile: profileOf(userFixture),
  });
  // A member who deleted the account a few days ago: signup offers reactivation, login fails.
  const deleted: User = { ...userFixture, id: 1043, status: 'deleted', profile: { ...userFixture.profile, id: 2209, name: 'Joris' } };
  accounts.set(DELETED_MOCK_EMAIL, { email: DELETED_MOCK_EMAIL, password: MOCK_PASSWORD, user: deleted, profile: profileOf(deleted) });
}
export const DELETED_MOCK_EMAIL = 'verwijderd@example.nl';
resetMockAccounts();

export const mockError = (status: number, error: string, message: string): Response =>
  HttpResponse.json<ApiError>({ error, message }, { status });

export const findMockAccount = (email: string): MockAccount | undefined => accounts.get(normalizeEmail(email));
export const mockAccountOf = (user: User): MockAccount | undefined =>
  [...accounts.values()].find((a) => a.user.id === user.id);

let nextId = 5000;
export function createMockAccount(input: { email: string; password: string; name: string; gender: 'male' | 'female'; seeking: 'male' | 'female' }): MockAccount {
  const id = nextId++;
  const user: User = {
    id,
    status: 'not_confirmed',
    credits: 0,
    notifications_disabled: [],
    paid_user: false,
    signup_date: new Date().toISOString(),
    fictional_icon: true,
    language: 'nl',
    profile: { id: id + 100000, name: input.name.trim(), country: 'NL', status: 'disabled', main_image: null },
  };
  const account: MockAccount = {
    email: normalizeEmail(input.email),
    password: input.password,
    user,
    profile: {
      ...profileOf(user),
      gender: input.gender,
      sexuality: input.gender === input.seeking ? (input.gender === 'male' ? 'gay' : 'lesbian') : 'hetero',
    },
  };
  accounts.set(account.email, account);
  return account;
}

export const accountErrors = {
  loginFailed: () => mockError(401, ERROR_CODES.loginFailed, ACCOUNT_TEXTS.loginFailed),
  exists: () => mockError(409, ERROR_CODES.accountExists, ACCOUNT_TEXTS.accountExists),
  deleted: () => mockError(409, ERROR_CODES.accountDeleted, ACCOUNT_TEXTS.accountDeleted),
  notFound: () => mockError(404, ERROR_CODES.emailNotFound, ACCOUNT_TEXTS.emailNotFound),
  linkInvalid: () => mockError(400, ERROR_CODES.linkInvalid, ACCOUNT_TEXTS.linkInvalid),
  activationFailed: () => mockError(400, ERROR_CODES.activationFailed, ACCOUNT_TEXTS.activationFailed),
  emailTaken: () => mockError(409, ERROR_CODES.emailTaken, ACCOUNT_TEXTS.emailTaken),
  wrongPassword: () => mockError(403, ERROR_CODES.wrongPassword, ACCOUNT_TEXTS.wrongPassword),
};

export const graceEnd = (): string => new Date(Date.now() + DELETION_GRACE_DAYS * 86_400_000).toISOString();

export { ACCOUNT_TEXTS };
