import type { SiteVariantRow } from './site-variant';
import type { HeadSite } from './head';

/** What the page head needs of a site variant. */
export const headSiteOf = (variant: SiteVariantRow): HeadSite => ({
  name: variant.settings.name,
  indexTitle: variant.settings.index_title,
  description: variant.settings.description,
  language: variant.domain_language,
});
