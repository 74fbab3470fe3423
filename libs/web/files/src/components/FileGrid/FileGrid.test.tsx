import { cardsOnScreen } from './FileGrid';

/** A grid whose cards sit at the given tops, each `height` px high (jsdom lays nothing out). */
function gridOf(tops: number[], height: number): HTMLElement {
  const grid = document.createElement('div');
  for (const top of tops) {
    const card = document.createElement('div');
    card.getBoundingClientRect = () => ({ top, height, bottom: top + height }) as DOMRect;
    grid.appendChild(card);
  }
  return grid;
}

describe(cardsOnScreen.name, () => {
  // jsdom's window is 768 px high.
  it('counts the columns of the first row and the rows from its top to the bottom of the window, one more', () => {
    // Five columns (the sixth card wrapped), starting 500 px down, 260 px high: 2 rows show, 3 are built.
    expect(cardsOnScreen(gridOf([500, 500, 500, 500, 500, 772], 260))).toBe(15);
    // Starting below the window: one row, one more.
    expect(cardsOnScreen(gridOf([900, 900], 260))).toBe(4);
  });

  it('answers nothing for a grid that is not laid out', () => {
    expect(cardsOnScreen(gridOf([0, 0], 0))).toBeNull();
    expect(cardsOnScreen(document.createElement('div'))).toBeNull();
  });
});
