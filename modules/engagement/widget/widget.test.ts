// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetHost } from './protocol.js';

beforeAll(async () => {
  await import('./widget.js');
});
beforeEach(() => {
  document.body.innerHTML = '';
});

function host(lang: WidgetHost['lang'] = 'en'): WidgetHost & { submit: ReturnType<typeof vi.fn>; seen: ReturnType<typeof vi.fn> } {
  return {
    lang,
    preview: false,
    submit: vi.fn(),
    seen: vi.fn(),
    widget: {
      widgetId: 'w1',
      configuration: {
        appearance: { theme: 'light', position: 'bottom-right', size: 'medium', colors: { primary: '#228be6', background: '#fff', text: '#111' } },
        triggers: [{ type: 'PAGE_VIEW' }],
        frequency: { mode: 'always' },
        targeting: { urlPatterns: ['*'], excludeUrls: [], devices: [] },
        content: {
          title: 'How was it?',
          questions: [
            { id: 'nps', text: 'Recommend us?', type: 'NPS', required: true },
            { id: 'mail', text: 'Email', type: 'EMAIL' },
          ],
          thankYouMessage: 'Merci!',
        },
      },
    },
  };
}

const dialog = () => document.querySelector('suite-feedback')!.shadowRoot!.querySelector<HTMLElement>('[role=dialog]')!;
const buttons = () => [...dialog().querySelectorAll('button')];
const button = (name: string) => buttons().find((b) => b.textContent === name)!;

describe('the full widget', () => {
  it('is a labelled modal dialog in a shadow root under its own tag, focus on the first answer', () => {
    window.__suiteWidget!.open(host());
    expect(document.querySelector('div')).toBeNull();
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(dialog().shadowRoot ?? dialog().getRootNode()).not.toBe(document);
    expect(dialog().querySelector(`#${dialog().getAttribute('aria-labelledby')}`)!.textContent).toBe('How was it?');
    expect((dialog().getRootNode() as ShadowRoot).activeElement?.textContent).toBe('1');
    expect(dialog().querySelector('label[for=q1]')!.textContent).toBe('Email');
  });

  it('asks for required answers and a valid email before sending, in the page language', () => {
    const h = host('fr');
    window.__suiteWidget!.open(h);
    button('Envoyer').click();
    expect(dialog().textContent).toContain('Merci de répondre à cette question');
    button('9').click();
    const email = dialog().querySelector<HTMLInputElement>('input[type=email]')!;
    email.value = 'nope';
    email.dispatchEvent(new Event('input'));
    button('Envoyer').click();
    expect(dialog().textContent).toContain('Merci de saisir un e-mail valide');
    expect(h.submit).not.toHaveBeenCalled();
    email.value = 'pat@example.com';
    email.dispatchEvent(new Event('input'));
    dialog().querySelector('textarea')!.value = 'Très bien';
    button('Envoyer').click();
    expect(h.submit).toHaveBeenCalledWith(
      [
        { questionId: 'nps', answer: 9 },
        { questionId: 'mail', answer: 'pat@example.com' },
      ],
      'Très bien',
    );
    expect(dialog().textContent).toContain('Merci!');
  });

  it('marks the chosen score for screen readers', () => {
    window.__suiteWidget!.open(host());
    button('7').click();
    expect(button('7').getAttribute('aria-pressed')).toBe('true');
    expect(button('8').getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps Tab inside and closes on Escape, remembering it was seen', () => {
    const h = host();
    window.__suiteWidget!.open(h);
    const root = dialog().getRootNode() as ShadowRoot;
    const focusable = [...dialog().querySelectorAll<HTMLElement>('button,input,textarea')];
    focusable.at(-1)!.focus();
    dialog().dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    expect(root.activeElement).toBe(focusable[0]);
    dialog().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.querySelector('suite-feedback')).toBeNull();
    expect(h.seen).toHaveBeenCalled();
  });
});
