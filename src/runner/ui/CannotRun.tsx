import * as s from './styles.ts';

/**
 * Why nothing runs in a browser without WebAssembly, and what the student can still do: for a
 * sample, read the lesson's output (shown in its place) and edit; for a challenge, read its tests.
 * Nothing here blames the connection: downloading again would not help.
 */
export function CannotRun({ kind }: { kind: 'sample' | 'challenge' }) {
  return (
    <div css={s.notice} data-cannot-run="">
      <p>
        This browser cannot run C programs: WebAssembly, which the compiler and your program both need, is
        turned off here (iOS Lockdown Mode and some school-managed browsers turn it off).
      </p>
      <p>
        {kind === 'sample'
          ? 'The output shown is the one the lesson gives, from gcc. You can still edit the code; to run it, use another browser or device, or compile it on your computer with gcc.'
          : 'Your attempt cannot be checked here: the tests above show what it must print for each input. To check it, use another browser or device, or compile it on your computer with gcc.'}
      </p>
    </div>
  );
}
