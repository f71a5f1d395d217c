import { useEffect } from 'react';

import { documentTitle } from '@hireloop/schema';

/**
 * Names the document after the page while it is shown (its PageHead's title), and after the platform again
 * when it goes. The shell names the document after the platform in its own effect, which runs after the
 * page's on the app's first render, so the title is set once more after that.
 */
export function usePageTitle(title: string | null, platformName: string): void {
  useEffect(() => {
    if (!title) return undefined;
    document.title = title;
    const again = setTimeout(() => {
      document.title = title;
    });
    return () => {
      clearTimeout(again);
      document.title = documentTitle(platformName);
    };
  }, [title, platformName]);
}
