/**
 * @suite/sdk/light: the part of '@suite/sdk/web' a module's standalone public page may use (a
 * route with `standalone`, e.g. agile's poker demo). The shell loads it as one small chunk and hands
 * it to the standalone bundle in place of '@suite/sdk/web' (sdk/build/standalone-webpack.js), so
 * the page renders with the shell's own React, Mantine theme, router, session and i18n instances
 * without the federation runtime or the whole kit. Every name here is what such a page renders;
 * anything else it imports is undefined in that bundle, so a standalone page only renders what is
 * listed (add a name here when a standalone page needs it).
 */
export {
  ActionIcon,
  Alert,
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  Chip,
  ConfirmDialog,
  CopyButton,
  Grid,
  Group,
  Indicator,
  Link,
  Menu,
  Modal,
  NumberField,
  PageHeader,
  Paper,
  Progress,
  RingProgress,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextField,
  Title,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
  addTranslations,
  currentLanguage,
  formatNumber,
  formatPercent,
  matchPath,
  notifications,
  translateError,
  useClipboard,
  useDebouncedValue,
  useLocation,
  useMediaQuery,
  useNavigate,
  useSession,
  useTranslation,
} from './web.js';
