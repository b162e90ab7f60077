import { DEFAULT_THEME, createTheme, rem, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';

/**
 * Mantine's greys with shade 6 darkened from #868e96 (3.3:1 on white) to #5c636a (6.1:1; at least
 * 4.6:1 on the pale tints of cards and badges): shade 6 is the light scheme's dimmed text and the grey of filled and
 * outline badges, so secondary text meets WCAG AA's 4.5:1 (issue 13's axe checks).
 */
const gray = DEFAULT_THEME.colors.gray.map((shade, index) => (index === 6 ? '#5c636a' : shade)) as unknown as MantineColorsTuple;

/**
 * The one look of the product (UI.md): calm and dense enough for work, 14 px body text, one
 * primary colour, neutral greys; semantic colours only for meaning.
 */
export const suiteTheme: MantineThemeOverride = createTheme({
  primaryColor: 'indigo',
  // Indigo 7 (#4263eb) carries white text and links at 5:1 on white; indigo 6 was 4.3:1, under AA.
  primaryShade: { light: 7, dark: 5 },
  colors: { gray },
  defaultRadius: 'md',
  // The system UI font: no web font to download, native rendering on every platform.
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontSizes: { xs: rem(12), sm: rem(13), md: rem(14), lg: rem(16), xl: rem(18) },
  lineHeights: { md: '1.5' },
  headings: {
    fontWeight: '650',
    sizes: {
      h1: { fontSize: rem(26), lineHeight: '1.25' },
      h2: { fontSize: rem(21), lineHeight: '1.3' },
      h3: { fontSize: rem(17), lineHeight: '1.35' },
      h4: { fontSize: rem(15), lineHeight: '1.4' },
    },
  },
  spacing: { xs: rem(8), sm: rem(12), md: rem(16), lg: rem(20), xl: rem(28) },
  components: {
    Button: { defaultProps: { size: 'sm' } },
    TextInput: { defaultProps: { size: 'sm' } },
    PasswordInput: { defaultProps: { size: 'sm' } },
    Select: { defaultProps: { size: 'sm' } },
    Textarea: { defaultProps: { size: 'sm' } },
    NumberInput: { defaultProps: { size: 'sm' } },
    Paper: { defaultProps: { withBorder: true, radius: 'md' } },
    // A link in running text must not be told by colour alone (WCAG 1.4.1, axe's link-in-text-block).
    Anchor: { defaultProps: { underline: 'always' } },
    Card: { defaultProps: { withBorder: true, radius: 'md' } },
    // A row of tabs stays one row on a phone and scrolls sideways, instead of wrapping under a
    // misplaced underline when a language's labels are longer.
    Tabs: { styles: { list: { flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' }, tab: { flexShrink: 0 } } },
  },
});

/** Semantic colours of the spec (runway, churn, health): green good, orange warning, red critical. */
export const semanticColors = {
  good: 'green',
  warning: 'orange',
  critical: 'red',
  info: 'blue',
  neutral: 'gray',
} as const;
export type SemanticTone = keyof typeof semanticColors;
