import { z } from 'zod';

/**
 * GET /api/page-head.php?path=/pages/terms: the head of a page as the server puts it into the page's
 * HTML (issue 16: title, meta description, canonical URL, robots), for the shell to update after a
 * navigation in the browser. Public, the same for every visitor of a site.
 */
export const PageHeadQuerySchema = z
  .object({ path: z.string().min(1).max(512).regex(/^\/[^?#]*$/, 'a path starting with /, without query or fragment') })
  .strict();

export const PageHeadResponseSchema = z.object({
  title: z.string(),
  description: z.string(),
  canonical: z.string(),
  /** `index, follow` or `noindex, nofollow`. */
  robots: z.string(),
});
export type PageHeadResponse = z.infer<typeof PageHeadResponseSchema>;
