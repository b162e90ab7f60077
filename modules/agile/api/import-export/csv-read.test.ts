import { describe, expect, it } from 'vitest';
import { DevImportErrors } from '../../shared/errors/dev-import-errors.js';
import { cellText, detectDelimiter, detectFormat, guessMapping, htmlToText, readCsv } from './csv-read.js';
import { emailIn, readDueDate, readLabels, readPoints, readPriority, readSprint, readStatus, readType, sourceOf } from './rows.js';

describe('reading a CSV file', () => {
  it('takes the delimiter of the header line, ignoring the ones inside quotes', () => {
    expect(detectDelimiter('Summary,Description\n"a;b;c",d')).toBe(',');
    expect(detectDelimiter('"Title, long";Points;Tags\nx;1;y')).toBe(';');
    expect(detectDelimiter('Title\tPoints\tTags\n')).toBe('\t');
    expect(detectDelimiter('Title\n')).toBe(',');
  });

  it('numbers rows as a spreadsheet does and leaves out empty rows, however many lines a quoted field takes', () => {
    const table = readCsv('\uFEFFTitle,Notes\r\n"One","two\r\nlines"\r\n,\r\n"Two ""quoted""",x\r\n');
    expect(table.header).toEqual(['Title', 'Notes']);
    expect(table.rows).toEqual([
      { row: 2, cells: ['One', 'two\r\nlines'] },
      { row: 4, cells: ['Two "quoted"', 'x'] },
    ]);
  });

  it('names the line of a quote that never closes', () => {
    expect(() => readCsv('Title\n"open\nstill open')).toThrow(DevImportErrors.CSV_UNREADABLE);
  });

  it('recognises Jira and Azure DevOps headers, and guesses each field from the best-named column', () => {
    expect(detectFormat(['Summary', 'Issue key', 'Issue Type'])).toBe('jira');
    expect(detectFormat(['ID', 'Work Item Type', 'Title'])).toBe('azure_devops');
    expect(detectFormat(['ID', 'Title', 'State'])).toBe('azure_devops');
    expect(detectFormat(['Name', 'Points'])).toBe('generic');
    expect(guessMapping(['Title', 'Custom field (Story point estimate)', 'Tags', 'Key'])).toEqual({ title: 0, description: null, type: null, priority: null, storyPoints: 1, labels: [2], externalKey: 3, status: null, assignee: null, dueDate: null, sprint: [], parent: null, epic: null, issueId: null });
    // Jira's status, assignee, due date, repeated Sprint, Parent (an issue id), Epic Link and issue id.
    expect(guessMapping(['Summary', 'Issue key', 'Issue id', 'Status', 'Assignee', 'Due date', 'Sprint', 'Sprint', 'Custom field (Epic Link)', 'Parent'])).toMatchObject({ title: 0, externalKey: 1, issueId: 2, status: 3, assignee: 4, dueDate: 5, sprint: [6, 7], epic: 8, parent: 9 });
  });

  it('reads due dates as Jira and ISO write them, the current sprint, statuses and the e-mail in an assignee cell', () => {
    expect(['2024-11-29', '2024-11-29T10:00:00Z', '29/Nov/24', '29/nov/2024 4:02 PM', '', '31/Feb/24', 'next week', '11/29/2024'].map(readDueDate)).toEqual(['2024-11-29', '2024-11-29', '2024-11-29', '2024-11-29', null, undefined, undefined, undefined]);
    expect(readSprint(['Sprint 14', 'Sprint 15'])).toBe('Sprint 15');
    expect(readSprint(['Sprint 15', ''])).toBe('Sprint 15');
    expect(readSprint(['Webshop\\Iteration 7'])).toBe('Iteration 7');
    expect(readSprint(['', ''])).toBeNull();
    expect(['To Do', 'Selected for Development', 'In Progress', 'Done', 'Backlog', 'Waiting for Godot'].map(readStatus)).toEqual(['todo', 'todo', 'active', 'complete', 'backlog', undefined]);
    expect([emailIn('Ada Lovelace <Ada@Acme.io>'), emailIn('ada@acme.io'), emailIn('Ada Lovelace')]).toEqual(['ada@acme.io', 'ada@acme.io', null]);
  });

  it('reads back what our exports wrote with an apostrophe before a formula', () => {
    expect(cellText("'=SUM(A1:A3)")).toBe('=SUM(A1:A3)');
    expect(cellText("'-1 day")).toBe('-1 day');
    expect(cellText("'quoted'")).toBe("'quoted'");
  });

  it("turns Azure DevOps' HTML into text", () => {
    expect(htmlToText('<div>A &amp; B &lt;3</div><div>next&nbsp;line&#33; &#x263A;</div>')).toBe('A & B <3\nnext line! ☺');
    expect(htmlToText('plain < text > stays')).toBe('plain < text > stays');
  });
});

describe('reading the values of a row', () => {
  it("maps Jira's and Azure DevOps' types and priorities, and says when it does not know one", () => {
    expect(['Story', 'User Story', 'Sub-task', 'Bug', 'Epic', 'Feature', 'Product Backlog Item', ''].map(readType)).toEqual(['story', 'story', 'task', 'bug', 'epic', 'epic', 'story', null]);
    expect(readType('Incident')).toBeUndefined();
    expect(['Highest', 'Blocker', '2', '2 - High', 'Medium', 'Minor', 'Lowest', 'none', ''].map(readPriority)).toEqual(['urgent', 'urgent', 'high', 'high', 'medium', 'low', 'low', 'none', null]);
    expect(readPriority('Whenever')).toBeUndefined();
  });

  it('reads points with a dot or a comma, and labels from one or several columns', () => {
    expect(['5', '0.5', '2,5', '', ' 3 ', '1.256'].map(readPoints)).toEqual([5, 0.5, 2.5, null, 3, 1.26]);
    expect(readPoints('five')).toBeNaN();
    expect(readLabels(['ui; accessibility', 'ui'])).toEqual(['ui', 'accessibility']);
    expect(readLabels(['marketing, web', '', 'csv'])).toEqual(['marketing', 'web', 'csv']);
  });

  it('keeps where an item came from', () => {
    expect(sourceOf('jira', 'SHOP-12')).toBe('jira:SHOP-12');
    expect(sourceOf('azure_devops', '431')).toBe('azure-devops:431');
    expect(sourceOf('generic', null)).toBe('csv');
  });
});
