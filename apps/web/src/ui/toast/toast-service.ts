import type { ToastMessage } from 'primereact/toast';

/**
 * One toast channel for the whole app, usable outside React (the urql exchanges) and inside it
 * (`useToast`). `ToastHost` attaches the PrimeReact Toast; messages sent before that are queued.
 * Durations follow spec 01 §9: 2 s for most messages, 5 s for module/company errors and privileges,
 * 10 s for session/token errors.
 */
export type ToastSeverity = 'success' | 'info' | 'warn' | 'error';

export const TOAST_LIFE = {
  short: 2000,
  error: 4000,
  long: 5000,
  session: 10000,
} as const;

const SUMMARIES: Record<ToastSeverity, string> = {
  success: 'Éxito',
  info: 'Información',
  warn: 'Advertencia',
  error: 'Error',
};

export interface ToastOptions {
  severity: ToastSeverity;
  detail: string;
  summary?: string;
  /** Milliseconds on screen. */
  life?: number;
}

type Sink = (message: ToastMessage) => void;

let sink: Sink | null = null;
const pending: ToastMessage[] = [];

function show({ severity, detail, summary, life }: ToastOptions): void {
  const message: ToastMessage = {
    severity,
    detail,
    summary: summary ?? SUMMARIES[severity],
    life: life ?? (severity === 'error' ? TOAST_LIFE.error : TOAST_LIFE.short),
  };
  if (sink) sink(message);
  else pending.push(message);
}

export interface ToastService {
  show: (options: ToastOptions) => void;
  success: (detail: string, life?: number) => void;
  info: (detail: string, life?: number) => void;
  warn: (detail: string, life?: number) => void;
  error: (detail: string, life?: number) => void;
}

export const toastService: ToastService = {
  show,
  success: (detail, life) => show({ severity: 'success', detail, life }),
  info: (detail, life) => show({ severity: 'info', detail, life }),
  warn: (detail, life) => show({ severity: 'warn', detail, life }),
  error: (detail, life) => show({ severity: 'error', detail, life }),
};

/** Connects the visible Toast; returns the function that disconnects it. */
export function attachToastSink(next: Sink): () => void {
  sink = next;
  for (const message of pending.splice(0)) next(message);
  return () => {
    if (sink === next) sink = null;
  };
}
