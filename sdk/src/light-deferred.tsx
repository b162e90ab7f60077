import { Suspense, cloneElement, createContext, isValidElement, lazy, useContext, useEffect, useRef, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import type { DrawerProps, Menu as MantineMenu, ModalProps, ScrollAreaProps, SelectProps, Tabs as MantineTabs, TextareaProps, Timeline as MantineTimeline, Tooltip as MantineTooltip } from '@mantine/core';
import type { ConfirmDialogProps } from './ui/ConfirmDialog.js';
import type { NumberInputProps } from '@mantine/core';
import { translateError } from './i18n/setup.js';

/**
 * The light kit's deferred pieces (sdk/src/light.ts): Mantine components a standalone public page
 * does not show at first paint, loaded on first use instead of with the page. Menus, tooltips and
 * popovers need floating-ui (about 20 KB gzipped), dialogs the focus trap and scroll lock: a demo
 * room fits the public-page budget only without them on first load.
 *
 * - `Tooltip`: its child renders at once; the tooltip loads on the first hover or focus and opens
 *   then if the pointer or focus is still there.
 * - `Menu`: the target renders at once; a click loads the menu and opens it. Menu.Item, Menu.Label
 *   and Menu.Divider render inside Menu.Dropdown, so only once loaded.
 * - `Modal`, `ConfirmDialog`, `Drawer`: nothing until first opened.
 * - `ScrollArea` is the browser's scrolling box (nothing to load).
 * - `NumberField`, `TextareaField`: load when first rendered (nothing meanwhile).
 * - `Tabs`, `Timeline`: load when first rendered (nothing meanwhile); their parts render inside.
 * - `Select`: a read-only input that looks the same (value or placeholder, chevron) until the
 *   first hover or focus loads the combobox (floating-ui); a click or key before then opens it.
 * - `ThemeIcon`, `SegmentedControl`, `StatCard` (one chunk): load when first rendered, nothing meanwhile.
 * - `Tooltip.Group` renders its tooltips without the shared open delay.
 */

type AnyProps = Record<string, unknown>;
type Handler = ((...args: unknown[]) => void) | undefined;

/** One import per piece, shared by every instance; resolves to the loaded value. */
function once<T>(load: () => Promise<T>): { get(): T | null; load(): Promise<T> } {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    get: () => value,
    load: () => {
      pending ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}

const chain =
  (own: Handler, added: () => void) =>
  (...args: unknown[]) => {
    own?.(...args);
    added();
  };

/** Re-renders the caller once `piece` has loaded, after `want()` asked for it. */
function useLoaded<T>(piece: { get(): T | null; load(): Promise<T> }): [T | null, () => Promise<void>] {
  const [, setVersion] = useState(0);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const want = () =>
    piece.load().then(
      () => {
        if (live.current) setVersion((n) => n + 1);
      },
      () => undefined,
    );
  return [piece.get(), want];
}

const tooltipPiece = once(() => import(/* webpackChunkName: "kit-tooltip" */ './light-pieces/tooltip.js').then((module) => module.Tooltip));

export function Tooltip(props: AnyProps & { children: ReactNode }) {
  const [Real, want] = useLoaded<typeof MantineTooltip>(tooltipPiece);
  const inside = useRef(false);
  const [openAtLoad, setOpenAtLoad] = useState(false);
  if (Real) {
    const Loaded = Real as unknown as ComponentType<AnyProps>;
    return <Loaded {...props} defaultOpened={openAtLoad || undefined} />;
  }
  const child = props.children;
  if (!isValidElement(child)) return <>{child}</>;
  const own = (child as ReactElement<AnyProps>).props;
  const enter = () => {
    inside.current = true;
    void want().then(() => setOpenAtLoad(inside.current));
  };
  const leave = () => {
    inside.current = false;
  };
  return cloneElement(child as ReactElement<AnyProps>, {
    onPointerEnter: chain(own.onPointerEnter as Handler, enter),
    onFocus: chain(own.onFocus as Handler, enter),
    onPointerLeave: chain(own.onPointerLeave as Handler, leave),
    onBlur: chain(own.onBlur as Handler, leave),
  });
}

/** Tooltips of a group open with their own delay here (Mantine's group needs floating-ui at once). */
function TooltipGroup({ children }: { children: ReactNode; openDelay?: number; closeDelay?: number }) {
  return <>{children}</>;
}
Tooltip.Group = TooltipGroup;

const menuPiece = once(() => import(/* webpackChunkName: "kit-menu" */ './light-pieces/menu.js').then((module) => module.Menu));
const MenuContext = createContext<{ Real: typeof MantineMenu | null; open(): void }>({ Real: null, open: () => undefined });

function MenuRoot(props: AnyProps & { children?: ReactNode; opened?: boolean }) {
  const [Real, want] = useLoaded<typeof MantineMenu>(menuPiece);
  const [openAtLoad, setOpenAtLoad] = useState(false);
  const controlledOpen = props.opened === true;
  useEffect(() => {
    if (controlledOpen && !Real) void want();
  }, [controlledOpen, Real]);
  const open = () => void want().then(() => setOpenAtLoad(true));
  if (Real) {
    const Loaded = Real as unknown as ComponentType<AnyProps>;
    return (
      <MenuContext.Provider value={{ Real, open }}>
        <Loaded {...props} defaultOpened={(props.defaultOpened as boolean | undefined) ?? (openAtLoad || undefined)} />
      </MenuContext.Provider>
    );
  }
  return <MenuContext.Provider value={{ Real: null, open }}>{props.children}</MenuContext.Provider>;
}

function MenuTarget({ children, ...rest }: AnyProps & { children: ReactNode }) {
  const { Real, open } = useContext(MenuContext);
  if (Real) {
    const Target = Real.Target as unknown as ComponentType<AnyProps>;
    return <Target {...rest}>{children}</Target>;
  }
  if (!isValidElement(children)) return <>{children}</>;
  const own = (children as ReactElement<AnyProps>).props;
  return cloneElement(children as ReactElement<AnyProps>, { 'aria-haspopup': 'menu', 'aria-expanded': false, onClick: chain(own.onClick as Handler, open) });
}

/** A Menu part that exists only inside the loaded menu (the dropdown and what it holds). */
function menuPart(name: 'Dropdown' | 'Item' | 'Label' | 'Divider') {
  function Part(props: AnyProps) {
    const { Real } = useContext(MenuContext);
    if (!Real) return null;
    const Loaded = Real[name] as unknown as ComponentType<AnyProps>;
    return <Loaded {...props} />;
  }
  Part.displayName = `Menu.${name}`;
  return Part;
}

export const Menu = Object.assign(MenuRoot, {
  Target: MenuTarget,
  Dropdown: menuPart('Dropdown'),
  Item: menuPart('Item'),
  Label: menuPart('Label'),
  Divider: menuPart('Divider'),
});

/** Nothing until first opened; then the real component, kept so it can animate closed. */
function whileClosed<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function Deferred(props: P) {
    const [wanted, setWanted] = useState(props.opened);
    useEffect(() => {
      if (props.opened) setWanted(true);
    }, [props.opened]);
    if (!wanted && !props.opened) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const Modal = whileClosed<ModalProps>(() => import(/* webpackChunkName: "kit-modal" */ './light-pieces/modal.js').then((module) => module.Modal as unknown as ComponentType<ModalProps>));

export const ConfirmDialog = whileClosed<ConfirmDialogProps>(() => import(/* webpackChunkName: "kit-confirm" */ './ui/ConfirmDialog.js').then((module) => module.ConfirmDialog));

export const Drawer = whileClosed<DrawerProps>(() => import(/* webpackChunkName: "kit-drawer" */ './light-pieces/drawer.js').then((module) => module.Drawer as unknown as ComponentType<DrawerProps>));

/**
 * A compound component (Tabs, Timeline) loaded when first rendered: the root shows nothing until
 * then; its parts render only inside the loaded root, so they read the loaded module at once.
 */
function deferredCompound<Parts extends string>(load: () => Promise<Record<Parts, unknown> & object>, parts: readonly Parts[], name: string) {
  const piece = once(load);
  const Lazy = lazy(() => piece.load().then((root) => ({ default: root as unknown as ComponentType<AnyProps> })));
  const Root = (props: AnyProps) => (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
  Root.displayName = name;
  const named = Object.fromEntries(
    parts.map((part) => {
      function Part(props: AnyProps) {
        const Loaded = piece.get()?.[part] as ComponentType<AnyProps> | undefined;
        return Loaded ? <Loaded {...props} /> : null;
      }
      Part.displayName = `${name}.${part}`;
      return [part, Part];
    }),
  ) as Record<Parts, ComponentType<AnyProps>>;
  return Object.assign(Root, named);
}

export const Tabs = deferredCompound(() => import(/* webpackChunkName: "kit-tabs" */ './light-pieces/tabs.js').then((module) => module.Tabs), ['List', 'Tab', 'Panel'], 'Tabs') as unknown as typeof MantineTabs;

export const Timeline = deferredCompound(() => import(/* webpackChunkName: "kit-timeline" */ './light-pieces/timeline.js').then((module) => module.Timeline), ['Item'], 'Timeline') as unknown as typeof MantineTimeline;

const LazyTextarea = lazy(() => import(/* webpackChunkName: "kit-textarea" */ './light-pieces/textarea.js').then((module) => ({ default: module.Textarea as ComponentType<TextareaProps> })));

/** The kit's TextareaField (ui/fields.tsx): autosizing, the server's error text in the user's language. */
export function TextareaField({ error, ...props }: Omit<TextareaProps, 'error'> & { error?: string | null }) {
  return (
    <Suspense fallback={null}>
      <LazyTextarea autosize minRows={3} {...props} error={error ? translateError(error) : undefined} />
    </Suspense>
  );
}

const selectPiece = once(() => import(/* webpackChunkName: "kit-select" */ './light-pieces/select.js').then((module) => module.Select));

const chevron = (
  <svg width="15" height="15" viewBox="0 0 15 15" fill="none" stroke="currentColor" strokeWidth="1.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden style={{ color: 'var(--mantine-color-dimmed)' }}>
    <path d="M5 5.5l2.5-2.5L10 5.5M5 9.5l2.5 2.5L10 9.5" />
  </svg>
);

type SelectItem = string | { value: string; label: string } | { group: string; items: (string | { value: string; label: string })[] };
const labelOf = (data: readonly SelectItem[] | undefined, value: string | null | undefined): string => {
  for (const item of data ?? []) {
    if (typeof item === 'string') {
      if (item === value) return item;
    } else if ('group' in item) {
      const found = labelOf(item.items, value);
      if (found) return found;
    } else if (item.value === value) return item.label;
  }
  return '';
};

/** The kit's Select: a look-alike input until the first hover or focus, then Mantine's (focused, opened if asked). */
export function Select(props: SelectProps) {
  const [Real, want] = useLoaded(selectPiece);
  const input = useRef<HTMLInputElement>(null);
  const focused = useRef(false);
  const [openAtLoad, setOpenAtLoad] = useState(false);
  useEffect(() => {
    if (Real && focused.current) input.current?.focus();
  }, [Real]);
  if (Real) {
    const Loaded = Real as unknown as ComponentType<SelectProps & { ref?: typeof input }>;
    return <Loaded {...props} ref={input} defaultDropdownOpened={props.defaultDropdownOpened ?? (openAtLoad || undefined)} />;
  }
  const { size, w, label, placeholder, disabled, error, description, className, style, id, required } = props;
  const open = () => {
    setOpenAtLoad(true);
    void want();
  };
  return (
    <TextInput
      ref={input}
      readOnly
      {...{ size, w, label, placeholder, disabled, description, className, style, id, required }}
      error={typeof error === 'string' || typeof error === 'boolean' ? error : undefined}
      role="combobox"
      aria-label={props['aria-label'] as string | undefined}
      aria-haspopup="listbox"
      aria-expanded={false}
      value={labelOf(props.data as readonly SelectItem[] | undefined, props.value ?? props.defaultValue)}
      rightSection={chevron}
      rightSectionPointerEvents="none"
      style={{ cursor: 'pointer', ...(typeof style === 'object' ? style : {}) }}
      onPointerEnter={() => void want()}
      onFocus={() => {
        focused.current = true;
        void want();
      }}
      onBlur={() => {
        focused.current = false;
      }}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'Enter' || event.key === ' ') open();
      }}
    />
  );
}

/** The kit's SelectField (ui/fields.tsx) over the deferred Select. */
export function SelectField({ error, ...props }: Omit<SelectProps, 'error'> & { error?: string | null }) {
  return <Select allowDeselect={false} {...props} error={error ? translateError(error) : undefined} />;
}

const moreModule = () => import(/* webpackChunkName: "kit-more" */ './light-pieces/more.js');
type MoreModule = Awaited<ReturnType<typeof moreModule>>;

/** A component of the 'more' chunk: nothing until it has loaded, on first render. */
function fromMore<K extends keyof MoreModule>(name: K): MoreModule[K] {
  const Lazy = lazy(() => moreModule().then((module) => ({ default: module[name] as unknown as ComponentType<AnyProps> })));
  function Deferred(props: AnyProps) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  Deferred.displayName = String(name);
  return Deferred as unknown as MoreModule[K];
}

export const ThemeIcon = fromMore('ThemeIcon');
export const SegmentedControl = fromMore('SegmentedControl');
export const StatCard = fromMore('StatCard');

type Size = number | string | undefined;

/**
 * The kit's ScrollArea: the browser's own scrolling box (thin scrollbars) with the same sizes, not
 * Mantine's, whose chunk (with the floating-ui code webpack groups beside it, about 20 KB) a phase
 * bar or a board would otherwise load at first paint.
 */
function ScrollAreaRoot({ children, h, mah, w, maw, style, className, offsetScrollbars, scrollbars, 'data-testid': testId }: ScrollAreaProps & { 'data-testid'?: string }) {
  const axis = scrollbars === 'x' ? { overflowX: 'auto' as const, overflowY: 'hidden' as const } : scrollbars === 'y' ? { overflowY: 'auto' as const, overflowX: 'hidden' as const } : { overflow: 'auto' as const };
  const gutter = offsetScrollbars ? { paddingBottom: scrollbars === 'y' ? undefined : 8, paddingRight: scrollbars === 'x' ? undefined : 8 } : {};
  return (
    <div
      className={className}
      data-testid={testId}
      style={{ ...axis, ...gutter, scrollbarWidth: 'thin', height: h as Size, maxHeight: mah as Size, width: w as Size, maxWidth: maw as Size, ...(typeof style === 'object' ? (style as object) : {}) }}
    >
      {children}
    </div>
  );
}

function ScrollAreaAutosize(props: ScrollAreaProps) {
  return <ScrollAreaRoot {...props} />;
}

export const ScrollArea = Object.assign(ScrollAreaRoot, { Autosize: ScrollAreaAutosize });

const LazyNumberInput = lazy(() => import(/* webpackChunkName: "kit-number" */ './light-pieces/number-input.js').then((module) => ({ default: module.NumberInput as ComponentType<NumberInputProps> })));

/** The kit's NumberField (ui/fields.tsx): the server's error text shown in the user's language. */
export function NumberField({ error, ...props }: Omit<NumberInputProps, 'error'> & { error?: string | null }) {
  return (
    <Suspense fallback={null}>
      <LazyNumberInput {...props} error={error ? translateError(error) : undefined} />
    </Suspense>
  );
}

/** A named theme colour ('blue', 'red') or any CSS colour. */
const cssColor = (color: string) => (/^[a-z]+$/.test(color) ? `var(--mantine-color-${color}-filled)` : color);

export interface LightRingProgressProps {
  size?: number;
  thickness?: number;
  roundCaps?: boolean;
  sections: { value: number; color: string }[];
  rootColor?: string;
  label?: ReactNode;
  [attribute: `aria-${string}`]: unknown;
}

/**
 * The kit's RingProgress for standalone pages: the same ring (size, thickness, round caps, coloured
 * sections, root colour, label) without Mantine's per-section tooltips, whose floating-ui code a
 * demo room's timer would otherwise bring on first load.
 */
export function RingProgress({ size = 120, thickness = size / 10, roundCaps = false, sections, rootColor, label, ...rest }: LightRingProgressProps) {
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  let offset = 0;
  const circle = { cx: size / 2, cy: size / 2, r: radius, fill: 'none', strokeWidth: thickness } as const;
  return (
    <div style={{ position: 'relative', width: size, height: size }} {...rest}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} style={{ transform: 'rotate(-90deg)' }} aria-hidden>
        <circle {...circle} stroke={rootColor ?? 'var(--mantine-color-gray-2)'} />
        {sections.map((section, index) => {
          const length = (Math.max(0, Math.min(100, section.value)) / 100) * circumference;
          const start = offset;
          offset += length;
          return length > 0 ? (
            <circle key={index} {...circle} stroke={cssColor(section.color)} strokeLinecap={roundCaps ? 'round' : 'butt'} strokeDasharray={`${length} ${circumference - length}`} strokeDashoffset={-start} />
          ) : null;
        })}
      </svg>
      {label ? <div style={{ position: 'absolute', inset: thickness, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>{label}</div> : null}
    </div>
  );
}
