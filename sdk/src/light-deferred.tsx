import { Suspense, cloneElement, createContext, isValidElement, lazy, useContext, useEffect, useRef, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import type { Menu as MantineMenu, ModalProps, ScrollAreaProps, Tooltip as MantineTooltip } from '@mantine/core';
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
 * - `Modal`, `ConfirmDialog`: nothing until first opened.
 * - `ScrollArea`, `NumberField`: load when first rendered (a plain scrolling box meanwhile).
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

const scrollAreaModule = () => import(/* webpackChunkName: "kit-scroll" */ './light-pieces/scroll-area.js');
const LazyScrollArea = lazy(() => scrollAreaModule().then((module) => ({ default: module.ScrollArea as unknown as ComponentType<ScrollAreaProps> })));
const LazyAutosize = lazy(() => scrollAreaModule().then((module) => ({ default: module.ScrollArea.Autosize as unknown as ComponentType<ScrollAreaProps> })));

/** A plain scrolling box with the same height limits, while the scroll area loads. */
function scrollingBox(props: ScrollAreaProps) {
  return <div style={{ overflow: 'auto', height: props.h as string | number | undefined, maxHeight: props.mah as string | number | undefined }}>{props.children}</div>;
}

function ScrollAreaRoot(props: ScrollAreaProps) {
  return (
    <Suspense fallback={scrollingBox(props)}>
      <LazyScrollArea {...props} />
    </Suspense>
  );
}

function ScrollAreaAutosize(props: ScrollAreaProps) {
  return (
    <Suspense fallback={scrollingBox(props)}>
      <LazyAutosize {...props} />
    </Suspense>
  );
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
