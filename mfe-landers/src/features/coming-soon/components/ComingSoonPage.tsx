import styled from 'styled-components';
import { AppLink } from 'shared-kernel/navigation';
import { ComingSoon } from 'shared-kernel/ui/ComingSoon';

const Link = styled(AppLink)`
  color: ${(p) => p.theme.colors.primary};
  font-weight: 600;
  text-underline-offset: 3px;
`;

export interface ComingSoonPageProps {
  title: string;
  link?: { href: string; text: string };
}

/** A page of this remote that is not built yet, with a way on. */
export default function ComingSoonPage({ title, link }: ComingSoonPageProps) {
  return (
    <ComingSoon title={title}>
      {link && (
        <p>
          <Link href={link.href}>{link.text}</Link>
        </p>
      )}
    </ComingSoon>
  );
}
