import { newIdempotencyKey } from './idempotencyKey';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('uses crypto.randomUUID when there is one', () => {
    expect(newIdempotencyKey({ randomUUID: () => 'uit-randomUUID', getRandomValues: (a) => a })).toBe('uit-randomUUID');
  });

  it('makes a version 4 UUID from random bytes outside secure contexts', () => {
    const zeros = newIdempotencyKey({ getRandomValues: (a) => a });
    expect(zeros).toBe('00000000-0000-4000-8000-000000000000');
    const ones = newIdempotencyKey({
      getRandomValues: <T extends ArrayBufferView | null>(a: T) => {
        (a as unknown as Uint8Array).fill(0xff);
        return a;
      },
    });
    expect(ones).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    const real = newIdempotencyKey({ getRandomValues: (a) => globalThis.crypto.getRandomValues(a) });
    expect(real).toMatch(UUID_V4);
    expect(newIdempotencyKey()).toMatch(UUID_V4);
  });
});
