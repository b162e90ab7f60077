import CustomerHealthPage from './CustomerHealthPage.js';

/** /churn-prediction: customer health read as churn risk, riskiest first. */
export default function ChurnPredictionPage() {
  return <CustomerHealthPage churn />;
}
