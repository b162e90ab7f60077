import '@mantine/core/styles.css';
import '../../shell/src/app/global.css';
import type { Preview } from '@storybook/react-vite';
import { LANGUAGES } from '@suite/sdk/i18n';
import { StoryProviders } from '../src/StoryProviders.js';
import { initStoryI18n, prepareStoryLanguage } from '../src/storyLanguage.js';

const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = { en: 'English', fr: 'Français', es: 'Español' };

const preview: Preview = {
  beforeAll: initStoryI18n,
  loaders: [
    async ({ globals }) => {
      await prepareStoryLanguage(globals.locale);
      return {};
    },
  ],
  decorators: [
    (Story, { globals, parameters }) => (
      <StoryProviders locale={globals.locale} colorScheme={globals.colorScheme === 'dark' ? 'dark' : 'light'} initialEntries={parameters.router?.initialEntries}>
        <Story />
      </StoryProviders>
    ),
  ],
  globalTypes: {
    locale: {
      description: 'Language of the texts',
      toolbar: { title: 'Language', icon: 'globe', items: LANGUAGES.map((value) => ({ value, title: LANGUAGE_NAMES[value] })), dynamicTitle: true },
    },
    colorScheme: {
      description: 'Mantine colour scheme',
      toolbar: {
        title: 'Scheme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', colorScheme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
