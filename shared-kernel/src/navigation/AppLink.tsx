import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { isInternalUrl, navigate } from './navigate';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A real `<a href>` that navigates without a page load. Modifier keys, middle clicks,
 * target other than _self, downloads and other origins keep the browser's behaviour.
 */
export function AppLink({ href, onClick, ...rest }: AppLinkProps) {
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (
      e.defaultPrevented ||
      e.button !== 0 ||
      e.metaKey ||
      e.ctrlKey ||
      e.shiftKey ||
      e.altKey ||
      (rest.target && rest.target !== '_self') ||
      rest.download !== undefined ||
      !isInternalUrl(href)
    ) {
      return;
    }
    e.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}
