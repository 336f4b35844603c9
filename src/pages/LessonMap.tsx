import { css } from '@emotion/react';
import type { LessonMap as MapData } from '../content/model.ts';
import { Inline } from '../inline/Inline.tsx';
import { surface } from '../theme/surface.ts';

// The shared card look; the list sits close to its label.
const box = css`
  ${surface};
  margin-top: 0;
  ul {
    margin: 0.4rem 0;
  }
`;

/**
 * What a lesson teaches and how long it takes to read, at its top. Static markup from what the build
 * computed (src/site/lessonMap.ts), so it is in the prerendered page and costs the browser no work.
 */
export function LessonMap({ map: { teaches, minutes, readingTime } }: { map: MapData }) {
  return (
    <div css={box} data-lesson-map="">
      {teaches.length > 0 && (
        <>
          <p id="map-teaches">
            <strong>In this lesson</strong>
          </p>
          <ul aria-labelledby="map-teaches">
            {teaches.map((t, i) => (
              <li key={i}>
                <Inline text={t} />
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        Reading time: <time dateTime={`PT${minutes}M`}>{readingTime}</time>
      </p>
    </div>
  );
}
