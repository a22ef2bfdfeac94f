import type { Settings } from 'shared-kernel/contract';
import { formatMoney } from 'shared-kernel/i18n/format';

/**
 * The price of one message in the member's country (settings.minimum_message_costs, in cents), as
 * money in the active language ("€ 1,99" in nl); null when the settings have none for that country.
 */
export function messagePrice(settings: Pick<Settings, 'minimum_message_costs'> | null, country: string | undefined): string | null {
  const cost = country ? settings?.minimum_message_costs[country] : undefined;
  if (!cost) return null;
  try {
    return formatMoney(cost.costs, cost.currency);
  } catch {
    return null;
  }
}
