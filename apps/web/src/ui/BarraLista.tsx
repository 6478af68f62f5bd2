import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { BotonExcel } from './BotonExcel';
import { SiNoSwitch } from './SiNoSwitch';
import type { ArchivoGenerado } from './utils/descargar';

interface BarraListaProps {
  /** 'Nueva categoría'...; omitted: no create button. */
  nuevo?: { label: string; onClick: () => void };
  /** Asks the server for the list's .xlsx with its current filter. */
  exportar?: () => Promise<ArchivoGenerado | { error: string } | null>;
  /** The 'Ver eliminados' switch (id of its input, for the label). */
  eliminados?: { id: string; value: boolean; onChange: (value: boolean) => void };
  /** Extra controls after the standard ones (filters). */
  children?: ReactNode;
}

/** The title bar of a master-data list: create, 'Exportar Excel', 'Ver eliminados' and the list's filters. */
export function BarraLista({ nuevo, exportar, eliminados, children }: BarraListaProps) {
  return (
    <div className="tabla-acciones">
      {nuevo && (
        <Button type="button" label={nuevo.label} icon="pi pi-plus" size="small" onClick={nuevo.onClick} />
      )}
      {exportar && <BotonExcel generar={exportar} />}
      {eliminados && (
        <span className="tabla-acciones__switch">
          <SiNoSwitch id={eliminados.id} checked={eliminados.value} onChange={eliminados.onChange} />
          <label htmlFor={eliminados.id}>Ver eliminados</label>
        </span>
      )}
      {children}
    </div>
  );
}
