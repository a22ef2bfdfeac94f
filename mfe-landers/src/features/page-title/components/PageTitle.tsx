import { usePageTitle } from '../hooks/usePageTitle';

export interface PageTitleProps {
  page: string | null | undefined;
  withSiteName?: boolean;
}

/** Renders nothing; sets the document title for the route it is placed in. */
export default function PageTitle({ page, withSiteName = true }: PageTitleProps) {
  usePageTitle(page, { withSiteName });
  return null;
}
