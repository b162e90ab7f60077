import type { WidgetHost, WidgetQuestion } from './protocol.js';

/**
 * The full widget, loaded by the loader when a trigger fires: a dialog in a shadow root
 * (the host page's CSS cannot reach it; its own styles are an adopted sheet, allowed under a
 * strict CSP), keyboard and screen-reader usable (labels, focus trap, Escape closes).
 */
const TEXTS = {
  en: { send: 'Send', close: 'Close', comment: 'Anything to add?', yes: 'Yes', no: 'No', low: 'Not likely', high: 'Very likely', sLow: 'Very unsatisfied', sHigh: 'Very satisfied', required: 'Please answer this question', email: 'Please enter a valid email', thanks: 'Thank you for your feedback!' },
  fr: { send: 'Envoyer', close: 'Fermer', comment: 'Autre chose à ajouter ?', yes: 'Oui', no: 'Non', low: 'Peu probable', high: 'Très probable', sLow: 'Très insatisfait', sHigh: 'Très satisfait', required: 'Merci de répondre à cette question', email: 'Merci de saisir un e-mail valide', thanks: 'Merci pour votre avis !' },
  es: { send: 'Enviar', close: 'Cerrar', comment: '¿Algo más que añadir?', yes: 'Sí', no: 'No', low: 'Poco probable', high: 'Muy probable', sLow: 'Muy insatisfecho', sHigh: 'Muy satisfecho', required: 'Responda a esta pregunta', email: 'Introduzca un correo válido', thanks: '¡Gracias por su opinión!' },
};

const CSS = `:host{all:initial !important}
*{box-sizing:border-box;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;letter-spacing:normal;text-transform:none}
.w{position:fixed;z-index:2147483647;width:min(360px,calc(100vw - 24px));max-height:calc(100vh - 24px);overflow:auto;background:var(--bg);color:var(--fg);border-radius:12px;box-shadow:0 8px 32px rgba(0,0,0,.22);padding:18px;font-size:14px;line-height:1.4}
.bottom-right{right:12px;bottom:12px}.bottom-left{left:12px;bottom:12px}.top-right{right:12px;top:12px}.top-left{left:12px;top:12px}.center{left:50%;top:50%;transform:translate(-50%,-50%)}
.small{width:min(300px,calc(100vw - 24px))}.large{width:min(440px,calc(100vw - 24px))}
h2{font-size:16px;font-weight:650;margin:0 28px 4px 0;color:var(--fg)}
p{margin:0 0 10px;opacity:.8}
fieldset{border:0;padding:0;margin:12px 0 0;min-width:0}
legend{font-weight:600;margin-bottom:6px;padding:0;color:var(--fg)}
.row{display:flex;flex-wrap:wrap;gap:4px}.grid{display:grid;grid-template-columns:repeat(var(--n),1fr)}.grid button{min-width:0;padding:6px 0}
button{all:unset;box-sizing:border-box;cursor:pointer;border:1px solid rgba(127,127,127,.45);border-radius:6px;padding:6px 9px;min-width:30px;text-align:center;font-size:13px;color:var(--fg);background:transparent}
button[aria-pressed=true]{background:var(--p);border-color:var(--p);color:#fff}
button:focus-visible,input:focus-visible,textarea:focus-visible{outline:2px solid var(--p);outline-offset:2px}
.scale{display:flex;justify-content:space-between;font-size:11px;opacity:.7;margin-top:3px}
input,textarea{all:unset;box-sizing:border-box;display:block;width:100%;border:1px solid rgba(127,127,127,.45);border-radius:6px;padding:7px 9px;font-size:13px;color:var(--fg);background:transparent}
textarea{min-height:60px;white-space:pre-wrap}
label{display:block;font-weight:600;margin:12px 0 6px}
.err{color:#e03131;font-size:12px;margin-top:4px}
.send{background:var(--p);color:#fff;border-color:var(--p);margin-top:14px;width:100%;font-weight:600;padding:9px}
.x{position:absolute;right:10px;top:10px;border:0;font-size:18px;line-height:1;padding:4px 8px}`;

