import { Button } from '@mantine/core';

/** The cart outline (as in the Tabler set), drawn inline so the public header needs no icon library. */
function CartIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d="M4 19a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M15 19a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M17 17h-11v-14h-2M6 5l14 1l-1 7h-13" />
    </svg>
  );
}

/**
 * The header's cart icon with its item count (the count is also in the label, never colour
 * alone). A Button and plain markup, which the public header already carries.
 */
export function CartIconButton({ count, label, onClick }: { count: number; label: string; onClick: () => void }) {
  return (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      <Button variant="subtle" color="gray" size="sm" px={8} aria-label={label} onClick={onClick} data-testid="cart-button">
        <CartIcon />
      </Button>
      {count > 0 ? (
        <span
          aria-hidden
          style={{
            position: 'absolute',
            top: -2,
            right: -2,
            minWidth: 16,
            height: 16,
            padding: '0 4px',
            borderRadius: 8,
            background: 'var(--mantine-primary-color-filled)',
            color: 'var(--mantine-color-white)',
            fontSize: 10,
            fontWeight: 700,
            lineHeight: '16px',
            textAlign: 'center',
            pointerEvents: 'none',
          }}
        >
          {count}
        </span>
      ) : null}
    </span>
  );
}
