/**
 * For component tests and stories rendered in jsdom: what Mantine needs from a browser and jsdom
 * lacks. Media queries (never matching), resize observers, scrolling an option into view
 * (combobox), and web fonts (textarea autosize measures again once they load). Safe to call twice.
 */
export function installBrowserStubs(): void {
  window.matchMedia = ((query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList) as typeof window.matchMedia;
  window.ResizeObserver = class ResizeObserverStub implements ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
  window.HTMLElement.prototype.scrollIntoView = () => {};
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { configurable: true, value: Object.assign(new EventTarget(), { ready: Promise.resolve() }) });
  }
}
