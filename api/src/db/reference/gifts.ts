/**
 * The gift catalogue (code, Dutch name, emoji), in display order. Every gift costs
 * settings.gift_credits of the site (credits null); a gift can get its own price in the table.
 */
export const GIFTS: ReadonlyArray<readonly [code: string, name: string, emoji: string]> = [
  ['roos', 'Roos', '🌹'],
  ['hartje', 'Hartje', '❤️'],
  ['kus', 'Kus', '💋'],
  ['chocolade', 'Chocolade', '🍫'],
  ['cupcake', 'Cupcake', '🧁'],
  ['koffie', 'Kopje koffie', '☕'],
  ['boeket', 'Boeket', '💐'],
  ['teddybeer', 'Teddybeer', '🧸'],
  ['champagne', 'Champagne', '🍾'],
  ['zonnebloem', 'Zonnebloem', '🌻'],
  ['cadeautje', 'Cadeautje', '🎁'],
  ['ring', 'Ring', '💍'],
];
