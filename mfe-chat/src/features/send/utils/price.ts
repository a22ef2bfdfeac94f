import type { Settings } from 'shared-kernel/contract';

/**
 * The price of one message in the member's country (settings.minimum_message_costs, in cents), as
 * Dutch money ("€ 1,99"); null when the settings have none for that country.
 */
export function messagePrice(settings: Pick<Settings, 'minimum_message_costs'> | null, country: string | undefined): string | null {
  const cost = country ? settings?.minimum_message_costs[country] : undefined;
  if (!cost) return null;
  try {
    return new Intl.NumberFormat('nl-NL', { style: 'currency', currency: cost.currency }).format(cost.costs / 100).replace(/\u00a0/g, ' ');
  } catch {
    return null;
  }
}
