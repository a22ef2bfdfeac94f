import { adoptDomainLanguage } from 'shared-kernel/i18n';
import { PAGE_DATA_SCRIPT_ID, seedPageData, type PageData } from 'shared-kernel/stores/pageData';

/**
 * A server-rendered page (issue 16) carries the data it was rendered with; they go into the kernel's
 * stores before the first render, so the page hydrates with what the server rendered. False when the
 * page has none (a client-rendered page).
 */
export function readPageData(doc: Document): boolean {
  const text = doc.getElementById(PAGE_DATA_SCRIPT_ID)?.textContent;
  if (!text) return false;
  let data: PageData;
  try {
    data = JSON.parse(text) as PageData;
  } catch {
    return false;
  }
  if (typeof data !== 'object' || data === null || typeof data.settings?.name !== 'string') return false;
  seedPageData({ settings: data.settings, companyinfo: data.companyinfo ?? null, values: data.values ?? {} });
  adoptDomainLanguage(data.settings.domain_language);
  return true;
}
