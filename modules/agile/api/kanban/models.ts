import { Model, raw, type QueryBuilder, type RelationMappings } from 'objection';
import type { PluginContext } from '@suite/sdk';
import { ModuleModel } from '@suite/sdk/server';
import { AGILE_SCHEMA } from '../../shared/index.js';
import type {
  KanbanActivityType,
  KanbanDeliveryStatus,
  KanbanEventType,
  KanbanItemStatus,
  KanbanItemType,
  KanbanPriority,
  KanbanProcessType,
  KanbanSprintSnapshot,
  KanbanSprintStatus,
  KanbanStatusCategory,
  KanbanWipMode,
} from '../../shared/kanban.js';

/** Knex, as the sdk hands it to plugins (a module never imports knex itself). */
export type Db = PluginContext['db'];

/** The kanban's tables, for the aggregates a model does not express (and for usage counts). */
export const KT = {
  boards: `${AGILE_SCHEMA}.kanban_boards`,
  columns: `${AGILE_SCHEMA}.kanban_columns`,
  items: `${AGILE_SCHEMA}.kanban_items`,
  history: `${AGILE_SCHEMA}.kanban_item_history`,
  activity: `${AGILE_SCHEMA}.kanban_activity`,
  sprints: `${AGILE_SCHEMA}.kanban_sprints`,
  deliveries: `${AGILE_SCHEMA}.kanban_deliveries`,
  events: `${AGILE_SCHEMA}.kanban_events`,
} as const;

type Timestamp = Date | string;

/**
 * The kanban's models: camelCase properties over snake_case columns (queries name columns as
 * stored), jsonb columns declared as JSON attributes, relations declared. Reads, updates and
 * deletes go through `tenantQuery(scope, Model)` (@suite/sdk/server) (filtered by account); inserts through
 * `Model.query(scope.knex).insert(...)` with the account id. Days ('YYYY-MM-DD') are read as text
 * next to the row (`withDays`), never through a time zone.
 */
abstract class KanbanModel extends ModuleModel {}

export class KanbanBoardModel extends KanbanModel {
  static override tableName = KT.boards;
  declare id: string;
  declare accountId: string;
  declare teamId: string;
  declare title: string;
  declare description: string | null;
  declare processType: KanbanProcessType;
  declare createdBy: string | null;
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;
  declare columns?: KanbanColumnModel[];

  static override get relationMappings(): RelationMappings {
    return {
      columns: { relation: Model.HasManyRelation, modelClass: KanbanColumnModel, join: { from: `${KT.boards}.id`, to: `${KT.columns}.board_id` } },
      items: { relation: Model.HasManyRelation, modelClass: KanbanItemModel, join: { from: `${KT.boards}.id`, to: `${KT.items}.board_id` } },
    };
  }
}

export class KanbanColumnModel extends KanbanModel {
  static override tableName = KT.columns;
  declare id: string;
  declare accountId: string;
  declare boardId: string;
  declare title: string;
  declare category: KanbanStatusCategory;
  declare position: number;
  declare wipLimit: number | null;
  declare wipMode: KanbanWipMode;
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;

  static override get relationMappings(): RelationMappings {
    return { board: { relation: Model.BelongsToOneRelation, modelClass: KanbanBoardModel, join: { from: `${KT.columns}.board_id`, to: `${KT.boards}.id` } } };
  }
}

export class KanbanItemModel extends KanbanModel {
  static override tableName = KT.items;
  declare id: string;
  declare accountId: string;
  declare boardId: string;
  declare columnId: string | null;
  declare status: KanbanItemStatus;
  declare position: number;
  declare title: string;
  declare description: string | null;
  declare type: KanbanItemType;
  declare priority: KanbanPriority;
  /** numeric: may arrive as text. */
  declare storyPoints: number | string | null;
  declare assigneeId: string | null;
  /** text[] */
  declare labels: string[] | string;
  declare parentId: string | null;
  declare sprintId: string | null;
  declare deliveryId: string | null;
  /** Written as 'YYYY-MM-DD'; read as `dueDay` (withDays). */
  declare dueDate?: string | Date | null;
  declare dueDay?: string | null;
  declare workStartedAt: Timestamp | null;
  declare workCompletedAt: Timestamp | null;
  declare cycleTimeHours: number | string | null;
  declare source: string | null;
  declare archivedAt: Timestamp | null;
  declare createdBy: string | null;
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;
  declare board?: KanbanBoardModel;
  declare column?: KanbanColumnModel | null;
  declare children?: KanbanItemModel[];

