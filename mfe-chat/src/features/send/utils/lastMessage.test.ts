import { paysForOneMore } from './lastMessage';

describe('paysForOneMore', () => {
  it('is true from the cost up to just below twice the cost', () => {
    expect(paysForOneMore(10, 10)).toBe(true);
    expect(paysForOneMore(15, 10)).toBe(true);
    expect(paysForOneMore(19, 10)).toBe(true);
  });

  it('is false when the balance pays for none or for two or more', () => {
    expect(paysForOneMore(9, 10)).toBe(false);
    expect(paysForOneMore(0, 10)).toBe(false);
    expect(paysForOneMore(20, 10)).toBe(false);
    expect(paysForOneMore(35, 10)).toBe(false);
  });

  it('is false for free messages and for an unknown balance', () => {
    expect(paysForOneMore(0, 0)).toBe(false);
    expect(paysForOneMore(5, 0)).toBe(false);
    expect(paysForOneMore(null, 10)).toBe(false);
    expect(paysForOneMore(undefined, 10)).toBe(false);
  });
});
