import type { Response } from 'express';

/** The one envelope: { success: true, data } or { success: false, error, details }. */
export function sendData(res: Response, data: unknown, status = 200): void {
  res.status(status).json({ success: true, data: data === undefined ? null : data });
}

export function sendError(res: Response, status: number, error: string, details?: unknown): void {
  const body: { success: false; error: string; details?: unknown } = { success: false, error };
  if (details !== undefined) body.details = details;
  res.status(status).json(body);
}
