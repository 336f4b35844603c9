/** What "Step through" loads: the stepper, the picture drawing, and the trace loader. */
export { Stepper } from './Stepper.tsx';
export { Preview } from './Preview.tsx';
export { loadTrace } from '../load.ts';
