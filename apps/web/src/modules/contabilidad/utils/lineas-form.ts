/**
 * Editing the lines of a form by their `clave`; removing the last line leaves an empty one, so the
 * grid always has a row to type in.
 */
export function accionesDeLineas<L extends { clave: string }>(
  lineas: readonly L[],
  vacia: () => L,
  cambiar: (cambios: { lineas: L[] }) => void,
) {
  return {
    cambiarLinea: (clave: string, cambios: Partial<L>) =>
      cambiar({ lineas: lineas.map((l) => (l.clave === clave ? { ...l, ...cambios } : l)) }),
    quitarLinea: (clave: string) => {
      const quedan = lineas.filter((l) => l.clave !== clave);
      cambiar({ lineas: quedan.length ? quedan : [vacia()] });
    },
    agregarLinea: () => cambiar({ lineas: [...lineas, vacia()] }),
  };
}

/** Ctrl+Enter (⌘+Enter) anywhere in a form: the preview first, then registering what it showed. */
export function atajoRegistro(
  hayPrevia: boolean,
  registrar: () => Promise<void>,
  verAsiento: () => Promise<void>,
) {
  return (e: { key: string; ctrlKey: boolean; metaKey: boolean; preventDefault: () => void }) => {
    if (e.key !== 'Enter' || !(e.ctrlKey || e.metaKey)) return;
    e.preventDefault();
    void (hayPrevia ? registrar() : verAsiento());
  };
}
