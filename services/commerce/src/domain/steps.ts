import type { Logger } from '@easel/service-kit';

/** One named part of a flow: `run` answers the state with its work added, `undo` takes that work back. */
export interface Step<S> {
  name: string;
  run(state: S): Promise<S>;
  /** Called with the state this step's own run answered, when a later step fails. */
  undo?(state: S): Promise<void>;
}

export interface StepOptions {
  logger: Pick<Logger, 'error'>;
  /** Which failures take back what ran (by default all): one that a retry may heal can leave it in place. */
  undoesOn?: (error: unknown) => boolean;
}

type Ran<S> = { step: Step<S>; state: S };

/**
 * Runs the steps in order, each on the state the one before answered. When one fails, the steps that ran are undone in
 * reverse; an undo that fails too is logged and the others still run; then the first failure is thrown.
 */
export async function runSteps<S>(
  steps: Step<S>[],
  input: S,
  { logger, undoesOn = () => true }: StepOptions,
): Promise<S> {
  const ran: Ran<S>[] = [];
  let state = input;
  for (const step of steps) {
    try {
      state = await step.run(state);
    } catch (error) {
      if (undoesOn(error)) await undoAll(ran.reverse(), step.name, logger);
      throw error;
    }
    ran.push({ step, state });
  }
  return state;
}

async function undoAll<S>(ran: Ran<S>[], failed: string, logger: StepOptions['logger']): Promise<void> {
  for (const { step, state } of ran) {
    try {
      await step.undo?.(state);
    } catch (error) {
      logger.error({ err: error, step: step.name, failed }, 'a step could not be undone');
    }
  }
}
