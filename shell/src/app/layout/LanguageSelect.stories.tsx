import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageSelect } from './LanguageSelect.js';

/** Changing it switches the whole catalogue's language, like the toolbar does. */
const meta = {
  title: 'Shell/LanguageSelect',
  component: LanguageSelect,
} satisfies Meta<typeof LanguageSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
