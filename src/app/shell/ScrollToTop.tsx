/** Spec §2 "Every route change scrolls to the top": a new path (not a new search) starts at the top. */
import { useRouterState } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';

export function ScrollToTop() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useLayoutEffect(() => {
    if (pathname) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
