import { css } from '@emotion/react';
import { colors, fonts } from '../../theme/tokens.ts';
import { buttonBase } from './barStyles.ts';
import { ioTable } from '../../theme/ioTable.ts';

/** The run panel under a sample's toolbar: dark, like the code panel it belongs to. */
export const panel = css`
  background: #0b1220;
  color: ${colors.codeText};
  border-top: 1px solid #334155;
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
  color: #cbd5e1;
  margin-bottom: 0.25rem;
`;

export const stdinField = css`
  width: 100%;
  font-family: ${fonts.mono};
  font-size: 0.88rem;
  color: #f1f5f9;
  background: ${colors.codeBg};
  border: 1px solid #475569;
  border-radius: 6px;
  padding: 0.4rem 0.6rem;
  resize: vertical;
`;

export const status = css`
  margin: 0;
  color: #e2e8f0;
`;

export const progress = css`
  width: 100%;
  height: 0.6rem;
  accent-color: #60a5fa;
`;

export const streamBox = css`
  margin: 0;
  padding: 0.5rem 0.75rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  max-height: 24rem;
  overflow: auto;
  font-size: 0.88rem;
  background: ${colors.codeBg};
  border-radius: 6px;
  color: #f1f5f9;
`;

export const stderrBox = css`
  ${streamBox};
  color: #fecaca;
  border-left: 3px solid #f87171;
`;

export const problem = css`
  margin: 0;
  padding: 0.45rem 0.75rem;
  border-radius: 6px;
  background: #3b1d1d;
  color: #fecaca;
  border-left: 3px solid #f87171;
`;

export const notice = css`
  margin: 0;
  padding: 0.45rem 0.75rem;
  border-radius: 6px;
  background: #1e293b;
  color: #e2e8f0;
  border-left: 3px solid #fbbf24;
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
    color: #cbd5e1;
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
  border: 1px solid #475569;
  border-radius: 6px;
  padding: 0.2rem 0.5rem;
  cursor: pointer;
  &:hover {
    background: #1e293b;
  }
`;

export const severityColour = { error: '#fca5a5', warning: '#fcd34d', note: '#93c5fd' } as const;

export const footnote = css`
  margin: 0;
  font-size: 0.78rem;
  color: #cbd5e1;
  code {
    font-size: 0.95em;
    color: #e2e8f0;
  }
`;

export const filesList = css`
  margin: 0;
  padding-left: 1.2rem;
  details pre {
    margin: 0.25rem 0 0.4rem;
  }
`;

/** The challenge results: expected and actual output side by side. */
export const results = css`
  ${ioTable};
  font-size: 0.88rem;
  pre {
    font-size: 0.85rem;
  }
`;

export const pass = css`
  color: ${colors.success};
  font-weight: 700;
`;

export const fail = css`
  color: #b91c1c;
  font-weight: 700;
`;

export const stopButton = css`
  ${buttonBase};
  color: #fff;
  background: #b91c1c;
  border: 1px solid #f87171;
  &:hover {
    background: #991b1b;
  }
`;
