/**
 * The browser session (spec 01 §3): localStorage keys `Auth`, `Company` and `localempresa`. Components
 * read it through `getSessionSnapshot`/`subscribeSession` (useSyncExternalStore); changes made in other
 * tabs arrive through the `storage` event.
 */

export const AUTH_KEY = 'Auth';
export const COMPANY_KEY = 'Company';
export const LOCAL_KEY = 'localempresa';

export interface AuthSession {
  authentication: string;
  authorization: string;
  refresh: string;
  modulo_id: string | null;
}

export interface StoredLocal {
  id: string;
  direccion: string | null;
  nombre_corto: string | null;
}

export interface StoredCompany {
  id: string;
  ruc: string;
  razon_social: string;
  soap_envio: string | null;
  periodo: string | null;
  rubro: string | null;
  /** The IGV regime its documents are computed with (Ley 31556); null in a session stored before it. */
  regimen_igv: string | null;
  uit: string | null;
  local: StoredLocal | null;
}

export interface SessionSnapshot {
  auth: AuthSession | null;
  company: StoredCompany | null;
  local: StoredLocal | null;
}

type Listener = () => void;

const listeners = new Set<Listener>();

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeRaw(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled (private mode): the session then lives only in this page.
  }
}

function parseObject(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function parseAuth(raw: string | null): AuthSession | null {
  const value = parseObject(raw);
  const authentication = str(value?.authentication);
  if (!value || !authentication) return null;
  return {
    authentication,
    authorization: str(value.authorization) ?? '',
    refresh: str(value.refresh) ?? '',
    modulo_id: str(value.modulo_id),
  };
}

function parseLocal(value: Record<string, unknown> | null): StoredLocal | null {
  const id = str(value?.id);
  if (!value || !id) return null;
  return { id, direccion: str(value.direccion), nombre_corto: str(value.nombre_corto) };
}

function parseCompany(raw: string | null): StoredCompany | null {
  const value = parseObject(raw);
  const id = str(value?.id);
  if (!value || !id) return null;
  const local = value.local;
  return {
    id,
    ruc: str(value.ruc) ?? '',
    razon_social: str(value.razon_social) ?? '',
    soap_envio: str(value.soap_envio),
    periodo: str(value.periodo),
    rubro: str(value.rubro),
    regimen_igv: str(value.regimen_igv),
    uit: str(value.uit),
    local:
      local !== null && typeof local === 'object' && !Array.isArray(local)
        ? parseLocal(local as Record<string, unknown>)
        : null,
  };
}

let cachedKey = '';
let cachedSnapshot: SessionSnapshot = { auth: null, company: null, local: null };

/** The current session; the same object until something in storage changes. */
export function getSessionSnapshot(): SessionSnapshot {
  const rawAuth = readRaw(AUTH_KEY);
  const rawCompany = readRaw(COMPANY_KEY);
  const rawLocal = readRaw(LOCAL_KEY);
  const key = JSON.stringify([rawAuth, rawCompany, rawLocal]);
  if (key !== cachedKey) {
    cachedKey = key;
    cachedSnapshot = {
      auth: parseAuth(rawAuth),
      company: parseCompany(rawCompany),
      local: parseLocal(parseObject(rawLocal)),
    };
  }
  return cachedSnapshot;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === AUTH_KEY || event.key === COMPANY_KEY || event.key === LOCAL_KEY) {
    notify();
  }
}

export function readAuth(): AuthSession | null {
  return getSessionSnapshot().auth;
}

export function saveAuth(auth: AuthSession): void {
  writeRaw(AUTH_KEY, JSON.stringify(auth));
  notify();
}

/** Changes part of the stored Auth (new tokens after a refresh, the chosen module). */
export function updateAuth(changes: Partial<AuthSession>): void {
  const current = readAuth();
  if (!current) return;
  saveAuth({ ...current, ...changes });
}

export function saveCompany(company: StoredCompany | null, local: StoredLocal | null): void {
  writeRaw(COMPANY_KEY, company ? JSON.stringify(company) : null);
  writeRaw(LOCAL_KEY, local ? JSON.stringify(local) : null);
  notify();
}

/** Log out: forget the tokens, the company and the local. */
export function clearSession(): void {
  writeRaw(AUTH_KEY, null);
  writeRaw(COMPANY_KEY, null);
  writeRaw(LOCAL_KEY, null);
  notify();
}
