import { cpp } from '@codemirror/lang-cpp';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { tags as t } from '@lezer/highlight';
import { setDiagnostics, type Diagnostic as LintDiagnostic } from '@codemirror/lint';
import { Compartment, EditorSelection, EditorState } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { css } from '@emotion/react';
import { useEffect, useId, useRef } from 'react';
import { colors, fonts, narrowWidth } from '../../theme/tokens.ts';
import { tokenColours } from '../../code/palette.ts';
import { codeFont } from '../../code/styles.ts';
import { warmCompiler } from './prefetch.ts';
import type { Diagnostic } from '../protocol.ts';
import { useTouchDevice } from './touch.ts';

/** What a parent can do with a mounted editor. */
export interface EditorHandle {
  /** Puts the cursor at a line (and column), scrolls it into view and focuses the editor. */
  goTo(line: number, column?: number): void;
  focus(): void;
}

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name: "Code editor for hello.c". */
  label: string;
  /** Compiler messages for this file, underlined in the text. */
  diagnostics?: Diagnostic[];
  handle?: (handle: EditorHandle | null) => void;
  autoFocus?: boolean;
}

/**
 * The same colours as the highlighted read-only view (src/code/palette.ts), token kind by token kind,
 * so a sample keeps its look when it becomes editable.
 */
const c = tokenColours;
const highlightStyle = HighlightStyle.define([
  { tag: [t.comment, t.lineComment, t.blockComment], color: c.comment, fontStyle: 'italic' },
  {
    tag: [
      t.keyword,
      t.controlKeyword,
      t.definitionKeyword,
      t.modifier,
      t.operatorKeyword,
      t.standard(t.typeName),
    ],
    color: c.keyword,
  },
  { tag: [t.string, t.special(t.string), t.character, t.escape], color: c.string },
  { tag: [t.number, t.bool], color: c.number },
  {
    tag: [t.function(t.variableName), t.function(t.definition(t.variableName)), t.function(t.propertyName)],
    color: c.function,
  },
  { tag: [t.processingInstruction, t.special(t.name), t.meta], color: c.macro },
  { tag: t.typeName, color: c.type },
  { tag: t.invalid, color: colors.mistake },
]);

const theme = EditorView.theme(
  {
    // Font, size and leading come from the host (codeFont), the same as the read-only view's.
    '&': { backgroundColor: colors.codeBg, color: colors.codeText, fontSize: 'inherit' },
    '.cm-content': {
      fontFamily: fonts.mono,
      padding: '0.9rem 0',
      caretColor: colors.codeStrong,
      lineHeight: 'inherit',
    },
    '.cm-scroller': { fontFamily: fonts.mono, lineHeight: 'inherit' },
    '.cm-gutters': { backgroundColor: colors.codeGutter, color: colors.codeGutterText, border: 'none' },
    '.cm-activeLine': { backgroundColor: colors.codeActiveLine },
    '.cm-cursor': { borderLeftColor: colors.codeStrong },
    '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
      backgroundColor: `${colors.codeSelection} !important`,
    },
    '&.cm-focused': { outline: `3px solid ${colors.focusOnDark}`, outlineOffset: '-3px' },
    '.cm-matchingBracket': {
      backgroundColor: colors.codeBorder,
      outline: `1px solid ${colors.codeButtonBorder}`,
    },
    '.cm-lintRange-error': { backgroundImage: 'none', textDecoration: `underline wavy ${colors.mistake}` },
    '.cm-lintRange-warning': {
      backgroundImage: 'none',
      textDecoration: `underline wavy ${colors.codeWarningMark}`,
    },
  },
  { dark: true },
);

const hint = css`
  margin: 0;
  padding: 0.3rem 1rem;
  font-size: 0.8rem;
  color: ${colors.codeLabel};
  background: ${colors.codeGutter};
  border-top: 1px solid ${colors.codeBorder};
`;

function toLint(view: EditorView, diagnostics: Diagnostic[]): LintDiagnostic[] {
  const doc = view.state.doc;
  return diagnostics
    .filter((d) => d.line !== undefined && d.severity !== 'note')
    .map((d) => {
      const line = doc.line(Math.min(Math.max(1, d.line!), doc.lines));
      // clang points past the end of a line for a missing ';': underline the last character then.
      const from = Math.max(line.from, Math.min(line.from + Math.max(0, (d.column ?? 1) - 1), line.to - 1));
      const word = /^\w+/.exec(doc.sliceString(from, line.to))?.[0].length ?? 1;
      return {
        from,
        to: Math.min(line.to, from + word),
        severity: d.severity === 'error' ? 'error' : 'warning',
        message: d.message,
      } satisfies LintDiagnostic;
    });
}

/**
 * A CodeMirror 6 editor for C. Tab indents; Escape then Tab moves focus on, so a keyboard user is
 * never trapped. Labelled for screen readers, with the keys described.
 */
export function CodeEditor({ value, onChange, label, diagnostics, handle, autoFocus }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef(onChange);
  const hintId = useId();
  // Read when the editor is created, which is also when the hint is first shown.
  const touch = useTouchDevice();
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    // On a narrow screen long lines wrap, as in the code panels, with each line's number beside its start.
    const narrow = window.matchMedia(`(max-width: ${narrowWidth})`);
    const wrapping = new Compartment();
    const wrapNow = () => (narrow.matches ? EditorView.lineWrapping : []);
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          wrapping.of(wrapNow()),
          history(),
          drawSelection(),
          highlightActiveLine(),
          indentOnInput(),
          bracketMatching(),
          cpp(),
          syntaxHighlighting(highlightStyle),
          EditorState.tabSize.of(4),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          // An explicit tabindex: checkers (and some assistive tools) do not count contenteditable alone as
          // reachable by keyboard, and the editor scrolls sideways.
          EditorView.contentAttributes.of({
            'aria-label': label,
            ...(touch ? {} : { 'aria-describedby': hintId }),
            tabindex: '0',
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current(update.state.doc.toString());
          }),
          // A student about to write code: have the compiler ready by the time they press Run.
          EditorView.domEventHandlers({ focus: () => void warmCompiler() }),
          theme,
        ],
      }),
    });
    view.current = editor;
    handle?.({
      goTo(line, column = 1) {
        const doc = editor.state.doc;
        const target = doc.line(Math.min(Math.max(1, line), doc.lines));
        const pos = Math.min(target.from + Math.max(0, column - 1), target.to);
        editor.dispatch({ selection: EditorSelection.cursor(pos), scrollIntoView: true });
        editor.focus();
      },
      focus: () => editor.focus(),
    });
    if (autoFocus) editor.focus();
    const rewrap = () => editor.dispatch({ effects: wrapping.reconfigure(wrapNow()) });
    narrow.addEventListener('change', rewrap);
    return () => {
      narrow.removeEventListener('change', rewrap);
      handle?.(null);
      editor.destroy();
      view.current = null;
    };
    // The editor is created once; later value changes arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value)
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const editor = view.current;
    if (editor) editor.dispatch(setDiagnostics(editor.state, toLint(editor, diagnostics ?? [])));
  }, [diagnostics, value]);

  return (
    <div>
      <div ref={host} data-editor="" css={codeFont} />
      {/* About keys: not on a touch device, which may have no keyboard. */}
      {!touch && (
        <p id={hintId} css={hint}>
          Tab indents. To leave the editor with the keyboard, press Escape, then Tab.
        </p>
      )}
    </div>
  );
}
