import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { SiteVariantRow } from './site-variant';
import type { HeadSite } from './head';

/** The public origin of page addresses (canonical, Open Graph, sitemap): PUBLIC_URL, else the request's own. */
export const publicOriginOf = (config: Pick<Config, 'publicUrl'>, request: FastifyRequest): string =>
  (config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

/** What the page head needs of a site variant. */
export const headSiteOf = (variant: SiteVariantRow): HeadSite => ({
  name: variant.settings.name,
  indexTitle: variant.settings.index_title,
  description: variant.settings.description,
  language: variant.domain_language,
});
