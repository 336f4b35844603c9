import { css } from '@emotion/react';
import { colors, fonts, narrow, phone } from '../../theme/tokens.ts';
import { buttonBase } from './barStyles.ts';
import { ioCards, ioTable } from '../../theme/ioTable.ts';
import { scrollHint } from '../../theme/scrollHint.ts';
import { statusTones } from './status.ts';
import { ioPre } from '../../code/IoBox.tsx';

/** The run panel under a sample's toolbar: dark, like the code panel it belongs to. */
export const panel = css`
  background: ${colors.outputBg};
  summary {
    cursor: pointer;
    ${narrow} {
      padding: 0.75rem 0;
    }
  }
  color: ${colors.codeText};
  border-top: 1px solid ${colors.codeBorder};
  padding: 0.6rem 1rem 0.8rem;
  font-size: 0.88rem;
  display: grid;
  gap: 0.6rem;
`;

export const label = css`
  display: block;
  font-size: 0.8rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${colors.codeLabel};
  margin-bottom: 0.25rem;
`;

export const stdinField = css`
  width: 100%;
  font-family: ${fonts.mono};
  font-size: 0.88rem;
  color: ${colors.codeStrong};
  background: ${colors.codeBg};
  border: 1px solid ${colors.codeControlBorder};
  border-radius: 6px;
  padding: 0.4rem 0.6rem;
  resize: vertical;
`;

export const status = css`
  margin: 0;
  color: ${colors.codeText};
  font-size: 0.85rem;
  min-width: 0;
`;

/** The status chip: colour and icon say how the run ended before the words are read. */
export const chip = css`
  display: inline-flex;
  align-items: center;
  gap: 0.3em;
  padding: 0.1em 0.6em;
  margin-right: 0.15em;
  border-radius: 999px;
  font-weight: 700;
  ${Object.entries(statusTones)
    .map(
      ([tone, t]) => `&[data-tone='${tone}'] { color: ${colors[t.text]}; background: ${colors[t.fill]}; }
      ${t.icon ? `&[data-tone='${tone}']::before { content: '${t.icon}'; content: '${t.icon}' / ''; }` : ''}`,
    )
    .join('\n')}
`;

/** The info toggle that keeps the compiler and its flags one tap away instead of under every run. */
export const info = css`
  summary {
    cursor: pointer;
    font-size: 0.82rem;
    color: ${colors.codeLabel};
    width: fit-content;
    ${narrow} {
      padding: 0.75rem 0;
    }
  }
  p {
    margin-top: 0.3rem;
  }
`;

export const progress = css`
  width: 100%;
  height: 0.6rem;
  accent-color: ${colors.codeAccent};
`;

/** A program's text (a file it wrote): never wrapped, scrolling sideways like the output. */
export const streamBox = css`
  ${scrollHint(colors.codeBg, colors.scrollHintOnDark)};
  margin: 0;
  padding: 0.5rem 0.75rem;
  white-space: pre;
  max-height: 24rem;
  overflow-y: auto;
  font-size: 0.88rem;
  border-radius: 6px;
  color: ${colors.codeText};
`;

export const stderrBox = css`
  ${streamBox};
  color: ${colors.mistakeText};
  border-left: 3px solid ${colors.mistake};
`;

export const problem = css`
  margin: 0;
  padding: 0.45rem 0.75rem;
  border-radius: 6px;
  background: ${colors.codeErrorBg};
  color: ${colors.mistakeText};
  border-left: 3px solid ${colors.mistake};
`;

export const notice = css`
  margin: 0;
  p {
    margin: 0 0 0.4rem;
  }
  padding: 0.45rem 0.75rem;
  border-radius: 6px;
  background: ${colors.codeBg};
  color: ${colors.codeText};
  border-left: 3px solid ${colors.codeWarningMark};
`;

export const diagnosticList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.4rem;
  pre {
    margin: 0.2rem 0 0;
    font-size: 0.82rem;
    color: ${colors.codeLabel};
    white-space: pre;
    overflow-x: auto;
  }
