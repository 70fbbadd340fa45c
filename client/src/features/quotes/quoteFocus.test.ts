import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusQuoteBox } from './quoteFocus';

/** jsdom lays nothing out: an element counts as shown when it is not marked `data-hidden`. */
function layOut() {
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (this: HTMLElement) {
    const hidden = this.closest('[data-hidden]');
    return (hidden ? [] : [{}]) as unknown as DOMRectList;
  });
}

function page(boxShown: boolean) {
  document.body.innerHTML = `
    <aside id="quote-box" ${boxShown ? '' : 'data-hidden'}>
      <h2 id="quote-box-title" tabindex="-1">Compila preventivo</h2>
      <div role="group"><span role="spinbutton" tabindex="0">gg</span><button>Calendario</button></div>
    </aside>
    <div id="quote-bar" ${boxShown ? 'data-hidden' : ''}><button>Richiedi preventivo</button></div>`;
}

describe('quote box focus', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('goes to the date field’s calendar button, or the heading, where the box is shown', () => {
    layOut();
    page(true);
    expect(focusQuoteBox('date')).toBe(true);
    expect(document.activeElement).toHaveTextContent('Calendario');
    expect(focusQuoteBox('heading')).toBe(true);
    expect(document.activeElement).toHaveAttribute('id', 'quote-box-title');
  });

  it('goes to the phone’s bar when the box is hidden, and reports a page without either', () => {
    layOut();
    page(false);
    expect(focusQuoteBox('date')).toBe(true);
    expect(document.activeElement).toHaveTextContent('Richiedi preventivo');
    document.body.innerHTML = '';
    expect(focusQuoteBox('date')).toBe(false);
  });
});
