import { RunwayPanel } from './FounderPanels.js';

export default RunwayPanel;
