import { css } from '@emotion/react';

/**
 * Edge shadows on a box that scrolls sideways, drawn only where more content hides: the covers move
 * with the content (`local`) and hide each shadow when that edge is reached. Pure CSS, so it works
 * before any JavaScript runs. `background` is the box's own colour; `shadow` contrasts with it.
 */
export const scrollHint = (background: string, shadow: string) => css`
  overflow-x: auto;
  background:
    linear-gradient(to right, ${background} 30%, transparent) left center / 2.5rem 100% no-repeat local,
    linear-gradient(to left, ${background} 30%, transparent) right center / 2.5rem 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, ${shadow}, transparent) left center / 0.9rem 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, ${shadow}, transparent) right center / 0.9rem 100% no-repeat
      scroll,
    ${background};
`;
