import { SOLD_STATUS } from '@easel/contracts';
import { cardShape, cardTitle, isSold, mediaSrcSet, percentOff } from '../src/shared/card-rules';

describe('card titles (spec §2: cut at 34 characters with an ellipsis)', () => {
  it('when a title has 34 characters, then it is shown whole', () => {
    const title = 'A'.repeat(34);
    expect(cardTitle(title)).toBe(title);
  });
  it('when a title has 35 characters, then the first 34 are shown with an ellipsis', () => {
    expect(cardTitle(`${'B'.repeat(34)}C`)).toBe(`${'B'.repeat(34)}…`);
  });
  it('when a short title is given, then it is unchanged', () => {
    expect(cardTitle('Quiet Thunder')).toBe('Quiet Thunder');
  });
});

describe('SOLD (spec §4: on sale and status is Sold - Open for Commission)', () => {
  it('when on sale with the sold status, then it is SOLD', () => {
    expect(isSold({ onSale: true, status: SOLD_STATUS })).toBe(true);
  });
  it('when not on sale with the sold status, then it is not SOLD', () => {
    expect(isSold({ onSale: false, status: SOLD_STATUS })).toBe(false);
  });
  it('when on sale with no status, then it is not SOLD', () => {
    expect(isSold({ onSale: true, status: '' })).toBe(false);
  });
});

it('when a card asks for its image, then the srcset names the 400 and 800 wide variants', () => {
  expect(mediaSrcSet('/api/media/a.jpg')).toBe('/api/media/a.jpg?w=400 400w, /api/media/a.jpg?w=800 800w');
});

it('when a 1000 artwork is discounted to 667, then it is 33% off', () => {
  expect(percentOff(1000, 667)).toBe(33);
  expect(percentOff(1000, null)).toBeNull();
});

it('when the catalog knows the picture’s shape, then the card takes it; else the artwork’s size in cm, with no colour', () => {
  const shape = { width: 1200, height: 800, colour: '#123456' };
  expect(cardShape({ featuredImageShape: shape, size: { width: 50, height: 70 } })).toEqual(shape);
  expect(cardShape({ featuredImageShape: null, size: { width: 50, height: 70 } })).toEqual({
    width: 50,
    height: 70,
    colour: null,
  });
});