  static override get relationMappings(): RelationMappings {
    return {
      board: { relation: Model.BelongsToOneRelation, modelClass: KanbanBoardModel, join: { from: `${KT.items}.board_id`, to: `${KT.boards}.id` } },
      column: { relation: Model.BelongsToOneRelation, modelClass: KanbanColumnModel, join: { from: `${KT.items}.column_id`, to: `${KT.columns}.id` } },
      children: { relation: Model.HasManyRelation, modelClass: KanbanItemModel, join: { from: `${KT.items}.id`, to: `${KT.items}.parent_id` } },
      history: { relation: Model.HasManyRelation, modelClass: KanbanHistoryModel, join: { from: `${KT.items}.id`, to: `${KT.history}.item_id` } },
    };
  }
}

/** One status change of an item (the flow metrics read these). */
export class KanbanHistoryModel extends KanbanModel {
  static override tableName = KT.history;
  declare id: number | string;
  declare accountId: string;
  declare boardId: string;
  declare itemId: string;
  declare fromColumnId: string | null;
  declare toColumnId: string | null;
  declare fromStatus: KanbanItemStatus | null;
  declare toStatus: KanbanItemStatus;
  declare changedAt: Timestamp;
  declare changedBy: string | null;
}

/** A board's activity feed; `data` is a JSON column. */
export class KanbanActivityModel extends KanbanModel {
  static override tableName = KT.activity;
  static override jsonAttributes = ['data'];
  declare id: number | string;
  declare accountId: string;
  declare boardId: string;
  declare itemId: string | null;
  declare type: KanbanActivityType;
  declare actorId: string | null;
  declare data: Record<string, unknown>;
  declare createdAt: Timestamp;
}

/** A team's sprint; its completion snapshot is a JSON column. */
export class KanbanSprintModel extends KanbanModel {
  static override tableName = KT.sprints;
  static override jsonAttributes = ['snapshot'];
  declare id: string;
  declare accountId: string;
  declare teamId: string;
  declare boardId: string | null;
  declare name: string;
  declare goal: string | null;
  declare status: KanbanSprintStatus;
  /** Written as 'YYYY-MM-DD'; read as startDay / endDay (withDays). */
  declare startDate?: string | Date;
  declare endDate?: string | Date;
  declare startDay: string;
  declare endDay: string;
  declare capacityPoints: number | string | null;
  declare committedPoints: number | string | null;
  declare completedPoints: number | string | null;
  declare snapshot: KanbanSprintSnapshot | null;
  declare rolledOverTo: string | null;
  declare startedAt: Timestamp | null;
  declare completedAt: Timestamp | null;
  declare createdBy: string | null;
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;
  declare items?: KanbanItemModel[];

  static override get relationMappings(): RelationMappings {
    return { items: { relation: Model.HasManyRelation, modelClass: KanbanItemModel, join: { from: `${KT.sprints}.id`, to: `${KT.items}.sprint_id` } } };
  }
}

/** A delivery (release) of a board. */
export class KanbanDeliveryModel extends KanbanModel {
  static override tableName = KT.deliveries;
  declare id: string;
  declare accountId: string;
  declare boardId: string;
  declare name: string;
  declare description: string | null;
  declare status: KanbanDeliveryStatus;
  declare targetDate?: string | Date | null;
  declare targetDay: string | null;
  declare releasedAt: Timestamp | null;
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;
  /** Sums over its items, selected with it (deliveryViews). */
  declare itemCount?: number | string;
  declare completedCount?: number | string;
  declare totalPoints?: number | string;
  declare completedPoints?: number | string;
  declare items?: KanbanItemModel[];

  static override get relationMappings(): RelationMappings {
    return { items: { relation: Model.HasManyRelation, modelClass: KanbanItemModel, join: { from: `${KT.deliveries}.id`, to: `${KT.items}.delivery_id` } } };
  }
}

/** An event of a team's calendar. */
export class KanbanEventModel extends KanbanModel {
  static override tableName = KT.events;
  declare id: string;
  declare accountId: string;
  declare teamId: string;
  declare boardId: string | null;
  declare title: string;
  declare description: string | null;
  declare type: KanbanEventType;
  declare startAt: Timestamp;
  declare endAt: Timestamp;
  declare allDay: boolean;
  declare createdBy: string | null;
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;
}

/** Every column of a model's table, and its `date` columns again as 'YYYY-MM-DD' text under `<column minus _date>_day`. */
export function withDays<M extends Model>(query: QueryBuilder<M, M[]>, table: string, dateColumns: string[]): QueryBuilder<M, M[]> {
  return query.select(`${table}.*`, ...dateColumns.map((column) => raw(`to_char(${table}.${column}, 'YYYY-MM-DD') as ${column.replace(/_date$/, '_day')}`)));
}

export const iso = (value: Timestamp | null | undefined): string | null => (value == null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString());
/** numeric columns and sums may arrive as strings. */
export const num = (value: number | string | null | undefined): number | null => (value == null ? null : Number(value));
export const round2 = (value: number): number => Math.round(value * 100) / 100;
