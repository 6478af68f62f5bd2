export const LOADING_TEXT = 'Cargando los Componentes...';

interface LoadingScreenProps {
  /** Inside the app shell's content area instead of the whole window. */
  inline?: boolean;
}

/** Fallback while a lazy route module loads. */
export function LoadingScreen({ inline = false }: LoadingScreenProps) {
  return (
    <div
      className={inline ? 'loading-screen loading-screen--inline' : 'loading-screen'}
      role="status"
      aria-live="polite"
    >
      <i className="pi pi-spin pi-spinner" aria-hidden="true" />
      <span>{LOADING_TEXT}</span>
    </div>
  );
}
