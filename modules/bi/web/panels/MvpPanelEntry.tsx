import { MvpPanel } from './FounderPanels.js';

export default MvpPanel;
