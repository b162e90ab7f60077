import type { EventFrame } from '@suite/sdk';

export interface FanoutMessage {
  room: string;
  frame: EventFrame;
}

/**
 * How a broadcast reaches every server instance. The in-memory adapter serves one instance; the
 * PostgreSQL LISTEN/NOTIFY adapter (poker issue) makes several instances agree.
 */
export interface FanoutAdapter {
  publish(message: FanoutMessage): Promise<void>;
  subscribe(handler: (message: FanoutMessage) => void): void;
  close(): Promise<void>;
}

export class InMemoryFanout implements FanoutAdapter {
  private handlers = new Set<(message: FanoutMessage) => void>();

  async publish(message: FanoutMessage): Promise<void> {
    for (const handler of this.handlers) handler(message);
  }

  subscribe(handler: (message: FanoutMessage) => void): void {
    this.handlers.add(handler);
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}
