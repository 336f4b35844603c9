import { css } from '@emotion/react';
import { useState } from 'react';
import { CodeView } from '../code/CodeView.tsx';
import { Inline } from '../inline/Inline.tsx';
import { prefetchSample } from '../runner/ui/prefetch.ts';
import { RunnableSample } from '../runner/ui/RunnableSample.tsx';
import { sampleProgram } from '../site/programs.ts';
import { TracedSample } from '../trace/ui/TracedSample.tsx';
import type { BlockProps } from './types.ts';

const group = css`
  margin: 1.25rem 0;
  figure {
    margin: 0.5rem 0;
  }
`;
/** While its memory stepper is open, a sample's own panel steps aside: the stepper shows the code. */
const traced = css`
  &[data-stepping] > figure {
    display: none;
  }
  @media print {
    &[data-stepping] > figure {
      display: block;
    }
  }
`;

export function CodeBlock({ block }: BlockProps<'code'>) {
  const [stepping, setStepping] = useState(false);
  const io = { input: block.input, output: block.output };
  // A complete C program can be run (and edited) in the browser, built as every check builds it.
  const program = sampleProgram(block);
  // Hovering or focusing a runnable sample fetches the runner and the sample's precompiled program.
  const interest = program && {
    onPointerEnter: () => prefetchSample(program.files),
    onFocus: () => prefetchSample(program.files),
  };
  if (block.files) {
    return (
      <div css={[group, traced]} data-block="code" data-stepping={stepping || undefined} {...interest}>
        {block.title && (
          <p>
            <strong>
              <Inline text={block.title} />
            </strong>
          </p>
        )}
        {program ? (
          <RunnableSample
            program={program}
            titles={block.files.map((f) => f.name)}
            label={block.title ?? `${program.name}.c`}
            predict={block.predict}
            {...io}
          />
        ) : (
          block.files.map((file, i) => (
            <CodeView
              key={file.name}
              code={file.code}
              language={block.language}
              title={file.name}
              {...(i === block.files!.length - 1 ? io : {})}
            />
          ))
        )}
        {program && block.trace && <TracedSample block={block} onStepping={setStepping} />}
      </div>
    );
  }
  if (program)
    return (
      <div css={traced} data-block="code" data-stepping={stepping || undefined} {...interest}>
        <RunnableSample
          program={program}
          titles={[block.title]}
          label={block.title ?? 'C program'}
          predict={block.predict}
          {...io}
        />
        {block.trace && <TracedSample block={block} onStepping={setStepping} />}
      </div>
    );
  const mistake = block.mistake || !block.compiles;
  return (
    <div data-block="code">
      <CodeView
        code={block.code ?? ''}
        language={block.language}
        title={block.title}
        {...io}
        {...(mistake && {
          variant: 'mistake',
          note: block.compiles
            ? 'This code has a bug on purpose: read it, but don’t copy it.'
            : 'This code does not compile: it shows a mistake.',
        })}
      />
      {mistake && block.fix && (
        <CodeView code={block.fix} language={block.language} variant="fix" title="The fix" />
      )}
    </div>
  );
}
