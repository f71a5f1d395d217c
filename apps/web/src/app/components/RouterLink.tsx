import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

export type RouterLinkProps = Omit<LinkProps, 'to'> & { href: LinkProps['to'] };

const EXTERNAL = /^(?:[a-z][a-z\d+\-.]*:|\/\/|#)/i;

/**
 * MUI `href` -> react-router `to`. Given to the theme so MUI links and `href` buttons navigate without a
 * reload; external addresses (http:, mailto:, //host) and in-page anchors stay plain `<a>` elements.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { href, children, ...props },
  ref,
) {
  if (typeof href === 'string' && EXTERNAL.test(href)) {
    return (
      <a ref={ref} href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link ref={ref} to={href} {...props}>
      {children}
    </Link>
  );
});
