import { describeChar, firstDifference } from './diff.ts';

/** How a student's prediction of a program's output compares with what it printed. */
export interface PredictionVerdict {
  /** The prediction is the output (a final line break left out of the box still counts). */
  right: boolean;
  /** The difference, named in a sentence a student can act on. */
  text: string;
  /** Where the prediction first departs from the output (for marking both), when it is wrong. */
  at?: number;
}

const lines = (text: string) => text.replace(/\n$/, '').split('\n');
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Compares a prediction with the output. A text box hides whether its last line ends with a line
 * break, so a prediction that leaves out only the output's final one is right; anything else is
 * named, the most telling cause first: the same text in another case or spacing, another number of
 * lines, then where the two first part.
 */
export function comparePrediction(predicted: string, output: string): PredictionVerdict {
  // A text area gives \r\n on some systems when pasted: the program's output never has \r unless it prints one.
  const guess = output.includes('\r') ? predicted : predicted.replace(/\r\n?/g, '\n');
  if (guess === output || guess + '\n' === output)
    return { right: true, text: 'Right: that is exactly what it printed.' };
  const at = firstDifference(output, guess)?.index ?? 0;
  const wrong = (text: string): PredictionVerdict => ({ right: false, text, at });
  const body = (text: string) => text.replace(/\n+$/, '');
  if (body(guess) === body(output))
    return wrong(
      output.endsWith('\n')
        ? 'Nearly: only the blank lines at the end differ.'
        : 'Nearly: the program prints no line break at the end (its last printf has no \\n).',
    );
  if (body(guess).toLowerCase() === body(output).toLowerCase())
    return wrong('Nearly: the same text, but upper and lower case differ.');
  const squeeze = (text: string) => text.replace(/\s+/g, '');
  if (squeeze(guess) === squeeze(output))
    return wrong(
      'Nearly: the same characters, but spaces or line breaks differ: look at where each \\n and space is printed.',
    );
  if (guess === '')
    return wrong(`Not quite: you predicted no output; it printed ${plural(lines(output).length, 'line')}.`);
  const where = firstDifference(output, guess)!;
  const said = at < output.length ? `it printed ${describeChar(output, at)}` : 'its output ends there';
  const thought =
    at < guess.length ? `you predicted ${describeChar(guess, at)}` : 'your prediction ends there';
  const part = `they first differ on line ${where.line}, column ${where.column}: ${said}, ${thought}.`;
  const [printed, guessed] = [lines(output).length, lines(guess).length];
  if (printed !== guessed)
    return wrong(`Not quite: it printed ${plural(printed, 'line')}, you predicted ${guessed}; ${part}`);
  return wrong(`Not quite: ${part}`);
}
