import { z } from '../src/messages';
import { friendlyParse } from '../src/messages';

const firstMessage = (schema: z.ZodType, value: unknown) => friendlyParse(schema, value).error?.issues[0]?.message;

describe('fallback messages', () => {
  const shape = z.object({
    firstName: z.string().min(2).max(5),
    tags: z.array(z.string()),
    role: z.enum(['customer', 'user']),
  });

  it('when a field is missing, then the message names it in words', () => {
    expect(firstMessage(shape, { tags: [], role: 'user' })).toBe('First name is required');
  });

  it('when a field has the wrong type, then the article fits the type', () => {
    expect(firstMessage(shape, { firstName: 'Ada', tags: 'x', role: 'user' })).toBe('Tags must be an array');
    expect(firstMessage(shape, { firstName: 7, tags: [], role: 'user' })).toBe('First name must be a string');
  });

  it('when a string is too short or long, or a value not allowed, then the limit is said', () => {
    expect(firstMessage(shape, { firstName: 'A', tags: [], role: 'user' })).toBe(
      'First name must be at least 2 characters',
    );
    expect(firstMessage(shape, { firstName: 'Adalberta', tags: [], role: 'user' })).toBe(
      'First name must be at most 5 characters',
    );
    expect(firstMessage(shape, { firstName: 'Ada', tags: [], role: 'admin' })).toBe(
      'Role must be one of: customer, user',
    );
  });
});

describe('zod itself', () => {
  it('when a contract is imported, then zod keeps its own messages for a parse that does not ask for ours', () => {
    const schema = z.object({ firstName: z.string() });
    expect(schema.safeParse({}).error?.issues[0]?.message).not.toBe('First name is required');
    expect(friendlyParse(schema, {}).error?.issues[0]?.message).toBe('First name is required');
  });
});
