// A router link that preloads its screen on hover/focus. Works alone or as the `component` of
// MUI's Link, Button, ListItemButton or Card action areas.
import { forwardRef, type FocusEvent, type MouseEvent } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { usePreloadAoPassar } from './usePreloadAoPassar';

export const LinkPreload = forwardRef<HTMLAnchorElement, LinkProps>(function LinkPreload(
  { onMouseEnter, onMouseLeave, onFocus, onBlur, ...props },
  ref,
) {
  const path = typeof props.to === 'string' ? props.to : (props.to.pathname ?? '');
  const preload = usePreloadAoPassar(path);
  const encadear =
    <E,>(a: (e: E) => void, b?: (e: E) => void) =>
    (e: E) => {
      a(e);
      b?.(e);
    };
  return (
    <Link
      ref={ref}
      {...props}
      onMouseEnter={encadear<MouseEvent<HTMLAnchorElement>>(preload.onMouseEnter, onMouseEnter)}
      onMouseLeave={encadear<MouseEvent<HTMLAnchorElement>>(preload.onMouseLeave, onMouseLeave)}
      onFocus={encadear<FocusEvent<HTMLAnchorElement>>(preload.onFocus, onFocus)}
      onBlur={encadear<FocusEvent<HTMLAnchorElement>>(preload.onBlur, onBlur)}
    />
  );
});
