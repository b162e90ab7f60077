import { callEndpoint, useEndpointMutation, useEndpointQuery, useTranslation } from '@suite/sdk/web';
import type { Endpoint } from '@suite/sdk';
import { DiscoveryEndpoints } from '../shared/discovery-endpoints.js';
import { PortfolioEndpoints } from '../shared/portfolio-endpoints.js';
import { ValidationLabEndpoints } from '../shared/validation-endpoints.js';
import { MvpEndpoints } from '../shared/mvp-endpoints.js';
import { FeatureRoiEndpoints } from '../shared/feature-roi-endpoints.js';

/**
 * The product area's calls as react-query hooks over its declared endpoints. Every change
 * refreshes the reads it touches (a budget change moves the parent, the ranked backlog and the
 * spend report).
 */

const PORTFOLIO_READS: Endpoint[] = [PortfolioEndpoints.listItems, PortfolioEndpoints.getItem, PortfolioEndpoints.strategicBacklog, PortfolioEndpoints.spendReport, DiscoveryEndpoints.list, ValidationLabEndpoints.list];

export const useProductConfig = () => useEndpointQuery(PortfolioEndpoints.config, {});
export const usePortfolioItems = () => useEndpointQuery(PortfolioEndpoints.listItems, {});
export const useStrategicBacklog = () => useEndpointQuery(PortfolioEndpoints.strategicBacklog, {});
export const useSpendReport = () => useEndpointQuery(PortfolioEndpoints.spendReport, {});

export const useCreateItem = () => useEndpointMutation(PortfolioEndpoints.createItem, { invalidates: PORTFOLIO_READS });
export const useUpdateItem = () => useEndpointMutation(PortfolioEndpoints.updateItem, { invalidates: PORTFOLIO_READS });
export const useMoveItem = () => useEndpointMutation(PortfolioEndpoints.moveItem, { invalidates: PORTFOLIO_READS });
export const useDeleteItem = () => useEndpointMutation(PortfolioEndpoints.deleteItem, { invalidates: PORTFOLIO_READS });
export const useSendToDelivery = () => useEndpointMutation(PortfolioEndpoints.sendToDelivery, { invalidates: PORTFOLIO_READS });
export const useUpdateScoring = () => useEndpointMutation(PortfolioEndpoints.updateScoring, { invalidates: [PortfolioEndpoints.config, ...PORTFOLIO_READS] });
export const useUpdateCategory = () => useEndpointMutation(PortfolioEndpoints.updateCategory, { invalidates: [PortfolioEndpoints.config, ...PORTFOLIO_READS] });

export const useDiscoveryDocuments = () => useEndpointQuery(DiscoveryEndpoints.list, {});
const DISCOVERY_READS: Endpoint[] = [DiscoveryEndpoints.list, DiscoveryEndpoints.get];
export const useCreateDiscovery = () => useEndpointMutation(DiscoveryEndpoints.create, { invalidates: DISCOVERY_READS });
export const useUpdateDiscovery = () => useEndpointMutation(DiscoveryEndpoints.update, { invalidates: DISCOVERY_READS });
export const useAnalyzeDiscovery = () => useEndpointMutation(DiscoveryEndpoints.analyze, { invalidates: DISCOVERY_READS });
export const useDiscoveryStatus = () => useEndpointMutation(DiscoveryEndpoints.setStatus, { invalidates: DISCOVERY_READS });
export const useDeleteDiscovery = () => useEndpointMutation(DiscoveryEndpoints.remove, { invalidates: DISCOVERY_READS });

export const useHypotheses = () => useEndpointQuery(ValidationLabEndpoints.list, {});
export const useMetricSources = () => useEndpointQuery(ValidationLabEndpoints.metricSources, {});
const LAB_READS: Endpoint[] = [ValidationLabEndpoints.list, ...PORTFOLIO_READS];
export const useCreateHypothesis = () => useEndpointMutation(ValidationLabEndpoints.create, { invalidates: LAB_READS });
export const useAddExperiment = () => useEndpointMutation(ValidationLabEndpoints.addExperiment, { invalidates: LAB_READS });
export const useUpdateExperiment = () => useEndpointMutation(ValidationLabEndpoints.updateExperiment, { invalidates: LAB_READS });
export const useDecideHypothesis = () => useEndpointMutation(ValidationLabEndpoints.decide, { invalidates: LAB_READS });
export const useDeleteHypothesis = () => useEndpointMutation(ValidationLabEndpoints.remove, { invalidates: LAB_READS });

/** Save a Blob under a file name (exports). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function downloadSpendCsv(): Promise<void> {
  saveBlob((await callEndpoint(PortfolioEndpoints.spendReportCsv, {})) as Blob, 'portfolio-spend.csv');
}

export async function downloadDiscovery(id: string, format: 'markdown' | 'pdf', title: string): Promise<void> {
  const blob = (await callEndpoint(DiscoveryEndpoints.export, { params: { id }, query: { format } })) as Blob;
  const base = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'discovery';
  saveBlob(blob, `${base}.${format === 'pdf' ? 'pdf' : 'md'}`);
}

/** The product namespace's translator. */
export const useProductT = () => useTranslation('product');

export const useMvpScenarios = () => useEndpointQuery(MvpEndpoints.list, {});
export const useMvpProgress = () => useEndpointQuery(MvpEndpoints.progress, {});
const MVP_READS: Endpoint[] = [MvpEndpoints.list, MvpEndpoints.get, MvpEndpoints.progress];
export const useCreateScenario = () => useEndpointMutation(MvpEndpoints.create, { invalidates: MVP_READS });
export const useUpdateScenario = () => useEndpointMutation(MvpEndpoints.update, { invalidates: MVP_READS });
export const useDeleteScenario = () => useEndpointMutation(MvpEndpoints.remove, { invalidates: MVP_READS });
export const useGenerateRecommendations = () => useEndpointMutation(MvpEndpoints.recommendations, { invalidates: MVP_READS });
export const useGenerateBacklog = () => useEndpointMutation(MvpEndpoints.generateBacklog, { invalidates: MVP_READS });
export const useApplyScenario = () => useEndpointMutation(MvpEndpoints.apply, { invalidates: [...MVP_READS, ...PORTFOLIO_READS] });

export const useFeatureRois = (query: { discountRate?: number; projectionMonths?: number }) => useEndpointQuery(FeatureRoiEndpoints.list, { query });
export const useRoiSummary = (query: { discountRate?: number; projectionMonths?: number }) => useEndpointQuery(FeatureRoiEndpoints.summary, { query });
export const useRoiTimeline = (id: string) => useEndpointQuery(FeatureRoiEndpoints.timeline, { params: { id } });
const ROI_READS: Endpoint[] = [FeatureRoiEndpoints.list, FeatureRoiEndpoints.get, FeatureRoiEndpoints.summary, FeatureRoiEndpoints.timeline];
export const useCreateFeatureRoi = () => useEndpointMutation(FeatureRoiEndpoints.create, { invalidates: ROI_READS });
export const useUpdateFeatureRoi = () => useEndpointMutation(FeatureRoiEndpoints.update, { invalidates: ROI_READS });
export const useDeleteFeatureRoi = () => useEndpointMutation(FeatureRoiEndpoints.remove, { invalidates: ROI_READS });
export const useAddTimelineEntry = () => useEndpointMutation(FeatureRoiEndpoints.addTimeline, { invalidates: ROI_READS });
export const useCompareFeatures = () => useEndpointMutation(FeatureRoiEndpoints.compare);
