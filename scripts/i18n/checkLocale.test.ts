import { checkLocale, keyCount } from './checkLocale';

const nl = {
  ns: {
    hello: 'Hallo {{name}}',
    brand: 'Hartklop',
    credits_one: '{{count}} credit',
    credits_other: '{{count}} credits',
    price: '€ {{amount}}',
  },
};

describe('checkLocale', () => {
  it('accepts a complete translation with the language’s plural categories', () => {
    const fr = {
      ns: { hello: 'Bonjour {{name}}', brand: 'Hartklop', credits_one: '{{count}} crédit', credits_many: '{{count}} de crédits', credits_other: '{{count}} crédits', price: '€ {{amount}}' },
    };
    expect(checkLocale('fr', nl, fr, ['ns.brand'])).toEqual([]);
    expect(keyCount('fr', nl)).toBe(6);
    expect(keyCount('nl', nl)).toBe(5);
  });

  it('reports missing and extra keys, placeholders, plural categories and Dutch left over', () => {
    const pl = { ns: { hello: 'Cześć {{imie}}', brand: 'Hartklop', credits_one: '{{count}} kredyt', credits_other: 'kredyty', extra: 'x' } };
    expect(checkLocale('pl', nl, pl)).toEqual([
      'pl: missing ns.price',
      'pl: missing ns.credits_few',
      'pl: missing ns.credits_many',
      'pl: ns.extra is not a Dutch key',
      'pl: ns.hello has placeholders [imie], Dutch [name]',
      'pl: ns.brand is still Dutch: "Hartklop"',
    ]);
  });
});
