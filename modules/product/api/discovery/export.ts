import PDFDocument from 'pdfkit';
import type { DiscoveryDocument } from '../../shared/discovery-endpoints.js';

const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
const GAP_TEXT: Record<string, string> = {
  category_without_items: 'No item in category',
  missing_estimated_roi: 'No estimated ROI',
  budget_fully_allocated: 'Budget fully allocated to children',
  epic_without_stories: 'Epic without user stories',
  story_without_criteria: 'User story without acceptance criteria',
};

/** The document's sections as plain lines (headings marked), shared by Markdown and PDF. */
function sections(doc: DiscoveryDocument): { heading: string; lines: string[] }[] {
  const d = doc.businessDetails;
  return [
    {
      heading: 'Business details',
      lines: [
        `Product: ${doc.productTitle ?? '-'}`,
        `Status: ${doc.status}`,
        `Line of business: ${d.lineOfBusiness || '-'}`,
        `Runway: ${d.runwayMonths === null ? 'unknown' : `${d.runwayMonths} months`}${d.runwaySource === 'bi' ? ' (from business intelligence)' : ''}`,
      ],
    },
    { heading: 'Document sources', lines: doc.documentSources.length ? doc.documentSources.map((s) => `${s.title}${s.url ? ` (${s.url})` : ''}`) : ['None'] },
    { heading: 'Gap analysis', lines: doc.gapAnalysis?.length ? doc.gapAnalysis.map((g) => `[${g.severity}] ${GAP_TEXT[g.rule] ?? g.rule}: ${g.subject}`) : ['No gaps found, or not analysed yet'] },
    { heading: 'Investment categories', lines: (doc.investmentCategories ?? []).map((c) => `${c.code} ${c.name} (${c.taxClassification}): ${money(c.cents)}, ${c.sharePct} %`) },
    { heading: 'Value hierarchy', lines: (doc.valueHierarchy ?? []).map((n) => `${'  '.repeat(n.depth)}- ${n.title} (${n.level}, ROI ${n.roiScore}, ${money(n.allocatedCents)})`) },
    {
      heading: 'Roadmap',
      lines: doc.roadmap ? [doc.roadmap.explanation, ...doc.roadmap.quarters.flatMap((q) => [`${q.quarter} (${money(q.budgetCents)})`, ...q.epics.map((e) => `  - ${e.title} (ROI ${e.roiScore}, ${money(e.allocatedCents)})`)])] : ['Not analysed yet'],
    },
    { heading: 'Insights', lines: (doc.aiInsights ?? []).map((i) => `${i.text} (basis: ${i.basis})`) },
  ];
}

export function discoveryMarkdown(doc: DiscoveryDocument): string {
  const out = [`# ${doc.title}`, ''];
  for (const section of sections(doc)) {
    out.push(`## ${section.heading}`, '');
    for (const line of section.lines) out.push(/^\s*- /.test(line) ? line : `${line}  `);
    out.push('');
  }
  out.push(`_Deterministic analysis of the portfolio${doc.analyzedAt ? `, ${doc.analyzedAt.slice(0, 10)}` : ''}._`, '');
  return out.join('\n');
}

export function discoveryPdf(doc: DiscoveryDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: doc.title } });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.font('Helvetica-Bold').fontSize(18).text(doc.title);
    for (const section of sections(doc)) {
      pdf.moveDown().font('Helvetica-Bold').fontSize(13).text(section.heading);
      pdf.font('Helvetica').fontSize(10);
      for (const line of section.lines) pdf.text(line);
    }
    pdf.end();
  });
}