function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) el.setAttribute(name, value);
  el.append(...children);
  return el;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function open(host: WidgetHost): void {
  const t = TEXTS[host.lang];
  const { appearance, content } = host.widget.configuration;
  // A tag of its own: the page's `div` rules never match the mount point.
  const mount = document.createElement('suite-feedback');
  const root = mount.attachShadow({ mode: 'open' });
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    root.adoptedStyleSheets = [sheet];
  } catch {
    root.appendChild(h('style', {}, CSS));
  }
  const dark = appearance.theme === 'dark' || (appearance.theme === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches);
  const answers = new Map<string, unknown>();
  const errors = new Map<string, HTMLElement>();
  const previous = document.activeElement as HTMLElement | null;
  const dialog = h('div', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'suite-t', class: `w ${appearance.position} ${appearance.size}` });
  dialog.style.setProperty('--p', appearance.colors.primary);
  dialog.style.setProperty('--bg', dark ? '#1f2125' : appearance.colors.background);
  dialog.style.setProperty('--fg', dark ? '#f1f3f5' : appearance.colors.text);
  const close = () => {
    mount.remove();
    host.seen();
    previous?.focus?.();
  };
  const choice = (q: WidgetQuestion, values: [unknown, string][], legend: string, scale = false) => {
    const row = h('div', { class: scale ? 'row grid' : 'row' });
    row.style.setProperty('--n', String(values.length));
    for (const [value, label] of values) {
      const b = h('button', { type: 'button', 'aria-pressed': 'false' }, label);
      b.onclick = () => {
        answers.set(q.id, value);
        for (const other of row.children) other.setAttribute('aria-pressed', String(other === b));
      };
      row.appendChild(b);
    }
    const set = h('fieldset', {}, h('legend', {}, legend), row);
    return set;
  };
  const range = (n: number, from = 1) => Array.from({ length: n }, (_, i): [unknown, string] => [i + from, String(i + from)]);
  const form = h('form', { novalidate: '' });
  content.questions.forEach((q, index) => {
    const legend = `${q.text ?? ''}${q.required ? ' *' : ''}`;
    let block: HTMLElement;
    if (q.type === 'EMAIL') {
      const input = h('input', { type: 'email', id: `q${index}`, autocomplete: 'email' });
      input.oninput = () => answers.set(q.id, input.value.trim());
      block = h('div', {}, h('label', { for: `q${index}` }, legend), input);
    } else if (q.type === 'BOOLEAN') block = choice(q, [[true, t.yes], [false, t.no]], legend);
    else if (q.type === 'MULTIPLE_CHOICE') block = choice(q, (q.options ?? []).map((o): [unknown, string] => [o.value, o.value]), legend);
    else {
      const satisfaction = q.type === 'SATISFACTION';
      block = choice(q, range(satisfaction ? 5 : 10), legend, true);
      block.appendChild(h('div', { class: 'scale', 'aria-hidden': 'true' }, h('span', {}, satisfaction ? t.sLow : t.low), h('span', {}, satisfaction ? t.sHigh : t.high)));
    }
    const err = h('div', { class: 'err', role: 'alert' });
    errors.set(q.id, err);
    block.appendChild(err);
    form.appendChild(block);
  });
  const comment = h('textarea', { id: 'suite-c', maxlength: '5000' });
  form.append(h('label', { for: 'suite-c' }, t.comment), comment, h('button', { type: 'submit', class: 'send' }, t.send));
  form.onsubmit = (event) => {
    event.preventDefault();
    let valid = true;
    for (const q of content.questions) {
      const value = answers.get(q.id);
      const missing = value === undefined || value === '';
      const message = q.required && missing ? t.required : q.type === 'EMAIL' && !missing && !EMAIL.test(String(value)) ? t.email : '';
      errors.get(q.id)!.textContent = message;
      valid &&= !message;
    }
    if (!valid) return;
    host.submit([...answers.entries()].filter(([, v]) => v !== '').map(([questionId, answer]) => ({ questionId, answer })), comment.value.trim());
    form.replaceWith(h('p', { role: 'status' }, content.thankYouMessage || t.thanks));
    setTimeout(close, 3000);
  };
  const x = h('button', { type: 'button', class: 'x', 'aria-label': t.close }, '×');
  x.onclick = close;
  dialog.append(x, h('h2', { id: 'suite-t' }, content.title ?? ''), ...(content.description ? [h('p', {}, content.description)] : []), form);
  dialog.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') return close();
    if (e.key !== 'Tab') return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>('button,input,textarea')];
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    const active = root.activeElement;
    if (e.shiftKey && active === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  });
  root.appendChild(dialog);
  document.body.appendChild(mount);
  // The setup screen's preview must not take the focus from the form being typed in.
  if (!host.preview) (dialog.querySelector('fieldset button, input') as HTMLElement | null)?.focus();
}

window.__suiteWidget = { open };
