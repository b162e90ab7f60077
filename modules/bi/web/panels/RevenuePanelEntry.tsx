import { RevenuePanel } from './FounderPanels.js';

export default RevenuePanel;
