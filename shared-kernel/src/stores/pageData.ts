import type { CompanyInfo, Settings } from 'shared-kernel/contract';
import { setSiteLocales } from 'shared-kernel/i18n';
import { companyInfoStore } from 'shared-kernel/stores/companyInfo';
import { settingsStore } from 'shared-kernel/stores/settings';

/**
 * The data a server-rendered page (issue 16, HTML first) was rendered with. The server render and
 * the browser's first render (which hydrates that HTML) both start from it, so they agree; the page
 * carries it as JSON (`<script type="application/json" id="hartklop-page-data">`).
 */
export interface PageData {
  /** GET /api/settings.php's settings for this request. */
  settings: Settings;
  /** GET /api/companyinfo.php's company (footer, static pages), or null. */
  companyinfo: CompanyInfo | null;
  /** Further answers the page's first render shows, by key (`landerCampaignKey`, or an endpoint's path for its answer). */
  values: Readonly<Record<string, unknown>>;
}

/** The id of the page's `<script type="application/json">` with its PageData. */
export const PAGE_DATA_SCRIPT_ID = 'hartklop-page-data';

let values: Readonly<Record<string, unknown>> = {};

/** Puts a page's data into the kernel's stores before the first render (server and browser alike). */
export function seedPageData(data: PageData): void {
  settingsStore.set(data.settings);
  setSiteLocales(data.settings.locales);
  companyInfoStore.set(data.companyinfo);
  values = data.values;
}

/** A value the page was server-rendered with (undefined when it was not, or on a later page). */
export const pageDataValue = (key: string): unknown => (Object.hasOwn(values, key) ? values[key] : undefined);

/** The key of a lander's campaign (GET /api/lander.php) in PageData.values. */
export const landerCampaignKey = (variant: string, slug: string | undefined): string => `lander:${variant}:${slug ?? ''}`;
