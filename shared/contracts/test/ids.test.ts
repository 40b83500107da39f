import { isUuid } from '../src/ids';

describe('isUuid', () => {
  it('when an id is one the database made, then it is taken', () => {
    expect(isUuid('3f2c9a1e-8b4d-4c2a-9e7f-1a2b3c4d5e6f')).toBe(true);
  });

  it.each([['not-an-id'], [''], ['3f2c9a1e-8b4d-4c2a-9e7f-1a2b3c4d5e6'], [42], [undefined]])(
    'when the id is %p, then it is refused',
    (id) => {
      expect(isUuid(id)).toBe(false);
    },
  );
});
