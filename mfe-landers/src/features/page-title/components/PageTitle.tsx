import { usePageTitle } from '../hooks/usePageTitle';

/** Renders nothing; sets the document title for the route it is placed in. */
export default function PageTitle({ page }: { page: string | null | undefined }) {
  usePageTitle(page);
  return null;
}
