/**
 * @suite/sdk/light: the part of '@suite/sdk/web' a module's standalone public page may use (a
 * route with `standalone`, e.g. agile's poker demo). The shell hands it to the standalone bundle in
 * place of '@suite/sdk/web' (sdk/build/standalone-webpack.js), so the page renders with the shell's
 * own React, Mantine theme, router, session and i18n instances without the federation runtime or
 * the whole kit. Every name here is what such a page renders; anything else it imports is undefined
 * in that bundle, so a standalone page only renders what is listed (add a name here when a
 * standalone page needs it; every name counts against each standalone page's budget, see
 * tests/bench/bundle.mjs).
 *
 * Names come straight from their packages, not through '@suite/sdk/web': a kit module brings every
 * export some other screen uses (ui/fields.tsx alone brings Select, Checkbox and PasswordInput).
 * What a page does not show at first paint (menus, tooltips, dialogs, scroll areas, number
 * inputs) loads on first use, and the timer ring is drawn without Mantine's tooltip code
 * (light-deferred.tsx): a demo room stays within the public-page budget.
 */
import { TextInput, type TextInputProps } from '@mantine/core';
import { createElement } from 'react';
import { translateError } from './i18n/setup.js';
import type { AppAbility } from './permissions/ability.js';

export {
  ActionIcon,
  Alert,
  Avatar,
  Badge,
  Box,
  Button,
  Chip,
  CopyButton,
  Flex,
  Grid,
  Group,
  Indicator,
  Paper,
  Pill,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
export { useMediaQuery } from '@mantine/hooks';
export { notifications } from '@mantine/notifications';
export { Link, useLocation, useNavigate } from 'react-router-dom';
export { useTranslation } from 'react-i18next';
export { addTranslations, translateError } from './i18n/setup.js';
export { formatNumber, formatPercent } from './format/numbers.js';
export { useSession } from './session/session.js';
export { PageHeader } from './ui/PageHeader.js';
export {
  ConfirmDialog,
  Drawer,
  Menu,
  Modal,
  NumberField,
  RingProgress,
  ScrollArea,
  SegmentedControl,
  Select,
  SelectField,
  StatCard,
  Tabs,
  TextareaField,
  ThemeIcon,
  Timeline,
  Tooltip,
} from './light-deferred.js';

/**
 * A standalone page's visitor is signed out: an ability that allows nothing (the kit's
 * useAppAbility without CASL's code; the screens judge their own rights, as with a signed-out app).
 */
export function useAppAbility(): AppAbility {
  return NO_ABILITY;
}
const NO_ABILITY = { can: () => false, cannot: () => true, relevantRuleFor: () => null, rulesFor: () => [] } as unknown as AppAbility;

/** The kit's TextField (ui/fields.tsx): the server's error text shown in the user's language. */
export function TextField({ error, ...props }: Omit<TextInputProps, 'error'> & { error?: string | null }) {
  return createElement(TextInput, { ...props, error: error ? translateError(error) : undefined });
}
