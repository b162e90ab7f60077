import type { ServerResponse } from 'node:http';

/** Write a JSON answer (Express's `res.json` without ETag or settings: the same bytes either way). */
export function writeJson(res: ServerResponse, status: number, payload: unknown): void {
  const body = JSON.stringify(payload);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

/** The one envelope: { success: true, data } or { success: false, error, details }. */
export function sendData(res: ServerResponse, data: unknown, status = 200): void {
  writeJson(res, status, { success: true, data: data === undefined ? null : data });
}

export function sendError(res: ServerResponse, status: number, error: string, details?: unknown): void {
  const body: { success: false; error: string; details?: unknown } = { success: false, error };
  if (details !== undefined) body.details = details;
  writeJson(res, status, body);
}
