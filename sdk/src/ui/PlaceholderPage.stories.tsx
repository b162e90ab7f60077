import type { Meta, StoryObj } from '@storybook/react-vite';
import { addTranslations } from '../i18n/setup.js';
import { PlaceholderPage } from './ModulePlaceholder.js';

/** A module namespace of the shape PlaceholderPage reads, as a module registers it. */
const DEMO_NAMESPACE = 'kitDemo';

const meta = {
  title: 'Kit/PlaceholderPage',
  component: PlaceholderPage,
  loaders: [
    () => {
      addTranslations(DEMO_NAMESPACE, {
        en: {
          nav: { section: 'Agile Survival' },
          pages: { retrospectives: 'Retrospectives' },
          placeholder: { retro: 'Live retrospectives with templates, phases from collecting cards to action items, grouping, dot voting and a summary.' },
          capabilities: { retro: ['Templates and phases', 'Anonymous cards and grouping', 'Dot voting', 'Action items with owners'] },
        },
        fr: {
          nav: { section: 'Survie agile' },
          pages: { retrospectives: 'Rétrospectives' },
          placeholder: { retro: 'Rétrospectives en direct avec modèles, phases de la collecte des cartes aux actions, regroupement, vote par points et synthèse.' },
          capabilities: { retro: ['Modèles et phases', 'Cartes anonymes et regroupement', 'Vote par points', 'Actions avec responsables'] },
        },
        es: {
          nav: { section: 'Supervivencia ágil' },
          pages: { retrospectives: 'Retrospectivas' },
          placeholder: { retro: 'Retrospectivas en vivo con plantillas, fases desde la recogida de tarjetas hasta las acciones, agrupación, votación por puntos y resumen.' },
          capabilities: { retro: ['Plantillas y fases', 'Tarjetas anónimas y agrupación', 'Votación por puntos', 'Acciones con responsables'] },
        },
      });
      return {};
    },
  ],
  args: { ns: DEMO_NAMESPACE, titleKey: 'pages.retrospectives', area: 'retro' },
} satisfies Meta<typeof PlaceholderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithIssue: Story = { args: { issue: 14 } };

export const Planned: Story = {};
