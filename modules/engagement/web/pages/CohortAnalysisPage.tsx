import RetentionPage from './RetentionPage.js';

/** /cohort-analysis: the retention cohorts under their own title. */
export default function CohortAnalysisPage() {
  return <RetentionPage titleKey="pages.cohortAnalysis" />;
}
