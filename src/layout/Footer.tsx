import { css } from '@emotion/react';
import { useId, useSyncExternalStore } from 'react';
import { site } from '../site/data.ts';
import { colors } from '../theme/tokens.ts';
import { formatOnline, LOCAL_NOTE, onlineCount, UNKNOWN } from '../presence/store.ts';

const footer = css`
  background: ${colors.sidebar};
  color: ${colors.sidebarText};
  padding: 2rem 1.5rem;
  margin-top: 3rem;
  a {
    color: ${colors.sidebarLink};
  }
  h2 {
    font-size: 1.1rem;
    margin: 0 0 0.5rem;
    color: ${colors.sidebarStrong};
  }
  ul {
    margin: 0.5rem 0;
    padding-left: 1.2rem;
  }
`;
const grid = css`
  max-width: 1000px;
  margin: 0 auto;
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(230px, 1fr));
`;
const online = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 600;
  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${colors.online};
  }
`;

const note = css`
  margin: 0.35rem 0 0;
  font-size: 0.85rem;
`;

/**
 * The live count: a number followed by the word "online"; an unknown count shows 0. A count of this
 * browser's own tabs (a copy of the site with no visitor service) says so underneath.
 */
export function OnlineCount() {
  const value = useSyncExternalStore(onlineCount.subscribe, onlineCount.get, () => UNKNOWN);
  const noteId = useId();
  return (
    <>
      <p
        css={online}
        data-testid="online-count"
        aria-live="polite"
        aria-describedby={value.local ? noteId : undefined}
      >
        {formatOnline(value)}
      </p>
      {value.local && (
        <p css={note} id={noteId} data-testid="online-scope">
          {LOCAL_NOTE}
        </p>
      )}
    </>
  );
}

/**
 * Marks a text the editor has still to replace (site.yaml writes them `[in brackets]`, or says
 * "placeholder"): the page shows it, but it is not printed.
 */
const placeholder = (text: string) =>
  /\[[^\]]*\]|placeholder/i.test(text) ? { 'data-placeholder': '' } : {};

export function Footer() {
  const { footer: f } = site;
  return (
    <footer css={footer}>
      <div css={grid}>
        <section>
          <h2 {...placeholder(f.company)}>{f.company}</h2>
          <p {...placeholder(f.promotion)}>{f.promotion}</p>
          <ul>
            {f.courses.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </section>
        <section>
          <h2>Visit or call us</h2>
          <address
            css={css`
              font-style: normal;
            `}
          >
            {f.address.map((line) => (
              <span
                key={line}
                css={css`
                  display: block;
                `}
                {...placeholder(line)}
              >
                {line}
              </span>
            ))}
            <span
              css={css`
                display: block;
                margin-top: 0.5rem;
              `}
              {...placeholder(f.phone)}
            >
              Phone: <a href={`tel:${f.phone.replace(/[^+\d]/g, '')}`}>{f.phone}</a>
            </span>
          </address>
        </section>
        {/* A live count means nothing on paper. */}
        <section data-print="hide">
          <h2>Learning now</h2>
          <OnlineCount />
        </section>
      </div>
    </footer>
  );
}
