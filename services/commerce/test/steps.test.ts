import { runSteps, type Step } from '../src/domain/steps';

/** A step that adds its name to the state, and records its undo in `undone`. */
const step = (name: string, undone: string[], fails = false): Step<string[]> => ({
  name,
  async run(state) {
    if (fails) throw new Error(`${name} failed`);
    return [...state, name];
  },
  async undo(state) {
    undone.push(`${name} of ${state.join(',')}`);
  },
});

const silent = () => ({ error: jest.fn() });

test('when every step passes, then each runs on the state the one before answered and nothing is undone', async () => {
  const undone: string[] = [];
  const logger = silent();
  const state = await runSteps([step('a', undone), step('b', undone), step('c', undone)], [], { logger });
  expect(state).toEqual(['a', 'b', 'c']);
  expect(undone).toEqual([]);
  expect(logger.error).not.toHaveBeenCalled();
});

test('when a step fails, then the steps that ran are undone in reverse, each with its own state, and its error is thrown', async () => {
  const undone: string[] = [];
  const later = step('d', undone);
  const running = runSteps([step('a', undone), step('b', undone), step('c', undone, true), later], [], {
    logger: silent(),
  });
  await expect(running).rejects.toThrow('c failed');
  expect(undone).toEqual(['b of a,b', 'a of a']);
});

test('when an undo fails too, then it is logged, the earlier undos still run, and the first error is thrown', async () => {
  const undone: string[] = [];
  const logger = silent();
  const brokenUndo: Step<string[]> = {
    name: 'b',
    run: async (state) => [...state, 'b'],
    undo: async () => {
      throw new Error('undo of b failed');
    },
  };
  const running = runSteps([step('a', undone), brokenUndo, step('c', undone, true)], [], { logger });
  await expect(running).rejects.toThrow('c failed');
  expect(undone).toEqual(['a of a']);
  expect(logger.error).toHaveBeenCalledWith(
    expect.objectContaining({ step: 'b', failed: 'c', err: expect.objectContaining({ message: 'undo of b failed' }) }),
    'a step could not be undone',
  );
});

test('when a failure is not one to undo, then what ran stays and the error is thrown', async () => {
  const undone: string[] = [];
  const running = runSteps([step('a', undone), step('b', undone, true)], [], {
    logger: silent(),
    undoesOn: () => false,
  });
  await expect(running).rejects.toThrow('b failed');
  expect(undone).toEqual([]);
});

test('when a step has no undo, then the undos around it still run', async () => {
  const undone: string[] = [];
  const plain: Step<string[]> = { name: 'plain', run: async (state) => [...state, 'plain'] };
  await expect(runSteps([step('a', undone), plain, step('c', undone, true)], [], { logger: silent() })).rejects.toThrow(
    'c failed',
  );
  expect(undone).toEqual(['a of a']);
});
