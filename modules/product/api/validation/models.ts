import { ModuleModel } from '@suite/sdk/server';
import { PRODUCT_SCHEMA } from '../../shared/constants.js';

export class HypothesisModel extends ModuleModel {
  static override tableName = `${PRODUCT_SCHEMA}.hypotheses`;
  static override get jsonAttributes() {
    return ['metricSource'];
  }
  declare id: string;
  declare accountId: string;
  declare itemId: string;
  declare statement: string;
  declare metric: string;
  declare target: string;
  declare deadline: string | Date | null;
  declare metricSource: { widgetId: string; questionId: string } | null;
  declare verdict: 'validated' | 'invalidated' | 'inconclusive' | null;
  declare verdictNote: string | null;
  declare decidedAt: string | Date | null;
  declare createdBy: string | null;
  declare createdAt: string | Date;
  declare updatedAt: string | Date;
}

export class ExperimentModel extends ModuleModel {
  static override tableName = `${PRODUCT_SCHEMA}.experiments`;
  declare id: string;
  declare accountId: string;
  declare hypothesisId: string;
  declare name: string;
  declare method: string | null;
  declare result: string | null;
  declare observedValue: number | string | null;
  declare runOn: string | Date | null;
  declare createdAt: string | Date;
}
