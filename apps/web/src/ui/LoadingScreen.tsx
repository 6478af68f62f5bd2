export const LOADING_TEXT = 'Cargando los Componentes...';

/** Fallback while a lazy route module loads. */
export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <i className="pi pi-spin pi-spinner" aria-hidden="true" />
      <span>{LOADING_TEXT}</span>
    </div>
  );
}
