import { useEffect } from 'react';

/** Sets the tab title: "Projects · Pagewright", or just "Pagewright" without a screen name. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Pagewright` : 'Pagewright';
  }, [title]);
}
