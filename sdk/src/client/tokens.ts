/** Tokens live in localStorage under 'authTokens' (platform.md section 3). */
export const AUTH_TOKENS_KEY = 'authTokens';

export interface AuthTokens {
  accessToken: string;
  refreshToken?: string;
  /** Epoch milliseconds when the access token expires. */
  expiresAt?: number;
}

type Listener = (tokens: AuthTokens | null) => void;

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The `authTokens` store; a stored value of broken format is cleared on read. */
export class TokenStore {
  private listeners = new Set<Listener>();

  read(): AuthTokens | null {
    const raw = storage()?.getItem(AUTH_TOKENS_KEY);
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as Partial<AuthTokens>;
      if (typeof parsed.accessToken === 'string' && JWT_SHAPE.test(parsed.accessToken)) return parsed as AuthTokens;
    } catch {
      // fall through: broken JSON is cleared like a broken token
    }
    this.clear();
    return null;
  }

  write(tokens: AuthTokens): void {
    storage()?.setItem(AUTH_TOKENS_KEY, JSON.stringify(tokens));
    this.emit(tokens);
  }

  clear(): void {
    storage()?.removeItem(AUTH_TOKENS_KEY);
    this.emit(null);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(tokens: AuthTokens | null) {
    for (const listener of this.listeners) listener(tokens);
  }
}

export const authTokens = new TokenStore();
