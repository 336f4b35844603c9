import { SearchButton } from '../search/SearchButton.tsx';
import { ThemeToggle } from '../theme/ThemeToggle.tsx';

/**
 * The top bar's site-wide tools, shown on the right before the badge, on every page. Keep each tool
 * a 44 px target and load its code lazily: this is on every first load (search's dialog and index
 * load when it is first opened).
 */
export function TopBarTools() {
  return (
    <>
      <SearchButton />
      <ThemeToggle />
    </>
  );
}
