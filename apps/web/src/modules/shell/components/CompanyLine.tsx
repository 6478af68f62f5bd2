import { useState } from 'react';
import { formatPeriodo } from '../../../ui/utils/fechas';
import { PeriodoModal } from '../../workspace/components/PeriodoModal';
import { useSeleccionarEmpresa } from '../../workspace/hooks/use-seleccionar-empresa';
import { useWorkspaceSession } from '../../workspace/hooks/use-workspace-session';
import { modoPruebas } from '../utils/modo-pruebas';

/**
 * The header's company line (spec 01 §2): RUC, company or local name, 'Modo pruebas' when its documents
 * go to the simulator or SUNAT beta, and the period. The period opens the 'Seleccionar Periodo' modal;
 * a new period or local is saved on the server and the page reloads.
 */
export function CompanyLine() {
  const { auth, company, local } = useWorkspaceSession();
  const { seleccionar, seleccionando } = useSeleccionarEmpresa();
  const [open, setOpen] = useState(false);
  if (!company) return null;
  const nombre = local?.nombre_corto || company.razon_social;
  const pruebas = modoPruebas(company.soap_envio);

  return (
    <div className="company-line">
      <span className="company-line__ruc">RUC {company.ruc}</span>
      <span className="company-line__name" title={company.razon_social}>
        {nombre}
      </span>
      {pruebas && (
        <span className="company-line__pruebas" title={pruebas.detalle}>
          <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {pruebas.etiqueta}
          <span className="sr-only">: {pruebas.detalle}</span>
        </span>
      )}
      <button
        type="button"
        className="company-line__periodo"
        onClick={() => setOpen(true)}
        aria-label={`Periodo ${formatPeriodo(company.periodo)}: cambiar`}
      >
        <i className="pi pi-calendar" aria-hidden="true" /> {formatPeriodo(company.periodo) || 'Sin periodo'}
      </button>
      <PeriodoModal
        visible={open}
        empresaId={company.id}
        localId={local?.id ?? company.local?.id ?? null}
        periodo={company.periodo}
        submitting={seleccionando}
        onCancel={() => setOpen(false)}
        onSelect={async (choice) => {
          const ok = await seleccionar(
            {
              empresa: { id: company.id, ruc: company.ruc, razon_social: company.razon_social },
              local: choice.local,
              periodo: choice.periodo,
            },
            auth?.modulo_id ?? null,
          );
          // After the PCGE warning the reload waits 3 s so the user can read it (spec 01 §4).
          if (ok === 'pcge') window.setTimeout(() => window.location.reload(), 3000);
          else if (ok) window.location.reload();
        }}
      />
    </div>
  );
}
