// What the front ends' tests share: a page opened with its store and router, answers to its calls, a signed-in user.
export * from './answer-with';
export * from './open-app';
export * from './test-user';
