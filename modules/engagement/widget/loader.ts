import type { LoadedWidget, WidgetHost } from './protocol.js';

/**
 * The loader customers paste (`<script async src=".../widget/v1/loader.js" data-key="...">`):
 * reads the widget's configuration, records page views and clicks in batches (a queue in local
 * storage survives offline; sendBeacon on page hide), checks targeting and frequency, and loads
 * the full widget only when a trigger fires. No eval, no inline script, nothing outside itself.
 */
(() => {
  const script = document.currentScript as HTMLScriptElement | null;
  if (!script || window.Suite?.open) return;
  const data = script.dataset;
  const key = data.key ?? '';
  const base = new URL(script.src, location.href);
  const apiUrl = (path: string) => `${base.origin}/api/customer-engagement${path}`;
  const preview = data.preview === '1';
  const sample = Math.min(1, Math.max(0, Number(data.sample ?? 1)));
  const store = (() => {
    try {
      localStorage.setItem('suite_t', '1');
      return localStorage;
    } catch {
      return null;
    }
  })();
  const read = <T>(name: string, fallback: T): T => {
    try {
      return (JSON.parse(store?.getItem(name) ?? 'null') as T) ?? fallback;
    } catch {
      return fallback;
    }
  };
  const write = (name: string, value: unknown) => store?.setItem(name, JSON.stringify(value));
  const uuid = () => crypto.randomUUID?.() ?? '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) => (+c ^ (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (+c / 4)))).toString(16));
  const visitorId = read<string>('suite_vid', '') || uuid();
  write('suite_vid', visitorId);
  let sessionId = sessionStorage.getItem('suite_sid');
  if (!sessionId) sessionStorage.setItem('suite_sid', (sessionId = uuid()));
  const ua = navigator.userAgent;
  const device = /iPad|Tablet/i.test(ua) ? 'TABLET' : /Mobi|Android/i.test(ua) ? 'MOBILE' : 'DESKTOP';
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : 'Other';
  const lang = (['fr', 'es'].find((l) => (document.documentElement.lang || navigator.language).toLowerCase().startsWith(l)) ?? 'en') as WidgetHost['lang'];
  let identity: { email?: string; segments?: string[] } = read('suite_id', {});

  // The outbox: { p: path, b: body } entries, flushed in order; kept while offline.
  type Outgoing = { p: string; b: Record<string, unknown> };
  let events: Record<string, unknown>[] = [];
  const outbox = (): Outgoing[] => read<Outgoing[]>('suite_q', []);
  const enqueue = (item: Outgoing) => write('suite_q', [...outbox(), item].slice(-200));
  let flushing = false;
  const flush = async () => {
    if (preview) return;
    if (events.length) {
      for (let i = 0; i < events.length; i += 20) enqueue({ p: '/session-events', b: { apiKey: key, events: events.slice(i, i + 20) } });
      events = [];
    }
    if (flushing || !navigator.onLine) return;
    flushing = true;
    try {
      for (let item = outbox()[0]; item; item = outbox()[0]) {
        const res = await fetch(apiUrl(item.p), { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(item.b), keepalive: true });
        if (res.status === 429 || res.status >= 500) break;
        // Sent (or refused for good, which a retry cannot fix): take it off the queue.
        write('suite_q', outbox().slice(1));
      }
    } catch {
      // Offline or blocked: the queue waits for 'online'.
    }
    flushing = false;
  };
  const track = (category: string, extra: Record<string, unknown> = {}) => {
    if (preview) return;
    events.push({ id: uuid(), sessionId, visitorId, path: location.pathname, category, device, occurredAt: new Date().toISOString(), ...extra });
    if (events.length >= 20) void flush();
  };
  const selectorOf = (el: Element | null): string => {
    const parts: string[] = [];
    for (let depth = 0; el && el !== document.body && depth < 3; depth += 1, el = el.parentElement) {
      if (el.id) {
        parts.unshift(`#${el.id}`);
        break;
      }
      const classes = [...el.classList].slice(0, 2).map((c) => `.${c}`).join('');
      const siblings = el.parentElement ? [...el.parentElement.children].filter((s) => s.tagName === el!.tagName) : [];
      parts.unshift(el.tagName.toLowerCase() + classes + (siblings.length > 1 ? `:nth-of-type(${siblings.indexOf(el) + 1})` : ''));
    }
    return parts.join(' > ');
  };

  const pattern = (p: string, path: string) => new RegExp(`^${p.trim().split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`).test(path);
  let loaded: LoadedWidget | null = null;
  let opened = false;
  const seenKey = () => `suite_seen_${loaded?.widgetId}`;
  const allowedByFrequency = (w: LoadedWidget) => {
    const last = read<number>(seenKey(), 0);
    const f = w.configuration.frequency;
    return preview || !last || f.mode === 'always' || (f.mode === 'days' && Date.now() - last > (f.days ?? 1) * 864e5);
  };
  const host = (w: LoadedWidget): WidgetHost => ({
    widget: w,
    lang,
    preview,
    seen: () => write(seenKey(), Date.now()),
    submit(answers, comment) {
      if (preview) return;
      track('FEEDBACK', { comment });
      enqueue({ p: '/feedback/responses', b: { apiKey: key, widgetId: w.widgetId, id: uuid(), responses: answers, comment: comment || undefined, metadata: { sessionId, visitorId, path: location.pathname, device, locale: lang, email: identity.email } } });
      void flush();
    },
  });
  const open = (force = false) => {
    if (!loaded || (opened && !force) || (!force && !allowedByFrequency(loaded))) return;
    opened = true;
    const w = loaded;
    const show = () => {
      track('WIDGET_SHOWN');
      window.__suiteWidget?.open(host(w));
    };
    if (window.__suiteWidget) return show();
    const full = document.createElement('script');
    full.src = new URL('widget.js', base).href;
    full.async = true;
    full.onload = show;
    document.head.appendChild(full);
  };

  const arm = (w: LoadedWidget) => {
    const c = w.configuration;
    const path = location.pathname;
    if (!preview) {
      if (c.targeting.excludeUrls.some((p) => pattern(p, path))) return;
      if (c.targeting.urlPatterns.length && !c.targeting.urlPatterns.some((p) => pattern(p, path))) return;
      if (c.targeting.devices.length && !c.targeting.devices.includes(device)) return;
      if (c.targeting.browsers?.length && !c.targeting.browsers.includes(browser)) return;
      if (c.targeting.userSegments?.length && !c.targeting.userSegments.some((s) => identity.segments?.includes(s))) return;
      // The proxy's country when the platform trusts one, else the region of the browser's language.
      if (c.targeting.countries?.length && !c.targeting.countries.includes(w.country || navigator.language.split('-')[1]?.toUpperCase() || '')) return;
    }
    if (c.appearance.mode === 'tab') return tab(w);
    for (const t of c.triggers) {
      if (t.type === 'PAGE_VIEW') open();
      if (t.type === 'TIME_ON_PAGE') setTimeout(open, (t.delaySeconds ?? 0) * 1000);
      if (t.type === 'SCROLL_DEPTH')
        addEventListener('scroll', () => {
          const doc = document.documentElement;
          if (((scrollY + innerHeight) / doc.scrollHeight) * 100 >= (t.scrollPercent ?? 50)) open();
        }, { passive: true });
      if (t.type === 'EXIT_INTENT' && device === 'DESKTOP') document.addEventListener('mouseout', (e) => e.clientY <= 0 && !e.relatedTarget && open());
      if (t.type === 'CLICK' && t.selector) document.addEventListener('click', (e) => (e.target as Element).closest?.(t.selector!) && open(true), true);
    }
  };
  // The always-visible feedback tab: a small button in its own shadow root.
  const tab = (w: LoadedWidget) => {
    const el = document.createElement('suite-feedback-tab');
    const root = el.attachShadow({ mode: 'open' });
    const button = document.createElement('button');
    button.textContent = { en: 'Feedback', fr: 'Votre avis', es: 'Opinión' }[lang];
    const left = w.configuration.appearance.position.includes('left');
    button.style.cssText = `all:initial;position:fixed;top:50%;${left ? 'left' : 'right'}:0;transform-origin:${left ? 'left' : 'right'} top;transform:rotate(${left ? 90 : -90}deg) translate(${left ? '-50%' : '50%'},-100%);z-index:2147483646;background:${w.configuration.appearance.colors.primary};color:#fff;font:600 14px system-ui,sans-serif;padding:8px 14px;border-radius:6px 6px 0 0;cursor:pointer`;
    button.onclick = () => open(true);
    root.appendChild(button);
    document.body.appendChild(el);
  };

  window.Suite = {
    open: () => open(true),
    identify(visitor) {
      identity = { email: visitor.email, segments: visitor.segments };
      write('suite_id', identity);
    },
  };

  const start = async () => {
    if (preview) {
      loaded = JSON.parse(data.config ?? 'null') as LoadedWidget;
      if (loaded) open(true);
      return;
    }
    track('PAGE_VIEW');
    if (Math.random() < sample)
      document.addEventListener('click', (e) => {
        const doc = document.documentElement;
        track('CLICK', { x: Math.round((e.pageX / Math.max(1, doc.scrollWidth)) * 1000), y: Math.round(e.pageY), selector: selectorOf(e.target as Element) });
      }, true);
    const pushState = history.pushState.bind(history);
    history.pushState = (...args) => {
      pushState(...args);
      track('PAGE_VIEW');
    };
    addEventListener('popstate', () => track('PAGE_VIEW'));
    addEventListener('online', () => void flush());
    addEventListener('pagehide', () => {
      // Last events of the page: a beacon survives the unload; the queue is the fallback.
      if (events.length && navigator.sendBeacon(apiUrl('/session-events'), new Blob([JSON.stringify({ apiKey: key, events: events.slice(0, 50) })], { type: 'text/plain' }))) events = [];
      void flush();
    });
    setInterval(() => void flush(), 5000);
    try {
      const res = await fetch(apiUrl(`/widget-config?key=${encodeURIComponent(key)}`));
      if (!res.ok) return;
      loaded = ((await res.json()) as { data: LoadedWidget }).data;
      arm(loaded);
    } catch {
      // No configuration (offline): events still queue.
    }
    void flush();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => void start());
  else void start();
})();
