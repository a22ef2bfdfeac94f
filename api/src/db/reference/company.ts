/** The company behind the site (SPEC §3 "Company info"). */
export const COMPANY = {
  name: 'Hartklop Media B.V.',
  address: 'Keizersgracht 241, 1016 EA',
  kvk: '81234567',
  city: 'Amsterdam',
  country: 'Nederland',
  tradenames: ['Hartklop', 'Hartklop.nl', 'Hartklop.be'],
  vat_numbers: ['NL862345671B01'],
  support_phone: '+31 (0)20-123 45 67',
  delete_discount: 50,
  added: '2024-03-01T09:00:00.000Z',
} as const;
