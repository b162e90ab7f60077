import { ModuleModel } from '@suite/sdk/server';
import type { Pojo } from 'objection';
import { BI_SCHEMA, type Expense, type Kpi, type Scenario } from '../../shared/index.js';
import type { BurnAlertLevel } from '../../shared/runway-math.js';

type Timestamp = Date | string;

/**
 * The bi module's Objection models: camelCase properties over the snake_case columns of its
 * migrations (queries name columns as stored). Reads, updates and deletes go through
 * `tenantQuery(scope, Model)`; inserts `Model.query(scope.knex).insert({ accountId: scope.accountId, ... })`.
 * bigint columns (money in cents) arrive as strings from the drivers: a model lists them in
 * `numberAttributes` and reads them as numbers.
 */
export abstract class BiModel extends ModuleModel {
  /** Properties stored as bigint or double that the API hands out as numbers (bigint arrives as a string). */
  static numberAttributes: string[] = [];

  override $parseDatabaseJson(json: Pojo): Pojo {
    const parsed = super.$parseDatabaseJson(json);
    for (const name of (this.constructor as typeof BiModel).numberAttributes) {
      const value = parsed[name];
      if (value !== null && value !== undefined) parsed[name] = Number(value);
    }
    return parsed;
  }
}

/** A cash balance snapshot; read its day with `CashBalanceModel.columns` (drivers disagree on how a date comes back). */
export class CashBalanceModel extends BiModel {
  static override tableName = `${BI_SCHEMA}.cash_balances`;
  static override numberAttributes = ['amountCents'];
  declare id: string;
  declare accountId: string;
  /** 'YYYY-MM-DD' when read with `columns`. */
  declare asOf: string;
  declare amountCents: number;
  declare currency: string;
  declare accountName: string;
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;
}

export class ExpenseModel extends BiModel {
  static override tableName = `${BI_SCHEMA}.expenses`;
  static override numberAttributes = ['amountCents'];
  declare id: string;
  declare accountId: string;
  declare month: string;
  declare endMonth: string | null;
  declare category: Expense['category'];
  declare amountCents: number;
  declare currency: string;
  declare recurrence: Expense['recurrence'];
  declare description: string;
  declare channel: string | null;
  declare customersAcquired: number | null;
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;
}

export class IncomeModel extends BiModel {
  static override tableName = `${BI_SCHEMA}.other_income`;
  static override numberAttributes = ['amountCents'];
  declare id: string;
  declare accountId: string;
  declare month: string;
  declare amountCents: number;
  declare currency: string;
  declare description: string;
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;
}

export class RevenueEntryModel extends BiModel {
  static override tableName = `${BI_SCHEMA}.revenue_entries`;
  static override numberAttributes = ['mrrCents', 'newMrrCents', 'expansionMrrCents', 'churnedMrrCents'];
  declare id: string;
  declare accountId: string;
  declare month: string;
  declare mrrCents: number;
  declare newMrrCents: number;
  declare expansionMrrCents: number;
  declare churnedMrrCents: number;
  declare customers: number;
  declare newCustomers: number;
  declare churnedCustomers: number;
  declare currency: string;
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;
}

export class HeadcountRoleModel extends BiModel {
  static override tableName = `${BI_SCHEMA}.headcount_roles`;
  static override numberAttributes = ['monthlySalaryCents'];
  declare id: string;
  declare accountId: string;
  declare title: string;
  declare department: string;
  declare monthlySalaryCents: number;
  declare currency: string;
  declare startMonth: string;
  declare endMonth: string | null;
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;
}

export class KpiModel extends BiModel {
  static override tableName = `${BI_SCHEMA}.kpis`;
  static override numberAttributes = ['targetValue', 'warningThreshold', 'criticalThreshold'];
  declare id: string;
  declare accountId: string;
  declare name: string;
  declare description: string;
  declare category: string;
  declare unit: Kpi['unit'];
  declare targetValue: number;
  declare metric: Kpi['metric'];
  declare formula: string | null;
  declare direction: Kpi['direction'];
  declare warningThreshold: number | null;
  declare criticalThreshold: number | null;
  declare isActive: boolean;
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;
}

export class ScenarioModel extends BiModel {
  static override tableName = `${BI_SCHEMA}.forecast_scenarios`;
  static override numberAttributes = ['monthlyCostCents', 'amountCents', 'percent'];
  declare id: string;
  declare accountId: string;
  declare name: string;
  declare kind: Scenario['kind'];
  declare startMonth: string;
  declare monthlyCostCents: number | null;
  declare hires: number | null;
  declare percent: number | null;
  declare amountCents: number | null;
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;
}

/** The last burn-alert level mailed for an account (one row per account, keyed by it). */
export class BurnAlertStateModel extends BiModel {
  static override tableName = `${BI_SCHEMA}.burn_alert_states`;
  static override idColumn = 'account_id';
  declare accountId: string;
  declare level: BurnAlertLevel;
  declare runwayDays: number | null;
  declare updatedAt: Timestamp;
}
