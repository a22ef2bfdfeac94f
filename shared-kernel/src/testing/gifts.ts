import type { Gift, ResponseOf, Api, User } from '../contract';
import { ERROR_CODES } from '../contract/error-codes';
import { mockError } from './accounts';
import { settingsFixture } from './fixtures';
import { cardOf, findMockMember, mockMembers } from './members';

/**
 * Gifts for the mocks: the catalogue (each at settings.gift_credits), sends paid from the mock
 * user's credits with idempotency keys kept in memory, and a few gifts the mock user received.
 */
// A part of the real catalogue (api/src/db/reference/gifts.ts) is enough for the mocks.
const CATALOGUE: ReadonlyArray<readonly [code: string, name: string, emoji: string]> = [
  ['roos', 'Roos', '🌹'],
  ['hartje', 'Hartje', '❤️'],
  ['chocolade', 'Chocolade', '🍫'],
  ['teddybeer', 'Teddybeer', '🧸'],
];

export const mockGifts: Gift[] = CATALOGUE.map(([code, name, emoji], i) => ({ id: i + 1, code, name, emoji, credits: settingsFixture.gift_credits }));

export const MOCK_GIFT_TEXTS = {
  insufficientCredits: 'Je hebt onvoldoende credits om dit cadeau te versturen',
  idempotencyConflict: 'Deze aanvraag is al met andere gegevens verstuurd.',
  notYourself: 'Je kunt jezelf geen cadeau sturen.',
  giftGone: 'Dit cadeau bestaat niet (meer).',
  profileGone: 'Dit profiel bestaat niet (meer).',
} as const;

type SendGiftResponse = ResponseOf<Api['sendGift']>;
type ReceivedGift = ResponseOf<Api['receivedGifts']>['gifts'][number];

const sentByKey = new Map<string, { body: { profile_id: number; gift_id: number }; answer: SendGiftResponse }>();
let nextSentId = 1;
let received: ReceivedGift[] = [];

const initialReceived = (): ReceivedGift[] => [
  { id: 902, gift: mockGifts[0]!, from: cardOf(mockMembers[2]!), created_at: '2026-03-14T19:30:00.000Z' },
  { id: 901, gift: mockGifts[2]!, from: cardOf(mockMembers[5]!), created_at: '2026-03-02T08:15:00.000Z' },
];

export function resetMockGifts(): void {
  sentByKey.clear();
  nextSentId = 1;
  received = initialReceived();
}
resetMockGifts();

export const mockGiftCatalogue = (): ResponseOf<Api['giftCatalogue']> => ({ gifts: mockGifts });

/** Gifts the mock user received, newest first (senders hidden by a block are left out). */
export const mockReceivedGifts = (): ResponseOf<Api['receivedGifts']> => ({
  gifts: received.filter((g) => findMockMember(g.from.id) !== undefined),
});

/**
 * POST /api/gift.php for the mock user: the same key again answers the first result; the same
 * key with another recipient or gift is a 409; a short balance a 402. `charge` stores the new
 * balance of the user.
 */
export function sendMockGift(
  user: User,
  body: { profile_id: number; gift_id: number; idempotency_key: string },
  charge: (credits: number) => void,
): SendGiftResponse | Response {
  const earlier = sentByKey.get(body.idempotency_key);
  if (earlier) {
    if (earlier.body.profile_id !== body.profile_id || earlier.body.gift_id !== body.gift_id) {
      return mockError(409, ERROR_CODES.idempotencyConflict, MOCK_GIFT_TEXTS.idempotencyConflict);
    }
    return earlier.answer;
  }
  if (body.profile_id === user.profile.id) return mockError(400, ERROR_CODES.validation, MOCK_GIFT_TEXTS.notYourself);
  const gift = mockGifts.find((g) => g.id === body.gift_id);
  if (!gift) return mockError(404, ERROR_CODES.notFound, MOCK_GIFT_TEXTS.giftGone);
  if (!findMockMember(body.profile_id)) return mockError(404, ERROR_CODES.notFound, MOCK_GIFT_TEXTS.profileGone);
  if (user.credits < gift.credits) return mockError(402, ERROR_CODES.insufficientCredits, MOCK_GIFT_TEXTS.insufficientCredits);
  const credits = user.credits - gift.credits;
  charge(credits);
  const answer: SendGiftResponse = {
    sent: { id: nextSentId++, gift, profile_id: body.profile_id, created_at: new Date().toISOString() },
    credits,
  };
  sentByKey.set(body.idempotency_key, { body: { profile_id: body.profile_id, gift_id: body.gift_id }, answer });
  return answer;
}