`;

export const diagnosticButton = css`
  font: inherit;
  font-family: ${fonts.mono};
  font-size: 0.84rem;
  text-align: left;
  color: inherit;
  background: transparent;
  border: 1px solid ${colors.codeControlBorder};
  border-radius: 6px;
  padding: 0.2rem 0.5rem;
  cursor: pointer;
  &:hover {
    background: ${colors.codeBg};
  }
  ${narrow} {
    min-height: 44px;
  }
`;

export const severityColour = {
  error: colors.codeError,
  warning: colors.codeWarning,
  note: colors.codeNote,
} as const;

export const footnote = css`
  margin: 0;
  font-size: 0.78rem;
  color: ${colors.codeLabel};
  code {
    font-size: 0.95em;
    color: ${colors.codeText};
  }
`;

export const filesList = css`
  margin: 0;
  padding-left: 1.2rem;
  details pre {
    margin: 0.25rem 0 0.4rem;
  }
`;

/**
 * The challenge results, one card a test at every width (four columns squeezed a long output and the
 * verdict's sentence): the test and its verdict on top, then the expected and the actual output,
 * side by side where there is room and one above the other on a phone.
 */
export const results = css`
  ${ioTable};
  ${ioCards};
  font-size: 0.88rem;
  pre {
    font-size: 0.85rem;
    max-height: 16rem;
    overflow-y: auto;
  }
  tr {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  td[data-label='Result'] {
    border-top: 0;
  }
  ${phone} {
    tr {
      grid-template-columns: minmax(0, 1fr);
    }
    td[data-label='Result'] {
      border-top: 1px solid ${colors.border};
    }
  }
`;

/** The results fit their card: a wide output scrolls inside its cell, not the page. */
export const resultsBox = css`
  overflow-x: auto;
  margin-top: 0.75rem;
`;

export const diffMark = css`
  background: ${colors.warningSoft};
  color: ${colors.text};
  border-radius: 2px;
  outline: 1px solid ${colors.warning};
  &[data-kind='newline']::before {
    content: '↵';
    content: '↵' / '';
  }
  &[data-kind='end']::before {
    content: 'end';
    content: 'end' / '';
    font-size: 0.75em;
    padding: 0 0.2em;
  }
`;

export const failText = css`
  color: ${colors.danger};
`;

export const pass = css`
  color: ${colors.success};
  font-weight: 700;
`;

export const fail = css`
  color: ${colors.danger};
  font-weight: 700;
`;

export const stopButton = css`
  ${buttonBase};
  color: ${colors.codeStrong};
  background: ${colors.stopButton};
  border: 1px solid ${colors.mistake};
  &:hover {
    background: ${colors.stopButtonHover};
  }
`;

export const stdinBox = css`
  padding: 0.3rem 1rem 0.8rem;
`;

/**
 * A live terminal: output and echoed typing in one box, as a terminal window shows them; it takes
 * the output area's place, so it looks like the output it replaces.
 */
export const terminal = css`
  ${ioPre};
  min-height: 3rem;
  max-height: 24rem;
  overflow-y: auto;
`;

export const echo = css`
  color: ${colors.codeNote};
`;

export const stderrText = css`
  color: ${colors.mistakeText};
`;

export const inputRow = css`
  display: flex;
  align-items: center;
  gap: 0.4rem;
  padding: 0 1rem 0.8rem;
  font-family: ${fonts.mono};
  color: ${colors.codeNote};
`;

export const terminalInput = css`
  ${stdinField};
  flex: 1;
  resize: none;
  ${narrow} {
    min-height: 44px;
  }
`;

/** The keys of the terminal, under its input line (not shown on touch devices). */
export const terminalHint = css`
  margin: 0;
  padding: 0 1rem 0.8rem;
  font-size: 0.8rem;
  color: ${colors.codeLabel};
`;

export const problemLine = css`
  margin: 0.25rem 0 0;
`;

export const lessonLink = css`
  color: ${colors.codeLink};
  text-decoration: underline;
  &:hover {
    color: ${colors.codeStrong};
  }
`;

/** The plain-English help under a compiler message. */
export const help = css`
  margin: 0.3rem 0 0;
  padding: 0.35rem 0.6rem;
  border-left: 3px solid ${colors.codeAccent};
  background: ${colors.codeExplainBg};
  border-radius: 4px;
  font-family: ${fonts.body};
  p {
    margin: 0.15rem 0;
  }
`;
